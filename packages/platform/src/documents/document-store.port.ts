/**
 * Document store port for logs and metrics. Production: MongoDB (mongoose).
 * Embedded: Postgres JSONB tables behind the same interface.
 *
 * Documents are plain JSON objects; the store adds `id` (string) on insert. Dates are stored as
 * ISO-8601 strings so both adapters compare and sort them the same way.
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
  /** Adds `inc`'s numbers to the document matching `where`, creating it from `where` + `inc` when absent. */
  upsertIncrement(where: Record<string, string | number>, inc: Record<string, number>): Promise<void>;
  deleteMany(filter?: DocFilter): Promise<number>;
}

export interface DocumentStore {
  collection<T extends Doc = Doc>(name: string): DocumentCollection<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
