import { CATEGORIES } from '@gems/contracts';
import { Button, Flex, Input, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RemoteEmptyState } from '../components/remote-empty-state';
import { usePageTitle } from '../layout/use-page-title';
import { PeopleList } from './people-list';

const FIRST_CATEGORIES = 12;
type Tab = 'gems' | 'collections' | 'users';

function tabOf(value: string | null): Tab {
  return value === 'collections' || value === 'users' ? value : 'gems';
}

/** Spec 01 §2 explore: search, tabs Gems / Top Collections / People, category filter. */
export function ExplorePage() {
  usePageTitle('Explore');
  const [params, setParams] = useSearchParams();
  const [showAll, setShowAll] = useState(false);
  const tab = tabOf(params.get('tab'));
  const category = params.get('category');
  const search = params.get('q') ?? '';

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const gemsQuery = new URLSearchParams();
  if (category) gemsQuery.set('category', category);
  if (search) gemsQuery.set('search', search);
  const gemsPath = `/api/gems${gemsQuery.size ? `?${gemsQuery}` : ''}`;
  const categories = showAll ? CATEGORIES : CATEGORIES.slice(0, FIRST_CATEGORIES);

  return (
    <Flex vertical gap={24}>
      <Flex vertical align="center" gap={12} style={{ textAlign: 'center', padding: '24px 0' }}>
        <Typography.Title style={{ margin: 0 }}>Discover curated gems</Typography.Title>
        <Input.Search
          allowClear
          size="large"
          style={{ maxWidth: 560 }}
          placeholder="Search gems, collections and people"
          aria-label="Search"
          defaultValue={search}
          onSearch={(value) => update({ q: value.trim() || null })}
        />
      </Flex>
      <Flex gap={8} wrap role="group" aria-label="Categories">
        <Button type={category ? 'default' : 'primary'} onClick={() => update({ category: null })}>
          All Categories
        </Button>
        {categories.map((name) => (
          <Button
            key={name}
            type={category === name ? 'primary' : 'default'}
            aria-pressed={category === name}
            onClick={() => update({ category: category === name ? null : name })}
          >
            {name}
          </Button>
        ))}
        {showAll ? null : (
          <Button type="dashed" onClick={() => setShowAll(true)}>
            More
          </Button>
        )}
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'gems' ? null : key })}
        items={[
          {
            key: 'gems',
            label: 'Gems',
            children: <RemoteEmptyState path={gemsPath} emptyText="Gems will appear here." />,
          },
          {
            key: 'collections',
            label: 'Top Collections',
            children: (
              <RemoteEmptyState path="/api/collections/public" emptyText="Collections will appear here." />
            ),
          },
          { key: 'users', label: 'People', children: <PeopleList search={search} /> },
        ]}
      />
    </Flex>
  );
}
