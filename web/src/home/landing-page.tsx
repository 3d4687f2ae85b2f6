import { AppleFilled, GoogleOutlined, LinkOutlined } from '@ant-design/icons';
import { CATEGORIES } from '@gems/contracts';
// The plain Input, not antd's index: that one attaches Search, Password, OTP and TextArea to it,
// which would all load with this page (~5 KB gzipped).
import Input from 'antd/es/input/Input';
import { Suspense, useRef, useState } from 'react';
import type { InputRef } from 'antd';
import { Link } from 'react-router-dom';
import { SOCIAL_SIGN_IN_URL } from '../auth/auth-api';
import { LinkButton } from '../components/link-button';
import { PlainButton } from '../components/plain-button';
import { plainButtonClass } from '../components/plain-button-look';
import { PlainFlex } from '../components/plain-flex';
import { addGemIntent, useAddGem } from '../gems/add-gem-context';
import { CuratedCollections } from './curated-collections';
import { HandPickedGems } from './hand-picked-gems';
import { usePageTitle } from '../layout/use-page-title';
import { Panel } from '../components/panel';
import { Title, Text, Paragraph } from '../components/typography';
import { lazyNamed } from '../components/lazy-named';
import { useTypedBeforeAdoption } from '../components/use-typed-before-adoption';

// The sixteen category icons (~6 KB gzipped) are far below the fold: they load after the page.
const CategoryIcon = lazyNamed<'CategoryIcon', { category: string }>(
  () => import('./category-icons'),
  'CategoryIcon',
);

/** Spec 01 §2 visitor landing page. */
export function LandingPage() {
  usePageTitle('Welcome');
  const { openAddGem } = useAddGem();
  const [link, setLink] = useState('');
  const box = useRef<InputRef>(null);
  useTypedBeforeAdoption(box, setLink);
  // Spec 01 §6: saving as a guest opens the signup prompt; the link is kept for the Add Gem dialog
  // that opens right after signing up (a signed-in visitor gets that dialog at once).
  const save = () => openAddGem(link.trim() || undefined);

  return (
    <PlainFlex vertical gap={40}>
      <PlainFlex vertical align="center" gap={16} style={{ padding: '48px 0', textAlign: 'center' }}>
        <Title style={{ margin: 0 }}>Save all your favorite things</Title>
        <Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 600 }}>
          Paste any link and Gems turns it into a card with a picture, notes and tags.
        </Paragraph>
        {/* The box and its button joined, as antd's Space.Compact joined them (joined-box.css). */}
        <div className="joined-box" style={{ maxWidth: 520 }}>
          <Input
            ref={box}
            prefix={<LinkOutlined aria-hidden />}
            placeholder="Paste a link to save it as a gem"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            onPressEnter={save}
            aria-label="Link to save"
            {...addGemIntent}
          />
          <PlainButton look="primary" onClick={save} {...addGemIntent}>
            Save it
          </PlainButton>
        </div>
        <PlainFlex gap={12} wrap justify="center">
          <a className={plainButtonClass({ look: 'default' })} href={SOCIAL_SIGN_IN_URL}>
            <GoogleOutlined />
            <span>Continue with Google</span>
          </a>
          <a className={plainButtonClass({ look: 'default' })} href={SOCIAL_SIGN_IN_URL}>
            <AppleFilled />
            <span>Continue with Apple</span>
          </a>
        </PlainFlex>
        <Text type="secondary">
          <Link to="/login">Sign in with email</Link> · <Link to="/register">Sign up</Link>
        </Text>
      </PlainFlex>

      <CuratedCollections />
      <HandPickedGems />

      <section aria-labelledby="browse-categories">
        <Title level={2} id="browse-categories" style={{ fontSize: 24 }}>
          Browse by Category
        </Title>
        <div className="category-grid">
          {CATEGORIES.map((category) => (
            <Link key={category} to={`/explore?category=${encodeURIComponent(category)}`}>
              <Panel hoverable size="small">
                <PlainFlex gap={8} align="center">
                  <span aria-hidden style={{ display: 'inline-flex', width: '1em' }}>
                    <Suspense fallback={null}>
                      <CategoryIcon category={category} />
                    </Suspense>
                  </span>
                  {category}
                </PlainFlex>
              </Panel>
            </Link>
          ))}
        </div>
      </section>

      <PlainFlex vertical align="center" gap={12} style={{ padding: '32px 0' }}>
        <Title level={2} style={{ fontSize: 24 }}>
          Sign Up to Start Curating
        </Title>
        <LinkButton to="/register" look="primary" size="large">
          Sign up
        </LinkButton>
      </PlainFlex>
    </PlainFlex>
  );
}
