import { NEXT_CURSOR_HEADER, type NotificationCount, type UserNotification } from '@gems/contracts';
import { api, apiExchange } from '../api/client';

/** A notification as listed; an unknown future type still shows (with its own title and message). */
export type ListedNotification = Omit<UserNotification, 'type'> & { type: string };

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
  const { data, headers } = await apiExchange<ListedNotification[]>('GET', `/api/notifications?${query}`, {
    signal,
  });
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null } satisfies NotificationPage;
}

export const unreadCountRequest = () => api.get<NotificationCount>('/api/notifications/count');

export const markReadRequest = (id: number) => api.patch(`/api/notifications/${id}/read`, {});

export const markAllReadRequest = () => api.patch('/api/notifications/mark-all-read', {});

export const deleteNotificationRequest = (id: number) => api.delete(`/api/notifications/${id}`);
