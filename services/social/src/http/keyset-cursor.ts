import { badRequest } from '@gems/platform/errors';

/** A position in a time-ordered list: the last row's time and a tie-breaking id. */
export interface Keyset {
  at: Date;
  id: number;
}

/** Opaque cursors for X-Next-Cursor. */
export const encodeCursor = (key: Keyset): string =>
  Buffer.from(`${key.at.toISOString()}|${key.id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(time ?? '');
  const n = Number(id);
  const year = at.getUTCFullYear();
  // Also keeps the time inside the range Postgres timestamps can hold.
  if (Number.isNaN(year) || year < 1970 || year > 9999 || !Number.isInteger(n) || n < 1 || n > 2_147_483_647)
    throw badRequest('Invalid cursor');
  return { at, id: n };
}

/** One page of a list fetched with limit + 1 rows: the items and the next cursor, if any. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => Keyset) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : undefined };
}
