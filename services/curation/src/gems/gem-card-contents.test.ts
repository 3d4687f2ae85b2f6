import { describe, expect, it } from '@jest/globals';
import { GemCardContents } from './gem-card-contents.js';

describe('GemCardContents', () => {
  it('answers a gem’s content only for the row version it was written from', () => {
    const kept = new GemCardContents();
    kept.set(1, 'v1', '{"id":1,"title":"old"');
    expect(kept.get(1, 'v1')).toBe('{"id":1,"title":"old"');
    expect(kept.get(1, 'v2')).toBeUndefined();
    kept.set(1, 'v2', '{"id":1,"title":"new"');
    expect(kept.get(1, 'v1')).toBeUndefined();
    expect(kept.get(1, 'v2')).toBe('{"id":1,"title":"new"');
    expect(kept.size).toBe(1);
  });

  it('lets the least recently used go first when it holds too many characters', () => {
    const kept = new GemCardContents(30);
    kept.set(1, 'v', 'a'.repeat(10));
    kept.set(2, 'v', 'b'.repeat(10));
    kept.get(1, 'v'); // 2 is now the least recently used
    kept.set(3, 'v', 'c'.repeat(15));
    expect(kept.get(2, 'v')).toBeUndefined();
    expect(kept.get(1, 'v')).toBe('a'.repeat(10));
    expect(kept.get(3, 'v')).toBe('c'.repeat(15));
    kept.set(4, 'v', 'd'.repeat(31)); // larger than the whole bound: not kept, nothing evicted
    expect(kept.get(4, 'v')).toBeUndefined();
    expect(kept.size).toBe(2);
  });
});
