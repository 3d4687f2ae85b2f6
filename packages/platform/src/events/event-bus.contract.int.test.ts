import { afterAll } from '@jest/globals';
import { eventually, infra, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { createLogger } from '../logger.js';
import { describeEventBusContract } from './event-bus.contract.js';
import { reachableBusTargets } from './test-event-buses.js';

const logger = createLogger('event-bus-contract-test', 'silent');

const run = { natsUrl: infra.natsUrl, databaseUrl: testDatabaseUrl, uniqueSchema };
for (const createTarget of reachableBusTargets(logger, run)) {
  describeEventBusContract(createTarget().name, createTarget, eventually);
}

afterAll(async () => {
  await stopTestDatabase();
});
