import { Flex } from 'antd';
import { GemGrid } from '../gems/cards/gem-grid';
import { LoadMore } from '../gems/cards/load-more';
import { useGemList } from '../gems/use-gem-lists';
import { Title, Text } from '../components/typography';

/**
 * My Collections filtered to broken links (issue 29 §4, `?linkHealth=broken`): the owner's gems
 * whose link stopped working, each card with its "Link broken" badge.
 */
export function BrokenLinksSection() {
  const list = useGemList({ feed: 'mine', linkHealth: 'broken', limit: 24 });
  return (
    <section aria-labelledby="broken-links-title">
      <Flex vertical gap={12}>
        <Title level={2} id="broken-links-title" style={{ margin: 0, fontSize: 20 }}>
          Broken links
        </Title>
        <Text type="secondary">
          Gems whose link stopped working on two checks in a row. Links are checked every week.
        </Text>
        <GemGrid
          gems={list.gems}
          loading={list.isPending}
          label="Gems with broken links"
          headingLevel={3}
          empty={list.isError ? list.error.message : 'None of your links is broken.'}
        />
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label="gems with broken links"
        />
      </Flex>
    </section>
  );
}
