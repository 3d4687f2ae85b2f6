import { describe, expect, it } from '@jest/globals';
import {
  decodeCursor,
  decodeKey,
  decodeTimeCursor,
  encodeCursor,
  encodeKey,
  pageOf,
} from './keyset-cursor.js';

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const refused = (fn: () => unknown) =>
  expect(fn).toThrow(expect.objectContaining({ status: 400, message: 'Invalid cursor' }));

describe('keyset cursor codec', () => {
  it('round-trips a tagged key of every type', () => {
    const at = new Date('2026-11-24T10:00:00.000Z');
    const cursor = encodeKey(['Food | Drink “x”', 0.25, at, 42], 'category');
    expect(decodeKey(cursor, ['text', 'real', 'timestamptz', 'int'], 'category')).toEqual([
      'Food | Drink “x”',
      0.25,
      at.toISOString(),
      42,
    ]);
  });

  it('refuses a cursor of another ordering, shape or type with 400 Invalid cursor', () => {
    const cursor = encodeKey(['abc', 5], 'alphabetical');
    refused(() => decodeKey(cursor, ['text', 'int'], 'domain'));
    refused(() => decodeKey(cursor, ['text', 'int', 'int'], 'alphabetical'));
    refused(() => decodeKey(cursor, ['int', 'int'], 'alphabetical'));
    refused(() => decodeKey('%%%', ['int']));
    refused(() => decodeKey(b64('{"a":1}'), ['int']));
    refused(() => decodeKey(b64('[2147483648]'), ['int']));
    refused(() => decodeKey(b64('[1.5]'), ['int']));
    refused(() => decodeKey(b64('["a\\u0000"]'), ['text']));
    refused(() => decodeKey(b64(JSON.stringify(['x'.repeat(2001)])), ['text']));
    refused(() => decodeKey(b64('["-200000-01-01T00:00:00.000Z"]'), ['timestamptz']));
    refused(() => decodeKey(b64('["not a time"]'), ['timestamptz']));
  });

  it('decodes the (time, id) and integer keys the lists use', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(decodeTimeCursor(encodeCursor([at, 7]))).toEqual({ at, id: 7 });
    expect(decodeTimeCursor(undefined)).toBeUndefined();
    refused(() => decodeTimeCursor(encodeCursor([at, 0])));
    expect(decodeCursor(encodeCursor([3, -2, 1]), 3)).toEqual({ at: undefined, numbers: [3, -2, 1] });
    refused(() => decodeCursor(encodeCursor([3]), 3));
  });

  it('pages rows fetched with limit + 1: a cursor only when another page follows', () => {
    const rows = [{ id: 3 }, { id: 2 }, { id: 1 }];
    const page = pageOf(rows, 2, (r) => [r.id]);
    expect(page.items).toEqual([{ id: 3 }, { id: 2 }]);
    expect(decodeCursor(page.nextCursor, 1)?.numbers).toEqual([2]);
    expect(pageOf(rows, 3, (r) => [r.id]).nextCursor).toBeUndefined();
  });
});
