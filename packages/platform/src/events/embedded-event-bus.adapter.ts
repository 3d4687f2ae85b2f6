import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Envelope } from '@gems/contracts';
import { pingPool } from '../db/pool.js';
import { ident } from '../db/sql.js';
import type { Logger } from '../logger.js';
import { EmbeddedDurableConsumer } from './embedded-durable-consumer.js';
import { PublishWatcher } from './embedded-publish-watcher.js';
import { oneByOne } from './run-handler.js';
import { ensureEmbeddedBusTables } from './embedded-event-bus.schema.js';
import type {
  BatchSubscribeOptions,
  EventBus,
  OutgoingMessage,
  PublishBatchResult,
  SubscribeOptions,
  Subscription,
} from './event-bus.port.js';
import { assertSubjectPattern } from './subject-pattern.js';

export interface EmbeddedEventBusOptions {
  /** The bus keeps its tables in this database; the caller owns (and ends) the pool. */
  pool: pg.Pool;
  /** Default `eventbus`. Every service of one process must use the same schema to share events. */
  schema?: string;
  logger: Logger;
  /**
   * How often the process looks for messages another process published (one query per bus, not
   * per consumer). Default 1 s.
   */
  pollMs?: number;
  /** Messages older than this are deleted, as a JetStream stream's max_age. Default 7 days. */
  retentionMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

// Every service of the embedded process has its own bus instance on the same database; a publish
// in one wakes the consumers of all of them at once through this shared signal.
const signals = new Map<string, { signal: EventEmitter; watcher: PublishWatcher }>();

function signalFor(
  pool: pg.Pool,
  schema: string,
  logger: Logger,
): { signal: EventEmitter; watcher: PublishWatcher } {
  const { host, port, database, connectionString } = pool.options;
  let where = `${host ?? 'localhost'}:${port ?? 5432}/${database ?? ''}`;
  if (connectionString) {
    const url = new URL(connectionString);
    where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  }
  const key = `${where}#${schema}`;
  let shared = signals.get(key);
  if (!shared) {
    const signal = new EventEmitter();
    signal.setMaxListeners(0);
    shared = { signal, watcher: new PublishWatcher(pool, ident(schema), signal, logger) };
    signals.set(key, shared);
  }
  return shared;
}

/**
 * The embedded event bus (`npm start` without NATS_URL): a durable, at-least-once stream in
 * Postgres tables, keeping the contract of the JetStream adapter for services in one process.
 */
export class EmbeddedEventBus implements EventBus {
  private readonly table: string;
  private readonly signal: EventEmitter;
  private readonly watcher: PublishWatcher;
  private readonly subscriptions = new Set<EmbeddedDurableConsumer>();
  private pruneTimer?: NodeJS.Timeout;

  private constructor(private readonly options: EmbeddedEventBusOptions & { schema: string }) {
    this.table = ident(options.schema);
    ({ signal: this.signal, watcher: this.watcher } = signalFor(
      options.pool,
      options.schema,
      options.logger,
    ));
  }

  static async start(options: EmbeddedEventBusOptions): Promise<EmbeddedEventBus> {
    const bus = new EmbeddedEventBus({ ...options, schema: options.schema ?? 'eventbus' });
    await ensureEmbeddedBusTables(options.pool, bus.options.schema);
    await bus.prune();
    bus.pruneTimer = setInterval(() => void bus.prune(), PRUNE_EVERY_MS).unref();
    return bus;
  }

  async publish(envelope: Envelope, headers: Record<string, string> = {}): Promise<void> {
    const subject = envelope.type;
    if (!/^[^.*>\s]+(\.[^.*>\s]+)*$/.test(subject)) throw new Error(`Cannot publish to subject "${subject}"`);
    const allHeaders = {
      'Nats-Msg-Id': envelope.id,
      ...(envelope.traceparent ? { traceparent: envelope.traceparent } : {}),
      ...headers,
    };
    // The advisory lock serialises publishes so seq order is commit order (consumers rely on it).
    const result = await this.options.pool.query<{ seq: string }>(
      `WITH serial AS (SELECT pg_advisory_xact_lock(hashtext('gems.eventbus.publish'), hashtext($5)))
       INSERT INTO ${this.table}.messages (msg_id, subject, headers, envelope)
       SELECT $1, $2, $3::jsonb, $4::jsonb FROM serial
       ON CONFLICT (msg_id) DO NOTHING
       RETURNING seq`,
      [envelope.id, subject, JSON.stringify(allHeaders), JSON.stringify(envelope), this.options.schema],
    );
    const seq = result.rows[0]?.seq;
    if (seq === undefined) return;
    this.watcher.seen(seq);
    this.signal.emit('published', subject);
  }

  /**
   * One after another: each publish takes the serialising lock on a pool connection of its own, so
   * publishes started together could take it, and their seq, in any order.
   */
  async publishBatch(messages: OutgoingMessage[]): Promise<PublishBatchResult> {
    for (const [index, { envelope, headers }] of messages.entries()) {
      try {
        await this.publish(envelope, headers);
      } catch (error) {
        return { published: index, error };
      }
    }
    return { published: messages.length };
  }

  subscribe(options: SubscribeOptions): Promise<Subscription> {
    return this.subscribeBatch({ ...options, handler: oneByOne(options.handler), maxBatch: 1 });
  }

  async subscribeBatch(options: BatchSubscribeOptions): Promise<Subscription> {
    if (!options.durable) throw new Error('A durable name is required');
    if (options.subjects.length === 0) throw new Error('At least one subject is required');
    options.subjects.forEach(assertSubjectPattern);
    const consumer = new EmbeddedDurableConsumer({
      durable: options.durable,
      subjects: options.subjects,
      handler: options.handler,
      ackWaitMs: options.ackWaitMs ?? 30_000,
      maxDeliver: options.maxDeliver ?? 10,
      pool: this.options.pool,
      table: this.table,
      logger: this.options.logger,
      signal: this.signal,
      watcher: this.watcher,
      pollMs: this.options.pollMs ?? 1000,
    });
    await consumer.start();
    this.subscriptions.add(consumer);
    return {
      drain: async () => {
        this.subscriptions.delete(consumer);
        await consumer.drain();
      },
    };
  }

  ping(): Promise<boolean> {
    return pingPool(this.options.pool);
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    const open = [...this.subscriptions];
    this.subscriptions.clear();
    await Promise.all(open.map((consumer) => consumer.drain()));
  }

  private async prune(): Promise<void> {
    const retentionMs = this.options.retentionMs ?? 7 * DAY_MS;
    try {
      await this.options.pool.query(
        `DELETE FROM ${this.table}.messages WHERE created_at < now() - $1 * interval '1 millisecond'`,
        [retentionMs],
      );
    } catch (error) {
      this.options.logger.warn({ err: error }, 'embedded bus: pruning old messages failed');
    }
  }
}
