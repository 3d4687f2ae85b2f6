import type { Doc, DocFilter, FindOptions } from './document-store.port.js';

/** A query or document the store refuses before it reaches the database. */
export class InvalidDocumentQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidDocumentQueryError';
  }
}

// Field and collection names come from code, but they end up in SQL and Mongo paths: only plain
// identifiers, so `a.b`, `$where` or a quote can never change the meaning of a query.
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED = new Set(['id', '_id', '__proto__']);

export function assertCollectionName(name: string): void {
  if (typeof name !== 'string' || !NAME.test(name) || name.length > 63) {
    throw new InvalidDocumentQueryError(`Invalid collection name: ${JSON.stringify(name)}`);
  }
}

export function assertFieldName(name: string): void {
  if (typeof name !== 'string' || !NAME.test(name) || RESERVED.has(name)) {
    throw new InvalidDocumentQueryError(`Invalid document field name: ${JSON.stringify(name)}`);
  }
}

const isScalar = (v: unknown) =>
  v === null ||
  typeof v === 'string' ||
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isFinite(v));

/**
 * The JSON both adapters store: top-level names checked, Dates as ISO strings (via toJSON),
 * undefined dropped, and NUL characters (which Postgres JSONB cannot hold) replaced by U+FFFD.
 */
export function toStorable(doc: Doc): Doc {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    throw new InvalidDocumentQueryError('A document must be a plain object');
  }
  for (const key of Object.keys(doc)) assertFieldName(key);
  return JSON.parse(
    JSON.stringify(doc, (_key, value: unknown) =>
      typeof value === 'string' ? value.replaceAll('\0', '\uFFFD') : value,
    ),
  ) as Doc;
}

export function assertFilter(filter: DocFilter = {}): void {
  for (const [field, value] of Object.entries(filter.where ?? {})) {
    assertFieldName(field);
    // A value that is an object could smuggle a Mongo operator ({ $ne: null }); only scalars compare.
    if (!isScalar(value)) throw new InvalidDocumentQueryError(`Filter value for ${field} must be a scalar`);
  }
  if (filter.range) rangeKind(filter.range);
}

/** A range compares strings with strings (ISO dates) or numbers with numbers, never a mix. */
export function rangeKind(range: NonNullable<DocFilter['range']>): 'string' | 'number' {
  assertFieldName(range.field);
  const bounds = [range.gte, range.lt].filter((b) => b !== undefined);
  if (bounds.length === 0) throw new InvalidDocumentQueryError('A range needs gte or lt');
  if (bounds.every((b) => typeof b === 'string')) return 'string';
  if (bounds.every((b) => typeof b === 'number' && Number.isFinite(b))) return 'number';
  throw new InvalidDocumentQueryError('Range bounds must both be strings or both be numbers');
}

export function assertFindOptions(options: FindOptions = {}): void {
  assertFilter(options);
  if (options.sort) {
    assertFieldName(options.sort.field);
    if (options.sort.direction !== 'asc' && options.sort.direction !== 'desc') {
      throw new InvalidDocumentQueryError('Sort direction must be asc or desc');
    }
  }
  if (options.limit !== undefined && !(Number.isInteger(options.limit) && options.limit > 0)) {
    throw new InvalidDocumentQueryError('limit must be a positive integer');
  }
  if (options.skip !== undefined && !(Number.isInteger(options.skip) && options.skip >= 0)) {
    throw new InvalidDocumentQueryError('skip must be a non-negative integer');
  }
}

export function assertIncrement(where: Record<string, string | number>, inc: Record<string, number>): void {
  const whereFields = Object.keys(where);
  const incFields = Object.keys(inc);
  if (whereFields.length === 0)
    throw new InvalidDocumentQueryError('upsertIncrement needs a non-empty where');
  if (incFields.length === 0)
    throw new InvalidDocumentQueryError('upsertIncrement needs at least one counter');
  for (const field of whereFields) {
    assertFieldName(field);
    const value = where[field];
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      throw new InvalidDocumentQueryError(`upsertIncrement key ${field} must be a string or a number`);
    }
  }
  for (const field of incFields) {
    assertFieldName(field);
    if (!Number.isFinite(inc[field]))
      throw new InvalidDocumentQueryError(`Increment for ${field} must be a number`);
    if (Object.hasOwn(where, field))
      throw new InvalidDocumentQueryError(`${field} cannot be both a key and a counter`);
  }
}

/** The identity of a counter document: its `where`, with the fields in a fixed order. */
export function counterKey(where: Record<string, string | number>): string {
  return JSON.stringify(
    Object.keys(where)
      .sort()
      .map((field) => [field, where[field]]),
  );
}
