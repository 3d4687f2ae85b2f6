import { zPublicUser } from '@gems/contracts';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, api } from '../api/client';
import { useAuth } from '../auth/use-auth';
import { LinkButton } from '../components/link-button';
import { RemoteEmptyState } from '../components/remote-empty-state';
import { useNotAvailableYet } from '../feedback/use-toast';
import { usePageTitle } from '../layout/use-page-title';

/** Spec 02 §2 profile: the header is real (identity); gems and follows arrive with later releases. */
export function ProfilePage() {
  const { username = '' } = useParams();
  usePageTitle(username);
  const { user: me } = useAuth();
  const navigate = useNavigate();
  const notAvailable = useNotAvailableYet();
  const profile = useQuery({
    queryKey: ['users', 'byName', username],
    queryFn: () => api.get(`/api/users/${encodeURIComponent(username)}`, { schema: zPublicUser }),
  });

  if (profile.isPending) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? 'User Not Found' : 'This profile cannot be shown right now'}
        subTitle={missing ? undefined : profile.error.message}
        extra={
          <LinkButton to="/" type="primary">
            Go Home
          </LinkButton>
        }
      />
    );
  }

  const person = profile.data;
  const isOwner = me?.id === person.id;
  const fullName = [person.firstName, person.lastName].filter(Boolean).join(' ');

  return (
    <Flex vertical gap={24}>
      <Card>
        <Flex gap={24} align="center" wrap>
          <Avatar size={96} src={person.profileImageUrl ?? undefined}>
            {person.username.charAt(0).toUpperCase()}
          </Avatar>
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 200 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {person.username}
            </Typography.Title>
            {fullName ? <Typography.Text type="secondary">{fullName}</Typography.Text> : null}
            {person.bio ? (
              <Typography.Paragraph style={{ margin: 0 }}>{person.bio}</Typography.Paragraph>
            ) : null}
          </Flex>
          {isOwner ? (
            <Flex gap={8}>
              <Button onClick={() => notAvailable('Editing your profile')}>Edit Profile</Button>
              <Button onClick={() => notAvailable('The followers list')}>See Followers</Button>
            </Flex>
          ) : (
            <Button
              type="primary"
              onClick={() => (me ? notAvailable('Following curators') : navigate('/login'))}
            >
              Follow
            </Button>
          )}
        </Flex>
      </Card>
      <Card title="Gems">
        <RemoteEmptyState
          path={`/api/users/${person.id}/gems`}
          emptyText={isOwner ? 'Your gems will appear here.' : `${person.username}'s gems will appear here.`}
        />
      </Card>
    </Flex>
  );
}
