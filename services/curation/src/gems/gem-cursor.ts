import { badRequest } from '@gems/platform/errors';
import type { GemKey } from './gems.repository.js';

/** An opaque keyset cursor: the last item's creation time and id. */
export const encodeCursor = (key: GemKey): string =>
  Buffer.from(`${key.createdAt.toISOString()}|${key.id}`).toString('base64url');

export function decodeCursor(cursor: string): GemKey {
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(time ?? '');
  const n = Number(id);
  const year = createdAt.getUTCFullYear();
  // Also keeps the time inside the range Postgres timestamps can hold.
  if (Number.isNaN(year) || year < 1970 || year > 9999 || !Number.isInteger(n) || n < 1 || n > 2_147_483_647)
    throw badRequest('Invalid cursor');
  return { createdAt, id: n };
}
