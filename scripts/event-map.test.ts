import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { EVENTS } from '@gems/contracts';
import { EVENT_MAP_FILE, findEventUses, renderEventMap } from './event-map.js';

describe('the event map (docs/events.md)', () => {
  const { uses, unclassified } = findEventUses();

  it('reads as the source says: run `npm run docs:events` after changing a producer or consumer', () => {
    expect(readFileSync(EVENT_MAP_FILE, 'utf8')).toBe(renderEventMap(uses));
  });

  it('classifies every use of an event constant as a producer or a consumer, and finds no subject written as a string', () => {
    expect(unclassified).toEqual([]);
  });

  it('gives every event at least one producer and one consumer', () => {
    const missing = Object.keys(EVENTS).flatMap((event) =>
      (['producer', 'consumer'] as const)
        .filter((role) => !uses.some((u) => u.event === event && u.role === role))
        .map((role) => `${event}: no ${role}`),
    );
    expect(missing).toEqual([]);
  });
});
