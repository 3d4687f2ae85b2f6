import { Avatar, Button, Empty, Flex, Input, List, Modal, Tag, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { LinkButton } from '../components/link-button';
import { useAdminUsers, useDeleteUser, type AdminUser } from './admin-api';

/** Uploaded photos are stored as site paths: the avatar needs the site's origin in front. */
const photoOf = (url: string | null) =>
  url?.startsWith('/uploads/') ? `${window.location.origin}${url}` : (url ?? undefined);
const nameOf = (u: AdminUser) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;

/** Users: search over email, username and names; view a profile; delete with confirmation. */
export function UsersPanel() {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const users = useAdminUsers(query);
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  return (
    <Flex vertical gap={12}>
      <Input.Search
        aria-label="Search users"
        placeholder="Search users..."
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ maxWidth: 360 }}
      />
      <List
        loading={users.isLoading}
        dataSource={users.data ?? []}
        locale={{ emptyText: <Empty description={query ? 'No users match' : 'No users yet'} /> }}
        renderItem={(user) => (
          <List.Item
            actions={[
              <LinkButton
                key="view"
                size="small"
                to={`/profile/${encodeURIComponent(user.username || String(user.id))}`}
              >
                View
              </LinkButton>,
              <Button key="delete" size="small" danger onClick={() => setDeleting(user)}>
                Delete
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={
                <Avatar src={photoOf(user.profileImageUrl)}>{nameOf(user).charAt(0).toUpperCase()}</Avatar>
              }
              title={
                <Flex gap={8} wrap>
                  <span>{nameOf(user)}</span>
                  <Tag>ID {user.id}</Tag>
                </Flex>
              }
              description={
                <Typography.Text type="secondary">
                  {user.email ?? '—'} · joined {new Date(user.createdAt).toLocaleDateString()}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      <Modal
        open={deleting !== null}
        title="Delete User"
        okText="Delete User"
        okButtonProps={{ danger: true }}
        confirmLoading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onOk={() => remove.mutate(deleting!.id, { onSettled: () => setDeleting(null) })}
      >
        Are you sure you want to delete this user? This action cannot be undone. All of their gems and
        associated data will also be deleted.
      </Modal>
    </Flex>
  );
}
