export * from './database.js';
export * from './infra.js';
