import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import mongoose from 'mongoose';
import type { Pool } from 'pg';
import { infra, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { createPool } from '../db/pool.js';
import { ident } from '../db/sql.js';
import { createLogger } from '../logger.js';
import { createDocumentStore } from './create-document-store.js';
import { describeDocumentStoreContract } from './document-store.contract.js';
import { MongoDocumentStore } from './mongo-document-store.adapter.js';
import { PostgresDocumentStore } from './postgres-document-store.adapter.js';

// One file (one embedded Postgres per worker) for the contract and the factory: keeps the run fast.
const logger = createLogger('document-store-contract-test', 'silent');
const schemas = [uniqueSchema('docs'), uniqueSchema('docs_factory')];
let pool: Pool;

beforeAll(async () => {
  pool = createPool(await testDatabaseUrl(), { max: 10 });
});

afterAll(async () => {
  for (const schema of schemas) await pool.query(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`);
  await pool.end();
  await stopTestDatabase();
});

describeDocumentStoreContract('postgres-jsonb', () =>
  PostgresDocumentStore.open({ pool, schema: schemas[0]! }),
);

// The MongoDB adapter runs wherever a MongoDB answers; elsewhere one line says why it is left out.
const mongoUrl = await reachableMongo(infra.mongoUrl);
if (mongoUrl)
  describe('mongodb', () => {
    const dbName = `gems_test_${randomBytes(4).toString('hex')}`;
    describeDocumentStoreContract('mongodb', () =>
      MongoDocumentStore.connect({ url: mongoUrl, logger, dbName }),
    );
    afterAll(async () => {
      const connection = await mongoose.createConnection(mongoUrl, { dbName }).asPromise();
      await connection.dropDatabase();
      await connection.close();
    });
  });

async function reachableMongo(url: string | undefined): Promise<string | undefined> {
  const skip = (why: string) => {
    process.stderr.write(`document store contract: ${why}; the mongoose adapter is skipped\n`);
    return undefined;
  };
  if (!url) return skip('MONGO_URL is not set, no MongoDB to test');
  try {
    const connection = await mongoose.createConnection(url, { serverSelectionTimeoutMS: 2_000 }).asPromise();
    await connection.close();
    return url;
  } catch (error) {
    return skip(`no MongoDB reachable at MONGO_URL (${(error as Error).message.split('\n')[0]})`);
  }
}

describe('createDocumentStore', () => {
  it('uses Postgres JSONB without a MongoDB URL; services opening one schema at once share one store', async () => {
    // In the embedded mode several services may open the same schema at the same moment.
    const schema = schemas[1]!;
    const stores = await Promise.all([1, 2, 3].map(() => createDocumentStore({ pool, schema, logger })));
    expect(stores[0]).toBeInstanceOf(PostgresDocumentStore);
    const written = await stores[0]!.collection('logs').insertOne({ message: 'hello' });
    expect(await stores[2]!.collection('logs').findById(written.id)).toEqual(written);
  });

  it('refuses to start without a pool when MongoDB is not configured', async () => {
    await expect(createDocumentStore({ logger })).rejects.toThrow('needs a Postgres pool');
  });

  it('fails fast when the configured MongoDB cannot be reached', async () => {
    const started = Date.now();
    await expect(
      createDocumentStore({ mongoUrl: 'mongodb://127.0.0.1:1/gems?serverSelectionTimeoutMS=300', logger }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
