// The fault suite (`npm run test:faults`): separate processes, real outages. Not part of the unit
// and integration run: it starts its own NATS and Redis and takes a few minutes.
import base from '../jest.config.js';

export default {
  ...base,
  rootDir: '..',
  testMatch: ['<rootDir>/faults/**/*.fault.ts'],
  testTimeout: 180_000,
  maxWorkers: 1,
};
