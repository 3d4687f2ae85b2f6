import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type pg from 'pg';
import { createPool } from '../db/pool.js';
import { ident } from '../db/sql.js';
import type { Logger } from '../logger.js';
import { EmbeddedEventBus } from './embedded-event-bus.adapter.js';
import type { EventBus } from './event-bus.port.js';
import { NatsEventBus } from './nats-event-bus.adapter.js';

/**
 * Test support: the bus adapters this run can reach, each isolated for one test file (the embedded
 * bus in its own schema, NATS in its own stream with a subject prefix). Every `open()` returns a
 * new adapter instance over the same stream, as a restarted process would get.
 */
export interface TestBusTarget {
  name: string;
  open(): Promise<EventBus>;
  /** Closes the opened instances and removes the test's schema or stream. */
  cleanup(): Promise<void>;
}

/**
 * Where this run's backing services are: the tests pass testkit's values (`infra.natsUrl`,
 * `testDatabaseUrl`, `uniqueSchema`), so the platform itself never imports testkit.
 */
export interface TestBusInfra {
  natsUrl?: string;
  databaseUrl(): Promise<string>;
  uniqueSchema(prefix: string): string;
}

export function reachableBusTargets(logger: Logger, run: TestBusInfra): Array<() => TestBusTarget> {
  const targets: Array<() => TestBusTarget> = [() => embeddedTarget(logger, run)];
  const natsUrl = run.natsUrl;
  if (natsUrl) targets.push(() => natsTarget(natsUrl, logger));
  return targets;
}

function embeddedTarget(logger: Logger, run: TestBusInfra): TestBusTarget {
  const schema = run.uniqueSchema('bus');
  const opened: EventBus[] = [];
  let pool: pg.Pool | undefined;
  return {
    name: 'embedded',
    async open() {
      pool ??= createPool(await run.databaseUrl(), { max: 10 });
      const bus = await EmbeddedEventBus.start({ pool, schema, logger, pollMs: 500 });
      opened.push(bus);
      return bus;
    },
    async cleanup() {
      await Promise.all(opened.map((bus) => bus.close()));
      if (pool) {
        await pool.query(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`);
        await pool.end();
      }
    },
  };
}

function natsTarget(url: string, logger: Logger): TestBusTarget {
  const run = randomBytes(4).toString('hex');
  const streamName = `GEMS_TEST_${run}`;
  const opened: EventBus[] = [];
  return {
    name: 'nats',
    async open() {
      const bus = await NatsEventBus.connect({
        url,
        logger,
        streamName,
        subjectPrefix: `t_${run}`,
        connectionName: 'gems-test',
      });
      opened.push(bus);
      return bus;
    },
    async cleanup() {
      await Promise.all(opened.map((bus) => bus.close()));
      const nc = await connect({ servers: url });
      try {
        await (await jetstreamManager(nc)).streams.delete(streamName);
      } catch {
        // never opened
      } finally {
        await nc.close();
      }
    },
  };
}
