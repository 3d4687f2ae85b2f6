import { Skeleton } from 'antd';
import { EmptyState } from '../components/empty-state';
import { CreatorList } from './creator-list';
import { useTopCreators } from './use-top-creators';
import { useOnFollowAmong } from './use-followed-among';
import { Panel } from '../components/panel';

const NONE: never[] = [];

/**
 * Shown when All Gems is empty: the most active curators, each with a Follow button.
 * `onFollowed`: the viewer just followed one of them (the feed then catches up).
 */
export function WhoToFollow({ onFollowed }: { onFollowed?: () => void }) {
  const creators = useTopCreators(true);
  useOnFollowAmong(creators.data ?? NONE, onFollowed);
  return (
    <Panel title={<span id="who-to-follow">Who to follow</span>} size="small" aria-labelledby="who-to-follow">
      {creators.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : creators.isError ? (
        <EmptyState text="Curators to follow could not be loaded." reason={creators.error.message} />
      ) : creators.data.length === 0 ? (
        <EmptyState text="No curators to suggest yet." />
      ) : (
        <CreatorList creators={creators.data} label="Curators to follow" />
      )}
    </Panel>
  );
}
