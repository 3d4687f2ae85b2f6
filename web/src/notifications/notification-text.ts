import type { ListedNotification } from './notifications-api';

/**
 * Where a notification leads: the gem it is about, else the person who did it. A follow request
 * leads to the viewer's own profile, where its Accept / Decline are (the requester's has none).
 */
export function notificationLink(n: ListedNotification, viewerName?: string | null): string | null {
  if (n.type === 'follow_requested' && viewerName) return `/profile/${encodeURIComponent(viewerName)}`;
  // Several links broke this week: My Collections, filtered to them (issue 29 §4).
  if (n.type === 'links_broken' && n.relatedGemId === null) return '/dashboard?linkHealth=broken';
  if (n.relatedGemId !== null) return `/gem/${n.relatedGemId}`;
  if (n.relatedShelfId !== null) return `/collections/${n.relatedShelfId}`;
  if (n.actor) return `/profile/${encodeURIComponent(n.actor.username)}`;
  return null;
}

/** The unread count line on the page. */
export const unreadText = (count: number) => (count === 0 ? 'All caught up' : `${count} unread`);

/**
 * The list after a change, applied before the server answers: marking read flips one item,
 * marking all flips every item, deleting removes one. Pure so it is tested on its own.
 */
export type NotificationChange =
  { kind: 'read'; id: number } | { kind: 'all-read' } | { kind: 'delete'; id: number };

export function applyNotificationChange(
  list: ListedNotification[],
  change: NotificationChange,
): ListedNotification[] {
  switch (change.kind) {
    case 'read':
      return list.map((n) => (n.id === change.id ? { ...n, isRead: true } : n));
    case 'all-read':
      return list.map((n) => (n.isRead ? n : { ...n, isRead: true }));
    case 'delete':
      return list.filter((n) => n.id !== change.id);
  }
}

export const unreadIn = (list: ListedNotification[]) => list.filter((n) => !n.isRead).length;

/**
 * The server's unread count after a change (the list may hold only the first pages, so the
 * count comes from the count call and is adjusted by what is known of the changed item).
 */
export function unreadAfter(count: number, loaded: ListedNotification[], change: NotificationChange): number {
  if (change.kind === 'all-read') return 0;
  const item = loaded.find((n) => n.id === change.id);
  return item && !item.isRead ? Math.max(0, count - 1) : count;
}
