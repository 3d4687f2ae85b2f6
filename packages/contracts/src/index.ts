export * from './common.js';
export * from './auth.js';
export * from './users.js';
export * from './events.js';
export * from './scrape-events.js';
export * from './scrape.js';
