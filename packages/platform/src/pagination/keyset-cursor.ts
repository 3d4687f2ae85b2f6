import { badRequest } from '../errors.js';

/** A position in a time-ordered list: the last row's time and a tie-breaking id. */
export interface Keyset {
  at: Date;
  id: number;
}

const INT_MAX = 2_147_483_647;

/** Opaque cursors for X-Next-Cursor: the last row's sort key (integers, a time first) in base64url. */
export const encodeCursor = (parts: (number | Date)[]): string =>
  Buffer.from(parts.map((p) => (p instanceof Date ? p.toISOString() : String(p))).join('|')).toString(
    'base64url',
  );

/**
 * Decodes a cursor of `ints` integers, or of a time then `ints` integers when `withTime`; anything
 * else (tampered, truncated, out of Postgres's ranges) is a 400, never a 500.
 */
export function decodeCursor(cursor: string | undefined, ints: number, withTime = false) {
  if (cursor === undefined) return undefined;
  const parts = Buffer.from(cursor, 'base64url').toString().split('|');
  if (parts.length !== ints + (withTime ? 1 : 0)) throw badRequest('Invalid cursor');
  let at: Date | undefined;
  if (withTime) {
    at = new Date(parts.shift()!);
    const year = at.getUTCFullYear();
    if (Number.isNaN(year) || year < 1970 || year > 9999) throw badRequest('Invalid cursor');
  }
  const numbers = parts.map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || Math.abs(n) > INT_MAX)) throw badRequest('Invalid cursor');
  return { at, numbers };
}

/** The (time, id) keyset of a newest-first list. */
export function decodeTimeCursor(cursor: string | undefined): Keyset | undefined {
  const decoded = decodeCursor(cursor, 1, true);
  if (decoded && decoded.numbers[0]! < 1) throw badRequest('Invalid cursor');
  return decoded && { at: decoded.at!, id: decoded.numbers[0]! };
}

/** One page of a list fetched with limit + 1 rows: the items and the next cursor, if any. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => (number | Date)[]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : undefined };
}
