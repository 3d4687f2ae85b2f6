import { describe, expect, it } from '@jest/globals';
import { composeMessage, type NotificationSpec } from './notification-writer.consumer.js';
import type { NotificationNames } from './notifications.repository.js';

const names = (gemTitle?: string): NotificationNames => ({
  users: new Map([[7, 'ada']]),
  gems: new Map(gemTitle === undefined ? [] : [[3, gemTitle]]),
  shelves: new Map([[4, 'Maps']]),
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
});
