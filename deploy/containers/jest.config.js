// The container suite (`npm run test:containers`): builds the seven images with podman, runs them
// against this machine's Postgres, NATS and Redis and journeys through the gateway. Not part of
// `npm test`: it needs podman and takes minutes (docs/benchmarks.md).
import base from '../../jest.config.js';

export default {
  ...base,
  rootDir: '../..',
  testMatch: ['<rootDir>/deploy/containers/*.containers.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
