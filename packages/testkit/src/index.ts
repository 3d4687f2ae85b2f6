export * from './database.js';
export * from './infra.js';
export * from './http-client.js';
export * from './nats.js';
export * from './documented-answer.js';
export * from './mail-folder.js';
export * from './mail-links.js';
export * from './operation-url.js';
