import { NEXT_CURSOR_HEADER, zNotification, zNotificationCount } from '@gems/contracts';
import { z } from 'zod';
import { api, apiExchange } from '../api/client';

/** A notification as listed; an unknown future type still shows (with its own title and message). */
const zListedNotification = zNotification.extend({ type: z.string() });
export type ListedNotification = z.infer<typeof zListedNotification>;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  /** Also read by the account menu's unread dot (layout/menu-counts.ts). */
  count: ['notifications', 'count'] as const,
};

export interface NotificationPage {
  items: ListedNotification[];
  nextCursor: string | null;
}

const NOTIFICATIONS_PAGE = 30;

/** One page, newest first; the next page's cursor travels in X-Next-Cursor. */
export async function notificationsPageRequest(cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE) });
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiExchange('GET', `/api/notifications?${query}`, {
    schema: z.array(zListedNotification),
    signal,
  });
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null } satisfies NotificationPage;
}

export const unreadCountRequest = () => api.get('/api/notifications/count', { schema: zNotificationCount });

export const markReadRequest = (id: number) => api.patch(`/api/notifications/${id}/read`, {});

export const markAllReadRequest = () => api.patch('/api/notifications/mark-all-read', {});

export const deleteNotificationRequest = (id: number) => api.delete(`/api/notifications/${id}`);
