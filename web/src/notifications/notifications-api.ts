import { NEXT_CURSOR_HEADER, type UserNotification } from '@gems/contracts';
import { call, exchange } from '../api/operations';

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
  const { data, headers } = await exchange(
    'getNotifications',
    { query: { limit: NOTIFICATIONS_PAGE, cursor: cursor ?? undefined } },
    { signal },
  );
  return {
    items: data as ListedNotification[],
    nextCursor: headers.get(NEXT_CURSOR_HEADER) || null,
  } satisfies NotificationPage;
}

export const unreadCountRequest = () => call('getNotificationsCount');

export const markReadRequest = (id: number): Promise<unknown> =>
  call('patchNotificationsIdRead', { params: { id } });

export const markAllReadRequest = (): Promise<unknown> => call('patchNotificationsMarkAllRead');

export const deleteNotificationRequest = (id: number): Promise<unknown> =>
  call('deleteNotificationsId', { params: { id } });
