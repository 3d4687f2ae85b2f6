import { NEXT_CURSOR_HEADER, type PublicUser } from '@gems/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { apiExchange } from '../api/client';
import { operationUrl } from '../api/operations';
import { EmptyState } from '../components/empty-state';
import { LightAvatar } from '../components/light-avatar';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { Text } from '../components/typography';
import { LoadMore } from '../gems/cards/load-more';
import { CreatorList } from '../home/creator-list';
import { useTopCreators } from '../home/use-top-creators';
import { FollowButton } from '../social/follow-button';

const PAGE = 20;

function peoplePath(search: string, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if (search) query.set('search', search);
  if (cursor) query.set('cursor', cursor);
  return `${operationUrl('getUsers')}?${query}`;
}

/** Top creators shown on the People tab before anything is searched. */
const TOP_PEOPLE = 24;

/**
 * Explore's People tab: the top creators while nothing is searched (docs/decisions.md, Explore
 * tabs), else GET /api/users?search= in keyset pages; each person with a Follow button.
 */
export function PeopleList({ search, onClear }: { search: string; onClear?: () => void }) {
  return search ? <PeopleSearch search={search} onClear={onClear} /> : <TopPeople />;
}

function TopPeople() {
  const top = useTopCreators(true, TOP_PEOPLE);
  if (top.isPending)
    return (
      <div role="status" aria-label="Loading people">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
    );
  if (top.isError)
    return (
      <EmptyState
        text="People could not be loaded."
        reason={top.error.message}
        action={
          <PlainButton look="default" onClick={() => void top.refetch()}>
            Try again
          </PlainButton>
        }
      />
    );
  if (top.data.length === 0) return <EmptyState text="No curators yet. Search for people by name." />;
  return (
    <PlainFlex vertical gap={8}>
      <Text type="secondary">Top curators by public gems. Search to find anyone.</Text>
      <CreatorList creators={top.data} label="Top curators" />
    </PlainFlex>
  );
}

function PeopleSearch({ search, onClear }: { search: string; onClear?: () => void }) {
  const people = useInfiniteQuery({
    queryKey: ['users', 'list', search],
    queryFn: async ({ pageParam, signal }) => {
      const { data, headers } = await apiExchange<PublicUser[]>('GET', peoplePath(search, pageParam), {
        signal,
      });
      return { people: data, next: headers.get(NEXT_CURSOR_HEADER) || null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  if (people.isPending)
    return (
      <div role="status" aria-label="Loading people">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
    );
  if (people.isError)
    return (
      <EmptyState
        text="People could not be loaded."
        reason={people.error.message}
        action={
          <PlainButton look="default" onClick={() => void people.refetch()}>
            Try again
          </PlainButton>
        }
      />
    );
  const list = people.data.pages.flatMap((p) => p.people);
  if (list.length === 0)
    return (
      <EmptyState
        text={`No people match "${search}".`}
        action={
          onClear ? (
            <PlainButton look="default" onClick={onClear}>
              Clear search
            </PlainButton>
          ) : undefined
        }
      />
    );
  return (
    <PlainFlex vertical gap={16}>
      <PlainFlex
        vertical
        gap={12}
        component="ul"
        aria-label="People"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {list.map((person) => {
          const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
          return (
            <PlainFlex key={person.id} component="li" gap={12} align="center" justify="space-between" wrap>
              <PlainFlex gap={12} align="center" style={{ minWidth: 0 }}>
                <LightAvatar src={person.profileImageUrl} name={person.username} />
                <PlainFlex vertical style={{ minWidth: 0 }}>
                  <Link to={`/profile/${encodeURIComponent(person.username)}`}>{person.username}</Link>
                  {name || person.bio ? (
                    <Text type="secondary" ellipsis>
                      {name || person.bio}
                    </Text>
                  ) : null}
                </PlainFlex>
              </PlainFlex>
              <FollowButton userId={person.id} username={person.username} size="small" />
            </PlainFlex>
          );
        })}
      </PlainFlex>
      <LoadMore
        hasMore={people.hasNextPage}
        loading={people.isFetchingNextPage}
        onLoadMore={() => void people.fetchNextPage()}
        label="people"
      />
    </PlainFlex>
  );
}
