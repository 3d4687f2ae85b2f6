import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { call } from '../api/operations';
import { PlainFlex } from '../components/plain-flex';
import { gemKeys } from '../gems/gem-api';
import { GemGrid } from '../gems/cards/gem-grid';
import { RELATED_REQUEST_LIMIT, relatedGems } from './gem-page-rules';
import { Title } from '../components/typography';

/** Spec 01 §2 "More Like This": up to 4 other gems of the gem's first category. */
export function MoreLikeThis({ gemId, category }: { gemId: number; category: string }) {
  const related = useQuery({
    queryKey: gemKeys.related(gemId, category),
    queryFn: () => call('getGems', { query: { category, limit: RELATED_REQUEST_LIMIT } }),
  });
  const gems = related.data ? relatedGems(related.data, gemId) : [];
  return (
    <PlainFlex vertical gap={12} component="section" aria-labelledby="more-like-this">
      <Title level={3} id="more-like-this" style={{ margin: 0 }}>
        More Like This
      </Title>
      {related.isError ? (
        <Alert
          type="info"
          showIcon
          title="Related gems could not be loaded"
          description={related.error.message}
        />
      ) : (
        <GemGrid
          gems={gems}
          loading={related.isPending}
          label="More like this"
          headingLevel={4}
          empty={`No other ${category} gems yet.`}
        />
      )}
    </PlainFlex>
  );
}
