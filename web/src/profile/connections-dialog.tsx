import type { Connection } from '@gems/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Flex, Modal, Skeleton, Tabs } from 'antd';
import { Link } from 'react-router-dom';
import { EmptyState } from '../components/empty-state';
import { FollowButton } from '../social/follow-button';
import { followersRequest, followingRequest, socialKeys } from '../social/social-api';

export type ConnectionsTab = 'followers' | 'following';

interface ConnectionsDialogProps {
  userId: number;
  username: string;
  open: boolean;
  tab: ConnectionsTab;
  onTabChange: (tab: ConnectionsTab) => void;
  onClose: () => void;
}

/** Spec 02 §2 Connections: tabs Followers and Following, each person with a follow button. */
export function ConnectionsDialog({
  userId,
  username,
  open,
  tab,
  onTabChange,
  onClose,
}: ConnectionsDialogProps) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Connections" destroyOnHidden>
      <Tabs
        activeKey={tab}
        onChange={(key) => onTabChange(key as ConnectionsTab)}
        items={[
          {
            key: 'followers',
            label: 'Followers',
            children: (
              <ConnectionList userId={userId} kind="followers" empty={`No one follows ${username} yet.`} />
            ),
          },
          {
            key: 'following',
            label: 'Following',
            children: (
              <ConnectionList
                userId={userId}
                kind="following"
                empty={`${username} does not follow anyone yet.`}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}

function ConnectionList({ userId, kind, empty }: { userId: number; kind: ConnectionsTab; empty: string }) {
  const list = useQuery({
    queryKey: kind === 'followers' ? socialKeys.followers(userId) : socialKeys.following(userId),
    queryFn: () => (kind === 'followers' ? followersRequest(userId) : followingRequest(userId)),
  });
  if (list.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  if (list.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title="This list cannot be shown right now"
        description={list.error.message}
      />
    );
  if (list.data.length === 0) return <EmptyState text={empty} />;
  return (
    <Flex
      vertical
      gap={12}
      component="ul"
      aria-label={kind === 'followers' ? 'Followers' : 'Following'}
      style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 400, overflowY: 'auto' }}
    >
      {list.data.map((person) => (
        <PersonRow key={person.id} person={person} />
      ))}
    </Flex>
  );
}

function PersonRow({ person }: { person: Connection }) {
  return (
    <Flex component="li" gap={12} align="center">
      <Avatar src={person.profileImageUrl ?? undefined} alt="">
        {person.username.charAt(0).toUpperCase()}
      </Avatar>
      <Link to={`/profile/${encodeURIComponent(person.username)}`} style={{ flex: 1, minWidth: 0 }}>
        {person.username}
      </Link>
      <FollowButton userId={person.id} username={person.username} size="small" />
    </Flex>
  );
}
