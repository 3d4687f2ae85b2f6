import { CATEGORIES } from '@gems/contracts';
import type { InputRef } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ExploreCollectionsTab } from './explore-collections-tab';
import { ExploreGemsTab } from './explore-gems-tab';
import { sortOf, tabOf, withParams } from './explore-params';
import { usePageTitle } from '../layout/use-page-title';
import { categoryIcon } from '../home/category-icons';
import { PeopleList } from './people-list';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { PlainTabs } from '../components/plain-tabs';
import { useTypedBeforeAdoption } from '../components/use-typed-before-adoption';
import { Title } from '../components/typography';

/** Spec 01 §9: 12 category buttons before "More". */
const FIRST_CATEGORIES = 12;

/**
 * Spec 01 §2 explore: one search box; tabs Gems / Top Collections / People; ?category=, ?tab=,
 * ?q= and ?sort= live in the URL so a search can be shared and survives a reload.
 */
export function ExplorePage() {
  usePageTitle('Explore');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const category = params.get('category');
  const search = params.get('q')?.trim() ?? '';
  const sort = sortOf(params.get('sort'));
  const [draft, setDraft] = useState(search);
  const box = useRef<InputRef>(null);
  const selectedHidden = category !== null && CATEGORIES.indexOf(category as never) >= FIRST_CATEGORIES;
  const [showAll, setShowAll] = useState(selectedHidden);

  // Back/forward or a link changes the URL: the box follows it.
  useEffect(() => setDraft(search), [search]);
  // After it: what was typed before the page was adopted wins over the address's search.
  useTypedBeforeAdoption(box, setDraft);

  const update = (changes: Record<string, string | null>) =>
    setParams(withParams(params, changes), { replace: true });
  const clear = () => {
    setDraft('');
    update({ q: null, category: null });
  };
  const categories = showAll ? CATEGORIES : CATEGORIES.slice(0, FIRST_CATEGORIES);

  return (
    <PlainFlex vertical gap={24}>
      <PlainFlex vertical align="center" gap={12} style={{ textAlign: 'center', padding: '24px 0' }}>
        <Title style={{ margin: 0 }}>Discover curated gems</Title>
        {/* The box and its button joined, as antd's Input.Search joined them (joined-box.css). */}
        <form
          role="search"
          className="joined-box"
          style={{ maxWidth: 560 }}
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: draft.trim() || null });
          }}
        >
          <Input
            ref={box}
            type="search"
            allowClear
            size="large"
            placeholder="Search gems, collections and people"
            aria-label="Search"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              // The box's clear button (antd calls it a click) clears the search, as Input.Search did.
              if (event.type === 'click') update({ q: null });
            }}
          />
          <PlainButton type="submit" look="primary" size="large">
            Search
          </PlainButton>
        </form>
      </PlainFlex>
      {tab === 'gems' ? (
        <PlainFlex gap={8} wrap role="group" aria-label="Categories">
          <PlainButton
            look={category ? 'default' : 'primary'}
            aria-pressed={!category}
            onClick={() => update({ category: null })}
          >
            All Categories
          </PlainButton>
          {categories.map((name) => (
            <PlainButton
              key={name}
              icon={<span aria-hidden>{categoryIcon(name)}</span>}
              look={category === name ? 'primary' : 'default'}
              aria-pressed={category === name}
              onClick={() => update({ category: category === name ? null : name })}
            >
              {name}
            </PlainButton>
          ))}
          {showAll ? null : (
            <PlainButton look="dashed" onClick={() => setShowAll(true)}>
              More
            </PlainButton>
          )}
        </PlainFlex>
      ) : null}
      <PlainTabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'gems' ? null : key })}
        items={[
          {
            key: 'gems',
            label: 'Gems',
            children: (
              <ExploreGemsTab
                search={search}
                category={category}
                sort={sort}
                onSort={(next) => update({ sort: next })}
                onClear={clear}
              />
            ),
          },
          {
            key: 'collections',
            label: 'Top Collections',
            children: <ExploreCollectionsTab search={search} onClear={clear} />,
          },
          { key: 'users', label: 'People', children: <PeopleList search={search} onClear={clear} /> },
        ]}
      />
    </PlainFlex>
  );
}
