import { zPublicUser } from '@gems/contracts';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { api } from '../api/client';
import { EmptyState } from '../components/empty-state';

/** Explore's People tab: the real user list from GET /api/users. */
export function PeopleList({ search }: { search: string }) {
  const path = `/api/users${search ? `?search=${encodeURIComponent(search)}` : ''}`;
  const people = useQuery({
    queryKey: ['users', 'list', search],
    queryFn: () => api.get(path, { schema: z.array(zPublicUser) }),
  });
  if (people.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  if (people.isError) return <EmptyState text="People will appear here." reason={people.error.message} />;
  if (people.data.length === 0)
    return <EmptyState text={search ? `No people match "${search}".` : 'People will appear here.'} />;
  return (
    <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {people.data.map((person) => {
        const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
        return (
          <Flex key={person.id} component="li" gap={12} align="center">
            <Avatar src={person.profileImageUrl ?? undefined}>
              {person.username.charAt(0).toUpperCase()}
            </Avatar>
            <Flex vertical>
              <Link to={`/profile/${encodeURIComponent(person.username)}`}>{person.username}</Link>
              {name || person.bio ? (
                <Typography.Text type="secondary">{name || person.bio}</Typography.Text>
              ) : null}
            </Flex>
          </Flex>
        );
      })}
    </Flex>
  );
}
