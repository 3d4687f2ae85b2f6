import type { Context } from 'koa';
import { badRequest } from '@gems/platform/errors';

/** Lists answer a JSON array; the next page's cursor travels in X-Next-Cursor (absent on the last). */
export function answerPage<T>(ctx: Context, page: { items: T[]; nextCursor?: string }): void {
  if (page.nextCursor) ctx.set('X-Next-Cursor', page.nextCursor);
  ctx.body = page.items;
}

/** Opaque cursors: integers (and one time) joined by `|`, base64url. */
const encodeCursor = (parts: (number | Date)[]): string =>
  Buffer.from(parts.map((p) => (p instanceof Date ? p.toISOString() : String(p))).join('|')).toString(
    'base64url',
  );

const INT_MAX = 2_147_483_647;

/** Decodes a cursor of `ints` integers, or of a time then `ints` integers when `withTime`. */
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

/** A keyset of (time, id) for newest-first lists. */
export function decodeTimeCursor(cursor: string | undefined): { at: Date; id: number } | undefined {
  const decoded = decodeCursor(cursor, 1, true);
  return decoded && { at: decoded.at!, id: decoded.numbers[0]! };
}

/** One page from limit + 1 rows. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => (number | Date)[]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : undefined };
}
