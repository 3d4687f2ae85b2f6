export type {
  Doc,
  DocFilter,
  DocumentCollection,
  DocumentStore,
  FindOptions,
  StoredDoc,
} from './document-store.port.js';
export { createDocumentStore, type CreateDocumentStoreOptions } from './create-document-store.js';
export { InvalidDocumentQueryError } from './document-validation.js';
// The MongoDB adapter is loaded by createDocumentStore only when MONGO_URL is set.
export type { MongoDocumentStoreOptions } from './mongo-document-store.adapter.js';
export {
  PostgresDocumentStore,
  type PostgresDocumentStoreOptions,
} from './postgres-document-store.adapter.js';
