/**
 * Document store port for logs and metrics. Production: MongoDB (mongoose).
 * Embedded: Postgres JSONB tables behind the same interface.
 *
 * Documents are plain JSON objects; the store adds `id` (string) on insert. Dates are stored as
 * ISO-8601 strings so both adapters compare and sort them the same way.
 *
 * Both adapters follow MongoDB's semantics: top-level field names (and collection names) must match
 * /^[A-Za-z_][A-Za-z0-9_]*$/ and may not be `id` or `_id` (InvalidDocumentQueryError otherwise);
 * `where: { f: null }` also matches documents without `f`; a range compares strings with strings
 * (bytewise) and numbers with numbers; sorting orders missing < numbers < strings, ties by id.
 * Without a sort the order is unspecified. An unknown or malformed id finds nothing (null).
 */
export type Doc = Record<string, unknown>;
export type StoredDoc<T extends Doc = Doc> = T & { id: string };

/** Equality on top-level fields, plus optional range bounds on one field. */
export interface DocFilter {
  where?: Record<string, string | number | boolean | null>;
  range?: { field: string; gte?: string | number; lt?: string | number };
}

export interface FindOptions extends DocFilter {
  sort?: { field: string; direction: 'asc' | 'desc' };
  /** A positive integer (0 is refused: MongoDB would read it as "no limit"). */
  limit?: number;
  skip?: number;
}

export interface DocumentCollection<T extends Doc = Doc> {
  insertOne(doc: T): Promise<StoredDoc<T>>;
  findById(id: string): Promise<StoredDoc<T> | null>;
  find(options?: FindOptions): Promise<StoredDoc<T>[]>;
  count(filter?: DocFilter): Promise<number>;
  /** Shallow merge of `patch` into the document. Returns the updated document or null when absent. */
  updateById(id: string, patch: Partial<T>): Promise<StoredDoc<T> | null>;
  /**
   * Adds `inc`'s numbers to the (first) document matching `where`, creating it from `where` + `inc`
   * when absent. Atomic: concurrent calls with the same `where` never create two documents.
   */
  upsertIncrement(where: Record<string, string | number>, inc: Record<string, number>): Promise<void>;
  deleteMany(filter?: DocFilter): Promise<number>;
  /**
   * Makes `find` with this sort (and any filter) read in order from an index instead of sorting
   * every match: for a newest-first page of a large collection. Idempotent; call at start.
   */
  ensureSortIndex(sort: NonNullable<FindOptions['sort']>): Promise<void>;
}

export interface DocumentStore {
  collection<T extends Doc = Doc>(name: string): DocumentCollection<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
