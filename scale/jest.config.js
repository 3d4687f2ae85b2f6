// The scale-out rehearsal (`npm run test:scale`): two of everything as separate processes behind
// HAProxy, a three-node NATS cluster, kills under load. Not part of `npm test`: it takes minutes.
import base from '../jest.config.js';

export default {
  ...base,
  rootDir: '..',
  testMatch: ['<rootDir>/scale/**/*.scale.ts'],
  testTimeout: 300_000,
  maxWorkers: 1,
};
