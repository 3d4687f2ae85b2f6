import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Flex, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { timeAgo } from '../social/relative-time';
import { notificationLink } from './notification-text';
import type { ListedNotification } from './notifications-api';

interface NotificationItemProps {
  notification: ListedNotification;
  onRead: () => void;
  onDelete: () => void;
}

/** One notification: who did it, what happened, when; read and delete actions. */
export function NotificationItem({ notification: n, onRead, onDelete }: NotificationItemProps) {
  const { user } = useAuth();
  const link = notificationLink(n, user?.username);
  const name = n.actor?.username;
  return (
    <Flex
      component="li"
      gap={12}
      align="flex-start"
      aria-label={`${n.isRead ? '' : 'Unread: '}${n.message}`}
      style={{
        padding: 12,
        borderRadius: 8,
        background: n.isRead ? undefined : 'rgba(22, 119, 255, 0.06)',
      }}
    >
      <Badge dot={!n.isRead} offset={[-4, 4]}>
        <Avatar src={n.actor?.profileImageUrl ?? undefined} alt="">
          {(name ?? '?').charAt(0).toUpperCase()}
        </Avatar>
      </Badge>
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong={!n.isRead}>{n.title}</Typography.Text>
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>
          {link ? (
            <Link to={link} onClick={() => (n.isRead ? undefined : onRead())}>
              {n.message}
            </Link>
          ) : (
            n.message
          )}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {name ? (
            <>
              <Link to={`/profile/${encodeURIComponent(name)}`}>{name}</Link> ·{' '}
            </>
          ) : null}
          <time dateTime={n.createdAt}>{timeAgo(n.createdAt)}</time>
        </Typography.Text>
      </Flex>
      <Flex gap={4}>
        {n.isRead ? null : (
          <Tooltip title="Mark as read">
            <Button type="text" icon={<CheckOutlined />} aria-label="Mark as read" onClick={onRead} />
          </Tooltip>
        )}
        <Tooltip title="Delete">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label="Delete notification"
            onClick={onDelete}
          />
        </Tooltip>
      </Flex>
    </Flex>
  );
}
