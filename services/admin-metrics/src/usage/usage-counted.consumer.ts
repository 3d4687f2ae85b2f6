import { EVENT } from '@gems/contracts';
import { defineConsumer } from '@gems/platform/events';
import type { UsageMetrics } from './usage-metrics.js';

const USAGE_DURABLE = 'admin-metrics-usage';

/**
 * The aggregates the gateway and every service count in memory and publish once a minute:
 * requests per upstream service and outcome (apiRequests), database statements per service
 * (database_queries). As with scrapes, the documents are written after the processed mark
 * commits: a crash in between can miss one window, never count it twice.
 */
// Generic in the transaction: the handler writes documents only, after the commit.
export const usageCountedConsumer = <Tx>(deps: { usage: UsageMetrics }) =>
  defineConsumer<Tx>({
    durable: USAGE_DURABLE,
    handlers: {
      [EVENT.usageCounted]: async ({ data }, _tx, { afterCommit }) => {
        afterCommit(() => deps.usage.countWindow(data));
      },
    },
  });
