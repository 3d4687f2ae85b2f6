import { Avatar, Card, Flex, List, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { EmptyState } from '../components/empty-state';
import { FollowButton } from '../social/follow-button';
import { useTopCreators } from './use-top-creators';

/** Shown when All Gems is empty: the most active curators, each with a Follow button. */
export function WhoToFollow() {
  const creators = useTopCreators(true);
  return (
    <Card title={<span id="who-to-follow">Who to follow</span>} size="small" aria-labelledby="who-to-follow">
      {creators.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : creators.isError ? (
        <EmptyState text="Curators to follow could not be loaded." reason={creators.error.message} />
      ) : creators.data.length === 0 ? (
        <EmptyState text="No curators to suggest yet." />
      ) : (
        <List
          dataSource={creators.data}
          renderItem={(person) => (
            <List.Item
              actions={[
                <FollowButton key="follow" userId={person.id} username={person.username} size="small" />,
              ]}
            >
              <List.Item.Meta
                avatar={
                  <Avatar src={person.profileImageUrl || undefined} alt="">
                    {person.username.charAt(0).toUpperCase()}
                  </Avatar>
                }
                title={<Link to={`/profile/${encodeURIComponent(person.username)}`}>{person.username}</Link>}
                description={
                  <Flex vertical>
                    {person.gemCount !== undefined ? (
                      <Typography.Text type="secondary">
                        {person.gemCount} {person.gemCount === 1 ? 'gem' : 'gems'}
                      </Typography.Text>
                    ) : null}
                    {person.categories?.length ? (
                      <Typography.Text type="secondary" ellipsis>
                        {person.categories.slice(0, 3).join(' · ')}
                      </Typography.Text>
                    ) : null}
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
