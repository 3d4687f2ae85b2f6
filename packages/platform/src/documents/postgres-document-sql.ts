import { createHash } from 'node:crypto';
import type { DocFilter, FindOptions } from './document-store.port.js';
import { rangeKind } from './document-validation.js';

/** Collects bind parameters; every value and field name reaches Postgres as a parameter. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** A top-level field name, typed so `doc -> $n` resolves to jsonb -> text. */
  field(name: string): string {
    return `${this.add(name)}::text`;
  }
}

/** WHERE clause for one collection. Semantics mirror MongoDB's so both adapters answer alike. */
export function filterSql(collection: string, filter: DocFilter, params: SqlParams): string {
  const parts = [`collection = ${params.add(collection)}`];
  const equal: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(filter.where ?? {})) {
    // Like Mongo's { field: null }: matches null and missing alike.
    if (value === null) parts.push(`COALESCE(doc -> ${params.field(field)}, 'null'::jsonb) = 'null'::jsonb`);
    else equal[field] = value;
  }
  // Containment compares numbers numerically and can use the GIN index.
  if (Object.keys(equal).length > 0) parts.push(`doc @> ${params.add(JSON.stringify(equal))}::jsonb`);
  if (filter.range) parts.push(...rangeSql(filter.range, params));
  return parts.join(' AND ');
}

function rangeSql(range: NonNullable<DocFilter['range']>, params: SqlParams): string[] {
  const field = params.field(range.field);
  // Type-bracketed like Mongo: a string bound only matches strings, compared bytewise (as Mongo
  // does), so ISO-8601 timestamps order chronologically whatever the database collation.
  // CASE guarantees the numeric cast only runs on numbers.
  const value =
    rangeKind(range) === 'number'
      ? `(CASE WHEN jsonb_typeof(doc -> ${field}) = 'number' THEN (doc ->> ${field})::numeric END)`
      : `(CASE WHEN jsonb_typeof(doc -> ${field}) = 'string' THEN doc ->> ${field} END) COLLATE "C"`;
  const cast = rangeKind(range) === 'number' ? 'numeric' : 'text';
  const parts: string[] = [];
  if (range.gte !== undefined) parts.push(`${value} >= ${params.add(range.gte)}::${cast}`);
  if (range.lt !== undefined) parts.push(`${value} < ${params.add(range.lt)}::${cast}`);
  return parts;
}

/**
 * ORDER BY in Mongo's type order (missing/null, numbers, strings, objects, arrays, booleans), then
 * id. The field name is written into the SQL as a literal (it is checked against
 * /^[A-Za-z_][A-Za-z0-9_]*$/ first), so the expressions match a sort index's (sortIndexSql).
 */
export function sortSql(sort: FindOptions['sort']): string {
  if (!sort) return 'ORDER BY id';
  return `ORDER BY ${sortKeys(sort).join(', ')}, id`;
}

/** An index on (collection, the sort's expressions, id): a sorted page reads it in order. */
export function sortIndexSql(table: string, sort: NonNullable<FindOptions['sort']>): string {
  const field = createHash('sha256').update(sort.field).digest('hex').slice(0, 12);
  const name = `documents_sort_${field}_${sort.direction}_idx`;
  return `CREATE INDEX IF NOT EXISTS ${name} ON ${table} (collection, ${sortKeys(sort).join(', ')}, id)`;
}

function sortKeys(sort: NonNullable<FindOptions['sort']>): string[] {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(sort.field)) throw new Error('invalid sort field');
  const field = `'${sort.field}'`;
  const dir = sort.direction === 'desc' ? 'DESC' : 'ASC';
  const type = `jsonb_typeof(doc -> ${field})`;
  return [
    `(CASE ${type} WHEN 'number' THEN 1 WHEN 'string' THEN 2 WHEN 'object' THEN 3 WHEN 'array' THEN 4 WHEN 'boolean' THEN 5 ELSE 0 END) ${dir}`,
    `(CASE WHEN ${type} = 'number' THEN (doc ->> ${field})::numeric END) ${dir}`,
    `(CASE WHEN ${type} = 'string' THEN doc ->> ${field} END) COLLATE "C" ${dir}`,
    `(CASE WHEN ${type} = 'boolean' THEN (doc ->> ${field})::boolean END) ${dir}`,
  ];
}

export function pageSql(options: FindOptions, params: SqlParams): string {
  const parts: string[] = [];
  if (options.limit !== undefined) parts.push(`LIMIT ${params.add(options.limit)}`);
  if (options.skip) parts.push(`OFFSET ${params.add(options.skip)}`);
  return parts.join(' ');
}
