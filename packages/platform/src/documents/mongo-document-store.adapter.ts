import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import type { Logger } from '../logger.js';
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
  rangeKind,
  toStorable,
} from './document-validation.js';

type Collection = mongoose.mongo.Collection;
type MongoDoc = mongoose.mongo.Document;
const { ObjectId } = mongoose.mongo;

export interface MongoDocumentStoreOptions {
  url: string;
  logger: Logger;
  /** Overrides the database named in the URL (tests use one per run). */
  dbName?: string;
  serverSelectionTimeoutMs?: number;
}

/**
 * Production document store: MongoDB through a mongoose connection. The documents are schemaless
 * JSON by contract, so queries go to the driver collection the connection exposes: a mongoose
 * schema would cast nothing, and its strictQuery could silently drop filters on unknown fields.
 */
export class MongoDocumentStore implements DocumentStore {
  private constructor(private readonly connection: mongoose.Connection) {}

  /** Connects and fails fast when MongoDB cannot be reached, so a bad MONGO_URL stops the boot. */
  static async connect(options: MongoDocumentStoreOptions): Promise<MongoDocumentStore> {
    // 5 s instead of the driver's 30 s to find a server, unless the URL or the caller says otherwise.
    const timeoutInUrl = /[?&]serverSelectionTimeoutMS=/i.test(options.url);
    const connection = mongoose.createConnection(options.url, {
      ...(options.dbName ? { dbName: options.dbName } : {}),
      ...(timeoutInUrl && !options.serverSelectionTimeoutMs
        ? {}
        : { serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5_000 }),
      autoIndex: false,
      autoCreate: false,
    });
    const log = options.logger.child({ component: 'mongo-document-store' });
    connection.on('disconnected', () => log.warn('mongodb disconnected'));
    connection.on('reconnected', () => log.info('mongodb reconnected'));
    try {
      await connection.asPromise();
    } catch (error) {
      await connection.close().catch(() => undefined);
      throw error;
    }
    return new MongoDocumentStore(connection);
  }

  collection<T extends Doc = Doc>(name: string): DocumentCollection<T> {
    assertCollectionName(name);
    const db = this.connection.db;
    if (!db) throw new Error('MongoDB connection is not open');
    return new MongoDocumentCollection<T>(db.collection(name), name);
  }

  async ping(): Promise<boolean> {
    try {
      const result = await this.connection.db?.command({ ping: 1 });
      return result?.ok === 1;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}

class MongoDocumentCollection<T extends Doc> implements DocumentCollection<T> {
  constructor(
    private readonly collection: Collection,
    private readonly name: string,
  ) {}

  async insertOne(doc: T): Promise<StoredDoc<T>> {
    const stored = toStorable(doc);
    const _id = new ObjectId();
    await this.collection.insertOne({ ...stored, _id });
    return { id: _id.toHexString(), ...stored } as StoredDoc<T>;
  }

  async findById(id: string): Promise<StoredDoc<T> | null> {
    const _id = toObjectId(id);
    if (!_id) return null;
    return toStoredDoc<T>(await this.collection.findOne({ _id }));
  }

  async find(options: FindOptions = {}): Promise<StoredDoc<T>[]> {
    assertFindOptions(options);
    let cursor = this.collection.find(toMongoFilter(options));
    // _id breaks ties so skip/limit pages are stable, as the Postgres adapter's id does.
    if (options.sort)
      cursor = cursor.sort({ [options.sort.field]: options.sort.direction === 'desc' ? -1 : 1, _id: 1 });
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    const docs = await cursor.toArray();
    return docs.map((doc) => toStoredDoc<T>(doc) as StoredDoc<T>);
  }

  async count(filter: DocFilter = {}): Promise<number> {
    assertFilter(filter);
    return this.collection.countDocuments(toMongoFilter(filter));
  }

  async ensureSortIndex(sort: NonNullable<FindOptions['sort']>): Promise<void> {
    assertFindOptions({ sort });
    // The same key order find() sorts by, so a sorted page walks the index.
    await this.collection.createIndex({ [sort.field]: sort.direction === 'desc' ? -1 : 1, _id: 1 });
  }

  async updateById(id: string, patch: Partial<T>): Promise<StoredDoc<T> | null> {
    const stored = toStorable(patch as Doc);
    const _id = toObjectId(id);
    if (!_id) return null;
    if (Object.keys(stored).length === 0) return this.findById(id);
    const updated = await this.collection.findOneAndUpdate(
      { _id },
      { $set: stored },
      { returnDocument: 'after' },
    );
    return toStoredDoc<T>(updated);
  }

  async upsertIncrement(where: Record<string, string | number>, inc: Record<string, number>): Promise<void> {
    assertIncrement(where, inc);
    // Without a unique key, concurrent upserts could each insert a document. The _id of a new
    // counter document is derived from `where`, so the losers of that race get a duplicate-key
    // error, and their retry finds the winner's document and increments it.
    const _id = counterId(this.name, where);
    for (let attempt = 1; ; attempt++) {
      try {
        // Plain equality on validated scalars: the upsert copies these fields into a new document.
        await this.collection.updateOne({ ...where }, { $inc: inc, $setOnInsert: { _id } }, { upsert: true });
        return;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= 5) throw error;
      }
    }
  }

  async deleteMany(filter: DocFilter = {}): Promise<number> {
    assertFilter(filter);
    const result = await this.collection.deleteMany(toMongoFilter(filter));
    return result.deletedCount;
  }
}

/** $eq on every field: values are scalars, and $eq keeps them from ever being read as operators. */
function toMongoFilter(filter: DocFilter): MongoDoc {
  const query: Record<string, Record<string, unknown>> = {};
  for (const [field, value] of Object.entries(filter.where ?? {})) query[field] = { $eq: value };
  if (filter.range) {
    rangeKind(filter.range);
    const bounds = (query[filter.range.field] ??= {});
    if (filter.range.gte !== undefined) bounds.$gte = filter.range.gte;
    if (filter.range.lt !== undefined) bounds.$lt = filter.range.lt;
  }
  return query;
}

function toObjectId(id: string): mongoose.mongo.ObjectId | null {
  // ObjectId.isValid also accepts any 12-character string; only the 24-hex form is an id here.
  return typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id) ? new ObjectId(id) : null;
}

function counterId(collection: string, where: Record<string, string | number>): mongoose.mongo.ObjectId {
  const hash = createHash('sha256')
    .update(`${collection}\n${counterKey(where)}`)
    .digest('hex');
  return new ObjectId(hash.slice(0, 24));
}

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

function toStoredDoc<T extends Doc>(doc: MongoDoc | null): StoredDoc<T> | null {
  if (!doc) return null;
  const { _id, ...rest } = doc;
  return { id: String(_id), ...rest } as StoredDoc<T>;
}
