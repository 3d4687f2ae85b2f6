import { decodeKey, encodeKey, type KeyType, type KeyValue } from '@gems/platform/pagination/keyset-cursor';
import type { SqlParams } from './sql-params.js';

/** How a list is ordered; `profile` is a user's gems in their own order (PUT /api/gems/reorder). */
export type GemOrdering = 'recent' | 'alphabetical' | 'domain' | 'category' | 'relevance' | 'profile';

interface KeyColumn {
  /** The column's Postgres type: the cursor's check and the parameter's cast. */
  type: KeyType;
  desc: boolean;
}

/** The sort key columns of each ordering, most significant first; the last one is always the id. */
const KEYS: Record<GemOrdering, KeyColumn[]> = {
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

export interface Keyset {
  ordering: GemOrdering;
  values: KeyValue[];
}

/** An opaque cursor (the platform's codec): the ordering and the last row's key values. */
export const encodeCursor = (key: Keyset): string => encodeKey(key.values, key.ordering);

/** Decodes a cursor made for `ordering`; anything else (tampered, another sort) is a 400. */
export const decodeCursor = (cursor: string, ordering: GemOrdering): Keyset => ({
  ordering,
  values: decodeKey(
    cursor,
    KEYS[ordering].map((c) => c.type),
    ordering,
  ),
});

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
 * key, so the scan still starts at the cursor instead of the top. `opaque`: each value is a scalar
 * subquery, which a plan made for the given values estimates as the generic plan does.
 */
export function afterKeySql(
  ordering: GemOrdering,
  exprs: string[],
  key: Keyset,
  p: SqlParams,
  opaque = false,
): string {
  const columns = KEYS[ordering];
  const vals = key.values.map((v, i) => {
    const param = p.add(v, columns[i]!.type);
    return opaque ? `(SELECT ${param})` : param;
  });
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
