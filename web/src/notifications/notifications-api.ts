import { zNotification, zNotificationCount } from '@gems/contracts';
import { z } from 'zod';
import { api } from '../api/client';

/** A notification as listed; an unknown future type still shows (with its own title and message). */
export const zListedNotification = zNotification.extend({ type: z.string() });
export type ListedNotification = z.infer<typeof zListedNotification>;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  /** Also read by the account menu's unread dot (layout/menu-counts.ts). */
  count: ['notifications', 'count'] as const,
};

export const notificationsRequest = () =>
  api.get('/api/notifications?limit=100', { schema: z.array(zListedNotification) });

export const unreadCountRequest = () => api.get('/api/notifications/count', { schema: zNotificationCount });

export const markReadRequest = (id: number) => api.patch(`/api/notifications/${id}/read`, {});

export const markAllReadRequest = () => api.patch('/api/notifications/mark-all-read', {});

export const deleteNotificationRequest = (id: number) => api.delete(`/api/notifications/${id}`);
