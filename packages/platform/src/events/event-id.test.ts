import { describe, expect, it } from '@jest/globals';
import { newEventId } from './event-id.js';

describe('newEventId', () => {
  it('is a version 7 UUID', () => {
    expect(newEventId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts in creation order even within one millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => newEventId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
