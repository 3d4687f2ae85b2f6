import { describe, expect, it } from '@jest/globals';
import {
  commentNotification,
  composeMessage,
  type NotificationSpec,
} from './notification-writer.consumer.js';
import type { NotificationNames } from './notifications.repository.js';

const names = (gemTitle?: string): NotificationNames => ({
  users: new Map([[7, 'ada']]),
  gems: new Map(gemTitle === undefined ? [] : [[3, gemTitle]]),
  shelves: new Map([[4, 'Maps']]),
  comments: new Map([[5, 'So good, edited']]),
});
const like: NotificationSpec = {
  userId: 1,
  type: 'gem_liked',
  title: 'New like',
  actorId: 7,
  gemId: 3,
  text: [' liked your gem', ''],
};

describe('notification messages', () => {
  it("name the actor and quote the item's title", () => {
    expect(composeMessage(like, names('Bakery map'))).toBe('ada liked your gem “Bakery map”');
    expect(
      composeMessage(
        { ...like, type: 'gem_commented', text: [' commented on your gem', ': So good'] },
        names('Bakery map'),
      ),
    ).toBe('ada commented on your gem “Bakery map”: So good');
    expect(
      composeMessage(
        {
          ...like,
          type: 'collection_liked',
          gemId: undefined,
          shelfId: 4,
          text: [' liked your collection', ''],
        },
        names(),
      ),
    ).toBe('ada liked your collection “Maps”');
  });

  it('leave out an unknown or empty title and cut a long one to 80 characters', () => {
    expect(composeMessage(like, names())).toBe('ada liked your gem');
    expect(composeMessage(like, names(''))).toBe('ada liked your gem');
    expect(composeMessage(like, names('é'.repeat(80)))).toBe(`ada liked your gem “${'é'.repeat(80)}”`);
    expect(composeMessage(like, names('😀'.repeat(81)))).toBe(`ada liked your gem “${'😀'.repeat(79)}…”`);
  });

  it('write nothing for an actor whose account is gone', () => {
    expect(composeMessage({ ...like, actorId: 99 }, names('Bakery map'))).toBeNull();
  });

  it('quote a comment as it is now, and write nothing for a comment that was deleted', () => {
    const comment = commentNotification({ commentId: 5, gemId: 3, authorId: 7, gemOwnerId: 1 });
    expect(composeMessage(comment, names('Bakery map'))).toBe(
      'ada commented on your gem “Bakery map”: So good, edited',
    );
    expect(composeMessage({ ...comment, commentId: 6 }, names('Bakery map'))).toBeNull();
    const long = { ...names('Bakery map'), comments: new Map([[5, 'x'.repeat(500)]]) };
    expect(composeMessage(comment, long)).toBe(`ada commented on your gem “Bakery map”: ${'x'.repeat(200)}`);
  });
});
