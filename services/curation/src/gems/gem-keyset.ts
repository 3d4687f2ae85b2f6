import { badRequest } from '@gems/platform/errors';
import type { SqlParams } from './sql-params.js';

/** How a list is ordered; `profile` is a user's gems in their own order (PUT /api/gems/reorder). */
export type GemOrdering = 'recent' | 'alphabetical' | 'domain' | 'category' | 'relevance' | 'profile';

type KeyType = 'timestamptz' | 'int' | 'text' | 'real';
interface KeyColumn {
  /** Output column name in the page query (k0, k1 …). */
  type: KeyType;
  desc: boolean;
}

/** The sort key columns of each ordering, most significant first; the last one is always the id. */
export const KEYS: Record<GemOrdering, KeyColumn[]> = {
  recent: [
    { type: 'timestamptz', desc: true },
    { type: 'int', desc: true },
  ],
  alphabetical: [
    { type: 'text', desc: false },
    { type: 'int', desc: true },
  ],
  domain: [
    { type: 'text', desc: false },
    { type: 'int', desc: true },
  ],
  category: [
    { type: 'text', desc: false },
    { type: 'int', desc: true },
  ],
  /** (tier, rank, id): see GemCardsRepository.relevancePage. */
  relevance: [
    { type: 'int', desc: false },
    { type: 'real', desc: true },
    { type: 'int', desc: true },
  ],
  profile: [
    { type: 'int', desc: false },
    { type: 'int', desc: false },
    { type: 'timestamptz', desc: true },
    { type: 'int', desc: true },
  ],
};

export type KeyValue = string | number;
export interface Keyset {
  ordering: GemOrdering;
  values: KeyValue[];
}

const MAX_INT = 2_147_483_647;

/** An opaque cursor: the ordering and the last row's key values. */
export const encodeCursor = (key: Keyset): string =>
  Buffer.from(JSON.stringify([key.ordering, ...key.values])).toString('base64url');

const INVALID = 'Invalid cursor';

/** Decodes a cursor made for `ordering`; anything else (tampered, another sort) is a 400. */
export function decodeCursor(cursor: string, ordering: GemOrdering): Keyset {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw badRequest(INVALID);
  }
  const columns = KEYS[ordering];
  if (!Array.isArray(parsed) || parsed[0] !== ordering || parsed.length !== columns.length + 1)
    throw badRequest(INVALID);
  const values = parsed.slice(1).map((value: unknown, i) => checked(value, columns[i]!.type));
  return { ordering, values };
}

function checked(value: unknown, type: KeyType): KeyValue {
  switch (type) {
    case 'int':
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_INT)
        return value;
      break;
    case 'real':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      break;
    case 'text':
      if (typeof value === 'string' && value.length <= 2000 && !value.includes('\u0000')) return value;
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

/** The key values of a page's last row, as the cursor carries them (times as ISO strings). */
export const keyOf = (ordering: GemOrdering, row: object): Keyset => ({
  ordering,
  values: KEYS[ordering].map((_, i) => {
    const v = (row as Record<string, unknown>)[`k${i}`];
    return v instanceof Date ? v.toISOString() : (v as KeyValue);
  }),
});

/**
 * "After this key" over columns `exprs` (SQL expressions in key order). One direction throughout is
 * a row comparison (an index range); mixed directions expand to ORs behind a bound on the leading
 * key, so the scan still starts at the cursor instead of the top.
 */
export function afterKeySql(ordering: GemOrdering, exprs: string[], key: Keyset, p: SqlParams): string {
  const columns = KEYS[ordering];
  const vals = key.values.map((v, i) => p.add(v, columns[i]!.type));
  const allDesc = columns.every((c) => c.desc);
  const allAsc = columns.every((c) => !c.desc);
  if (allDesc || allAsc) return `(${exprs.join(', ')}) ${allDesc ? '<' : '>'} (${vals.join(', ')})`;
  const ors = columns.map((c, i) => {
    const equal = columns.slice(0, i).map((_, j) => `${exprs[j]} = ${vals[j]}`);
    return `(${[...equal, `${exprs[i]} ${c.desc ? '<' : '>'} ${vals[i]}`].join(' AND ')})`;
  });
  return `(${exprs[0]} ${columns[0]!.desc ? '<=' : '>='} ${vals[0]} AND (${ors.join(' OR ')}))`;
}

export const orderBySql = (ordering: GemOrdering, exprs: string[]): string =>
  KEYS[ordering].map((c, i) => `${exprs[i]} ${c.desc ? 'DESC' : 'ASC'}`).join(', ');
