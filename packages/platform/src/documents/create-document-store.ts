import type { Pool } from 'pg';
import type { Logger } from '../logger.js';
import type { DocumentStore } from './document-store.port.js';
import { PostgresDocumentStore } from './postgres-document-store.adapter.js';

export interface CreateDocumentStoreOptions {
  /** MongoDB when set (production, compose); Postgres JSONB through `pool` otherwise (embedded). */
  mongoUrl?: string;
  /** Needed when mongoUrl is unset; the store never ends it. */
  pool?: Pool;
  /** Postgres schema for the documents table; default `documents`. */
  schema?: string;
  logger: Logger;
}

/** Chooses the document store adapter from configuration alone; rejects when the backend is unreachable. */
export async function createDocumentStore(options: CreateDocumentStoreOptions): Promise<DocumentStore> {
  if (options.mongoUrl) {
    // Loaded on demand: mongoose and the driver are ~400 modules the embedded start never needs.
    const { MongoDocumentStore } = await import('./mongo-document-store.adapter.js');
    const store = await MongoDocumentStore.connect({ url: options.mongoUrl, logger: options.logger });
    options.logger.info({ adapter: 'mongodb' }, 'document store ready');
    return store;
  }
  if (!options.pool) throw new Error('createDocumentStore needs a Postgres pool when no MongoDB URL is set');
  const schema = options.schema ?? 'documents';
  const store = await PostgresDocumentStore.open({ pool: options.pool, schema });
  options.logger.info({ adapter: 'postgres', schema }, 'document store ready');
  return store;
}
