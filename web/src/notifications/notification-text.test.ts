import { describe, expect, it } from '@jest/globals';
import {
  applyNotificationChange,
  notificationLink,
  unreadAfter,
  unreadIn,
  unreadText,
} from './notification-text';
import type { ListedNotification } from './notifications-api';

const note = (id: number, over: Partial<ListedNotification> = {}): ListedNotification => ({
  id,
  type: 'gem_liked',
  title: 'New like',
  message: 'ana liked your gem',
  isRead: false,
  createdAt: '2026-11-21T12:00:00Z',
  relatedUserId: 4,
  relatedGemId: null,
  relatedShelfId: null,
  actor: { id: 4, username: 'ana', profileImageUrl: null },
  ...over,
});

describe('notificationLink', () => {
  it('opens a follow request on the own profile, where Accept / Decline are', () => {
    const request = note(1, { type: 'follow_requested', title: 'Follow request', message: 'ana asked' });
    expect(notificationLink(request, 'bo b')).toBe('/profile/bo%20b');
    // Without the viewer's name (not loaded yet) it still leads somewhere: the requester.
    expect(notificationLink(request, null)).toBe('/profile/ana');
  });
});

describe('notificationLink for the weekly broken-link notice', () => {
  it('opens the one broken gem, or My Collections filtered to broken links', () => {
    const notice = { type: 'links_broken' as const, relatedUserId: null, actor: null };
    expect(notificationLink(note(1, { ...notice, relatedGemId: 9 }))).toBe('/gem/9');
    expect(notificationLink(note(2, notice))).toBe('/dashboard?linkHealth=broken');
  });
});

describe('applyNotificationChange', () => {
  const list = [note(1), note(2, { isRead: true }), note(3)];

  it('marks one read, all read, or removes one', () => {
    expect(unreadIn(applyNotificationChange(list, { kind: 'read', id: 1 }))).toBe(1);
    expect(unreadIn(applyNotificationChange(list, { kind: 'all-read' }))).toBe(0);
    expect(applyNotificationChange(list, { kind: 'delete', id: 2 }).map((n) => n.id)).toEqual([1, 3]);
    expect(unreadIn(list)).toBe(2);
  });

  it('keeps items that did not change as the same objects', () => {
    const next = applyNotificationChange(list, { kind: 'all-read' });
    expect(next[1]).toBe(list[1]);
  });
});

describe('notificationLink and unreadText', () => {
  it('leads to the gem, else the collection, else the person', () => {
    expect(notificationLink(note(1, { relatedGemId: 9 }))).toBe('/gem/9');
    expect(notificationLink(note(1, { relatedShelfId: 5 }))).toBe('/collections/5');
    expect(notificationLink(note(1))).toBe('/profile/ana');
    expect(notificationLink(note(1, { actor: null }))).toBeNull();
  });

  it('says how many are unread', () => {
    expect(unreadText(0)).toBe('All caught up');
    expect(unreadText(3)).toBe('3 unread');
  });
});

describe('unreadAfter', () => {
  const loaded = [note(1), note(2, { isRead: true })];

  it('takes one off for an unread item read or deleted, nothing for a read one, all for mark-all', () => {
    expect(unreadAfter(5, loaded, { kind: 'read', id: 1 })).toBe(4);
    expect(unreadAfter(5, loaded, { kind: 'delete', id: 1 })).toBe(4);
    expect(unreadAfter(5, loaded, { kind: 'delete', id: 2 })).toBe(5);
    expect(unreadAfter(5, loaded, { kind: 'read', id: 99 })).toBe(5);
    expect(unreadAfter(5, loaded, { kind: 'all-read' })).toBe(0);
    expect(unreadAfter(0, loaded, { kind: 'read', id: 1 })).toBe(0);
  });
});
