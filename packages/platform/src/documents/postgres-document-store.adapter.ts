import type { Pool } from 'pg';
import { pingPool } from '../db/pool.js';
import { ident } from '../db/sql.js';
import type {
  Doc,
  DocFilter,
  DocumentCollection,
  DocumentStore,
  FindOptions,
  StoredDoc,
} from './document-store.port.js';
import {
  assertCollectionName,
  assertFilter,
  assertFindOptions,
  assertIncrement,
  counterKey,
  toStorable,
} from './document-validation.js';
import { filterSql, pageSql, sortIndexSql, sortSql, SqlParams } from './postgres-document-sql.js';

export interface PostgresDocumentStoreOptions {
  /** The caller's pool; the store never ends it. */
  pool: Pool;
  /** Schema holding the documents table, e.g. `documents`; created if missing. */
  schema: string;
}

interface Row {
  id: string;
  doc: Doc;
}

/**
 * Embedded document store: every collection in one JSONB table of the given schema. Documents
 * created by upsertIncrement also carry `counter_key` (their `where`), whose unique index makes
 * concurrent upserts of one counter meet on a single row.
 */
export class PostgresDocumentStore implements DocumentStore {
  private constructor(
    private readonly pool: Pool,
    private readonly table: string,
  ) {}

  static async open(options: PostgresDocumentStoreOptions): Promise<PostgresDocumentStore> {
    const schema = ident(options.schema);
    const table = `${schema}.documents`;
    const client = await options.pool.connect();
    try {
      // Services of one process may open the same schema at once; DDL IF NOT EXISTS still races.
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `gems-document-store:${options.schema}`,
      ]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${table} (
        id bigserial PRIMARY KEY,
        collection text NOT NULL,
        counter_key text,
        doc jsonb NOT NULL,
        UNIQUE (collection, counter_key)
      )`);
      await client.query(
        `CREATE INDEX IF NOT EXISTS documents_collection_id_idx ON ${table} (collection, id)`,
      );
      await client.query(
        `CREATE INDEX IF NOT EXISTS documents_doc_idx ON ${table} USING gin (doc jsonb_path_ops)`,
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return new PostgresDocumentStore(options.pool, table);
  }

  collection<T extends Doc = Doc>(name: string): DocumentCollection<T> {
    assertCollectionName(name);
    return new PostgresDocumentCollection<T>(this.pool, this.table, name);
  }

  ping(): Promise<boolean> {
    return pingPool(this.pool);
  }

  /** The pool belongs to the caller, who closes it with the rest of the service. */
  async close(): Promise<void> {}
}

// Adds each counter of $inc to the row's value (0 when absent); shared by both branches of the upsert.
const incrementedDoc = (incParam: string) =>
  `d.doc || (SELECT jsonb_object_agg(k, COALESCE((d.doc ->> k)::numeric, 0) + v::numeric)
             FROM jsonb_each_text(${incParam}::jsonb) AS e(k, v))`;

class PostgresDocumentCollection<T extends Doc> implements DocumentCollection<T> {
  constructor(
    private readonly pool: Pool,
    private readonly table: string,
    private readonly name: string,
  ) {}

  async insertOne(doc: T): Promise<StoredDoc<T>> {
    const stored = toStorable(doc);
    const { rows } = await this.pool.query<{ id: string }>(
      `INSERT INTO ${this.table} (collection, doc) VALUES ($1, $2::jsonb) RETURNING id`,
      [this.name, JSON.stringify(stored)],
    );
    return { id: String(rows[0]?.id), ...stored } as StoredDoc<T>;
  }

  async findById(id: string): Promise<StoredDoc<T> | null> {
    if (!isRowId(id)) return null;
    const { rows } = await this.pool.query<Row>(
      `SELECT id, doc FROM ${this.table} WHERE collection = $1 AND id = $2`,
      [this.name, id],
    );
    return rows[0] ? toStoredDoc<T>(rows[0]) : null;
  }

  async find(options: FindOptions = {}): Promise<StoredDoc<T>[]> {
    assertFindOptions(options);
    const params = new SqlParams();
    const where = filterSql(this.name, options, params);
    const order = sortSql(options.sort);
    const page = pageSql(options, params);
    const { rows } = await this.pool.query<Row>(
      `SELECT id, doc FROM ${this.table} WHERE ${where} ${order} ${page}`,
      params.values,
    );
    return rows.map((row) => toStoredDoc<T>(row));
  }

  async count(filter: DocFilter = {}): Promise<number> {
    assertFilter(filter);
    const params = new SqlParams();
    const where = filterSql(this.name, filter, params);
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${this.table} WHERE ${where}`,
      params.values,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async updateById(id: string, patch: Partial<T>): Promise<StoredDoc<T> | null> {
    const stored = toStorable(patch as Doc);
    if (!isRowId(id)) return null;
    const { rows } = await this.pool.query<Row>(
      `UPDATE ${this.table} SET doc = doc || $3::jsonb WHERE collection = $1 AND id = $2 RETURNING id, doc`,
      [this.name, id, JSON.stringify(stored)],
    );
    return rows[0] ? toStoredDoc<T>(rows[0]) : null;
  }

  async upsertIncrement(where: Record<string, string | number>, inc: Record<string, number>): Promise<void> {
    assertIncrement(where, inc);
    // One statement: bump the first document matching `where`; when there is none, insert the
    // counter row, and if a concurrent upsert inserted it first, ON CONFLICT bumps that row instead.
    await this.pool.query(
      `WITH target AS (
         SELECT id FROM ${this.table} WHERE collection = $1 AND doc @> $2::jsonb ORDER BY id LIMIT 1
       ), updated AS (
         UPDATE ${this.table} AS d SET doc = ${incrementedDoc('$4')}
         FROM target WHERE d.id = target.id AND d.doc @> $2::jsonb
         RETURNING d.id
       )
       INSERT INTO ${this.table} AS d (collection, counter_key, doc)
       SELECT $1, $3, $2::jsonb || $4::jsonb WHERE NOT EXISTS (SELECT 1 FROM updated)
       ON CONFLICT (collection, counter_key) DO UPDATE SET doc = ${incrementedDoc('$4')}`,
      [this.name, JSON.stringify(where), counterKey(where), JSON.stringify(inc)],
    );
  }

  async ensureSortIndex(sort: NonNullable<FindOptions['sort']>): Promise<void> {
    assertFindOptions({ sort });
    // One index per field and direction serves every collection (collection is its first key).
    // Services of one process may ask at once; CREATE INDEX IF NOT EXISTS still races.
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`gems-document-store:${this.table}`]);
      await client.query(sortIndexSql(this.table, sort));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async deleteMany(filter: DocFilter = {}): Promise<number> {
    assertFilter(filter);
    const params = new SqlParams();
    const where = filterSql(this.name, filter, params);
    const result = await this.pool.query(`DELETE FROM ${this.table} WHERE ${where}`, params.values);
    return result.rowCount ?? 0;
  }
}

/** Ids are bigserial values; anything else cannot name a row (and must not reach the cast). */
function isRowId(id: string): boolean {
  return typeof id === 'string' && /^[1-9][0-9]{0,18}$/.test(id) && BigInt(id) <= 9223372036854775807n;
}

function toStoredDoc<T extends Doc>(row: Row): StoredDoc<T> {
  return { id: String(row.id), ...row.doc } as StoredDoc<T>;
}
