import { LinkButton } from '../components/link-button';
import { PlainFlex } from '../components/plain-flex';
import { CuratedCollections } from './curated-collections';
import { HandPickedGems } from './hand-picked-gems';
import { Title, Paragraph } from '../components/typography';

/** Spec 01 §2 home for a visitor: hero, the first 6 public collections and 6 gems. */
export function HomeSignedOut() {
  return (
    <PlainFlex vertical gap={40}>
      <PlainFlex vertical align="center" gap={12} style={{ padding: '48px 0', textAlign: 'center' }}>
        <Title style={{ margin: 0 }}>Save and share your favorite things</Title>
        <Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 560 }}>
          Gems keeps the links you love — with pictures, notes and tags — in collections you can share.
        </Paragraph>
        <PlainFlex gap={12}>
          <LinkButton to="/login" size="large">
            Sign in
          </LinkButton>
          <LinkButton to="/register" look="primary" size="large">
            Sign up
          </LinkButton>
        </PlainFlex>
      </PlainFlex>
      <CuratedCollections />
      <HandPickedGems />
    </PlainFlex>
  );
}
