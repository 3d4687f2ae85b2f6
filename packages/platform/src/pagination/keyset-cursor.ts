import { badRequest } from '../errors.js';

/**
 * The one keyset-cursor codec. A cursor is the last row's sort key — typed values, optionally
 * behind a tag naming the list's ordering — as a JSON array in base64url, handed out in
 * X-Next-Cursor (see answerPage). Decoding checks every value against its Postgres type, so a
 * tampered, truncated or foreign cursor is a 400 ('Invalid cursor'), never a 500.
 */

/** The Postgres type of one key column; decoding keeps each value inside what the type can hold. */
export type KeyType = 'int' | 'real' | 'text' | 'timestamptz';
/** A key value as a cursor carries it: times as ISO strings. */
export type KeyValue = string | number;

/** A position in a time-ordered list: the last row's time and a tie-breaking id. */
export interface Keyset {
  at: Date;
  id: number;
}

const INT_MAX = 2_147_483_647;
const TEXT_MAX = 2000;
const INVALID = 'Invalid cursor';

/** Encodes a key (times as ISO strings), behind `tag` when the list has several orderings. */
export function encodeKey(values: (KeyValue | Date)[], tag?: string): string {
  const plain = values.map((v) => (v instanceof Date ? v.toISOString() : v));
  return Buffer.from(JSON.stringify(tag === undefined ? plain : [tag, ...plain])).toString('base64url');
}

/** Decodes a cursor made by encodeKey with the same `tag` and key `types`; anything else is a 400. */
export function decodeKey(cursor: string, types: readonly KeyType[], tag?: string): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw badRequest(INVALID);
  }
  if (!Array.isArray(parsed)) throw badRequest(INVALID);
  if (tag !== undefined && parsed.shift() !== tag) throw badRequest(INVALID);
  if (parsed.length !== types.length) throw badRequest(INVALID);
  return parsed.map((value: unknown, i) => checked(value, types[i]!));
}

function checked(value: unknown, type: KeyType): KeyValue {
  switch (type) {
    case 'int':
      if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= INT_MAX) return value;
      break;
    case 'real':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      break;
    case 'text':
      if (typeof value === 'string' && value.length <= TEXT_MAX && !value.includes('\u0000')) return value;
      break;
    case 'timestamptz': {
      const year = typeof value === 'string' ? new Date(value).getUTCFullYear() : NaN;
      // Also keeps the time inside the range Postgres timestamps can hold.
      if (year >= 1970 && year <= 9999) return value as string;
      break;
    }
  }
  throw badRequest(INVALID);
}

/** A key of integers (`ints` of them), behind a time when `withTime`: the common shape of a list. */
export const encodeCursor = (parts: (number | Date)[]): string => encodeKey(parts);

/** Decodes a cursor of `ints` integers, or of a time then `ints` integers when `withTime`. */
export function decodeCursor(cursor: string | undefined, ints: number, withTime = false) {
  if (cursor === undefined) return undefined;
  const types: KeyType[] = [
    ...(withTime ? ['timestamptz' as const] : []),
    ...Array<KeyType>(ints).fill('int'),
  ];
  const values = decodeKey(cursor, types);
  const at = withTime ? new Date(values.shift() as string) : undefined;
  return { at, numbers: values as number[] };
}

/** The (time, id) keyset of a newest-first list. */
export function decodeTimeCursor(cursor: string | undefined): Keyset | undefined {
  const decoded = decodeCursor(cursor, 1, true);
  if (decoded && decoded.numbers[0]! < 1) throw badRequest(INVALID);
  return decoded && { at: decoded.at!, id: decoded.numbers[0]! };
}

/** One page of a list fetched with limit + 1 rows: the items and the next cursor, if any. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => (KeyValue | Date)[], tag?: string) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeKey(keyOf(last), tag) : undefined };
}
