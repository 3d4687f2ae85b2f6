import { afterAll } from '@jest/globals';
import { stopTestDatabase } from '@gems/testkit';
import { createLogger } from '../logger.js';
import { describeEventBusContract } from './event-bus.contract.js';
import { reachableBusTargets } from './test-event-buses.js';

const logger = createLogger('event-bus-contract-test', 'silent');

for (const createTarget of reachableBusTargets(logger)) {
  describeEventBusContract(createTarget().name, createTarget);
}

afterAll(async () => {
  await stopTestDatabase();
});
