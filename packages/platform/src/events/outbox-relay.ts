import type pg from 'pg';
import type { Envelope } from '@gems/contracts';
import { ident } from '../db/sql.js';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import type { Logger } from '../logger.js';
import type { EventBus } from './event-bus.port.js';
import { retryBackoffMs, type BackoffOptions } from './retry-backoff.js';

export interface OutboxRelayOptions {
  pool: pg.Pool;
  /** The service's schema, holding its outbox_events table. */
  schema: string;
  bus: EventBus;
  logger: Logger;
  /**
   * How often to look for unpublished rows when nobody kicks: every pollMs (default 1 s) at first,
   * doubling while it finds nothing, up to idlePollMaxMs (default 8 s). A kick, or rows found,
   * start again from pollMs.
   */
  pollMs?: number;
  idlePollMaxMs?: number;
  /**
   * Wake the relay of another replica through LISTEN/NOTIFY: the lock holder listens on its
   * connection, and a replica kicked without the lock notifies it, so rows committed anywhere go
   * out at once rather than at the holder's next poll. Not on a pool whose connections share one
   * session (the embedded server).
   */
  listen?: boolean;
  /**
   * How long after a kick the relay publishes, so that the events of that moment go as one batch
   * (one statement and one round of acks for several). Default 20 ms.
   */
  batchDelayMs?: number;
  batchSize?: number;
  /**
   * Its two statements of every batch (the select and the mark) as named statements, planned once
   * per connection instead of at every batch. Not on a pool whose connections share one session
   * (the embedded server), where names would clash.
   */
  namedStatements?: boolean;
  /** Delay after a failed publish, growing with consecutive failures. Default 1 s … 30 s. */
  backoff?: BackoffOptions;
  /** Published rows older than this are deleted. Default 7 days. */
  retainPublishedMs?: number;
  /**
   * Consumers' processed-event marks older than this are deleted. A mark only guards against a
   * redelivery, and the bus keeps a message 7 days, so the default of 14 days is past any.
   */
  retainProcessedMs?: number;
  /**
   * TESTS ONLY. Makes the relay die right after its first successful publish of a batch, before it
   * marks the rows published, the way a killed process would: its connection is destroyed and it
   * never runs again. Never set this outside a test.
   */
  testOnlyCrashAfterPublish?: boolean;
}

interface OutboxRow {
  id: string;
  envelope: Envelope;
  headers: Record<string, string>;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Publishes a service's outbox to the bus, oldest first, with the event id as message id: a batch
 * at a time through bus.publishBatch (pipelined on NATS), then marks the confirmed rows published
 * in one statement. A crash between the two re-publishes the rows later, which the bus drops as
 * duplicates. A failed publish stops the batch: the rows before it are marked, it and the rest are
 * retried with backoff. (On NATS the rest may already be on the stream, so after such a failure
 * they can arrive ahead of the failed row; without failures order is kept.)
 *
 * Replicas: only the holder of a session advisory lock per schema relays, so several replicas are
 * safe and order is kept. (Not row locks held across the publish: on the embedded PGlite server an
 * open transaction blocks every other connection, including the embedded bus's own insert.) The
 * holder keeps its connection, and so the lock, until it stops or the connection fails: taking and
 * giving back both for every batch cost four more round trips a batch, and under a steady stream
 * of likes a batch is a row or two.
 */
export class OutboxRelay {
  private readonly table: string;
  private readonly processedTable: string;
  private stopped = true;
  private running?: Promise<void>;
  private again = false;
  private failures = 0;
  /** The last failure was the database's (unreachable, connection dropped), not the bus's. */
  private databaseDown = false;
  private timer?: NodeJS.Timeout;
  /** When the scheduled tick runs (Date.now() ms). */
  private dueAt?: number;
  private lastPrune = 0;
  /** Consecutive polls that found nothing (the idle poll grows with them). */
  private idlePolls = 0;
  /** Kicked since the last round: a commit here wrote events. */
  private kicked = false;
  private readonly channel: string;
  private readonly onNotified = () => this.kick();
  /** The held connection broke while idle (a restart, a terminated backend): replace it. */
  private broken?: pg.PoolClient;
  private readonly onHeldError = () => (this.broken = this.held);
  /** The connection holding the relay lock, kept between batches. */
  private held?: pg.PoolClient;

  constructor(private readonly options: OutboxRelayOptions) {
    this.table = `${ident(options.schema)}.outbox_events`;
    this.processedTable = `${ident(options.schema)}.processed_events`;
    this.channel = `gems_outbox_${options.schema}`;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Publish now, e.g. right after a commit that wrote events (ignored while backing off). */
  kick(): void {
    if (this.stopped) return;
    this.kicked = true;
    this.idlePolls = 0;
    if (this.running) this.again = true;
    // A commit that wrote events just succeeded, so a database outage the relay is backing off
    // from is over: publish now rather than after the backoff (a bus failure still waits it out).
    else if (this.failures === 0 || this.databaseDown) this.scheduleSoon();
  }

  /** A tick within batchDelayMs, unless one is already due sooner. */
  private scheduleSoon(): void {
    const delay = this.options.batchDelayMs ?? 20;
    if (this.dueAt !== undefined && this.dueAt <= Date.now() + delay) return;
    this.schedule(delay);
  }

  /** Stops polling; resolves once the batch being published is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    const client = this.held;
    this.held = undefined;
    if (!client) return;
    client.off('notification', this.onNotified);
    client.off('error', this.onHeldError);
    let error: Error | undefined;
    await client
      .query(`SELECT pg_advisory_unlock(hashtext('gems.outbox-relay'), hashtext($1))`, [this.options.schema])
      .catch((e: Error) => (error = e)); // a dropped connection frees the lock
    // Back in the pool, the connection must not keep receiving this relay's wake-ups.
    if (!error && this.options.listen) await client.query('UNLISTEN *').catch((e: Error) => (error = e));
    client.release(error);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.dueAt = Date.now() + ms;
    this.timer = setTimeout(() => {
      this.dueAt = undefined;
      void this.tick();
    }, ms);
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.relay();
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const {
      pollMs = 1000,
      idlePollMaxMs = 8000,
      batchDelayMs = 20,
      backoff = { baseMs: 1000, maxMs: 30_000 },
    } = this.options;
    const idlePoll = Math.min(idlePollMaxMs, pollMs * 2 ** Math.min(this.idlePolls, 20));
    // While the database is away, a retry costs a refused connection: try every second at most,
    // so events flow again within a second of its return even if no commit kicks the relay.
    const retry = this.databaseDown
      ? { ...backoff, maxMs: Math.min(backoff.maxMs ?? 30_000, 1000) }
      : backoff;
    this.schedule(
      this.failures > 0 ? retryBackoffMs(this.failures, retry) : this.again ? batchDelayMs : idlePoll,
    );
    this.again = false;
  }

  private async relay(): Promise<void> {
    const kicked = this.kicked;
    this.kicked = false;
    const client = await this.lockedConnection(kicked);
    if (!client) return;
    let destroy: Error | undefined;
    try {
      destroy = await this.publishPending(client);
      await this.pruneIfDue(client);
    } catch (error) {
      this.failedOn(error);
      destroy = error instanceof Error ? error : new Error(String(error));
    }
    if (destroy) {
      // Closing the connection frees the lock; the next round takes a new one.
      this.held = undefined;
      client.off('notification', this.onNotified);
      client.release(destroy);
    }
  }

  private failedOn(error: unknown): void {
    const { schema, logger } = this.options;
    this.failures++;
    this.databaseDown = isDatabaseUnavailable(error);
    if (this.databaseDown)
      logger.warn({ err: error, schema }, 'outbox relay: database unavailable; retrying');
    else logger.error({ err: error, schema }, 'outbox relay failed; retrying');
  }

  /** The connection holding this schema's relay lock, or undefined while another replica has it. */
  private async lockedConnection(kicked: boolean): Promise<pg.PoolClient | undefined> {
    if (this.held && this.held === this.broken) {
      this.held.off('notification', this.onNotified);
      this.held.release(new Error('the relay connection was lost'));
      this.held = undefined;
    }
    if (this.held) return this.held;
    const { pool, schema } = this.options;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      this.failedOn(error);
      return undefined;
    }
    try {
      const lock = await client.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_lock(hashtext('gems.outbox-relay'), hashtext($1)) AS locked`,
        [schema],
      );
      if (!lock.rows[0]?.locked) {
        // Another replica relays this schema: tell it this one just committed events.
        if (kicked && this.options.listen) await client.query(`SELECT pg_notify($1, '')`, [this.channel]);
        client.release();
        this.idlePolls++; // while another holds it, trying again can wait longer too
        return undefined;
      }
      if (this.options.listen) {
        await client.query(`LISTEN ${ident(this.channel)}`);
        client.on('notification', this.onNotified);
      }
    } catch (error) {
      this.failedOn(error);
      client.release(error instanceof Error ? error : new Error(String(error)));
      return undefined;
    }
    this.held = client;
    client.once('error', this.onHeldError);
    return client;
  }

  /** Publishes batches until the outbox is empty; returns an error when the connection must go. */
  private async publishPending(client: pg.PoolClient): Promise<Error | undefined> {
    const { bus, logger, schema, batchSize = 100 } = this.options;
    for (;;) {
      const batch = await client.query<OutboxRow>({
        ...this.named('outbox_relay_select'),
        text: `SELECT id, envelope, headers FROM ${this.table} WHERE published_at IS NULL ORDER BY created_at, id LIMIT $1`,
        values: [batchSize],
      });
      const { published, error } = await bus.publishBatch(
        batch.rows.map((row) => ({ envelope: row.envelope, headers: row.headers })),
      );
      if (this.options.testOnlyCrashAfterPublish && published > 0) {
        this.stopped = true;
        logger.warn({ schema, published }, 'outbox relay: simulated crash after publish (test only)');
        return new Error('simulated relay crash');
      }
      if (published > 0) {
        await client.query({
          ...this.named('outbox_relay_mark'),
          text: `UPDATE ${this.table} SET published_at = now() WHERE id = ANY($1::uuid[])`,
          values: [batch.rows.slice(0, published).map((row) => row.id)],
        });
      }
      const failed = batch.rows[published];
      if (failed) {
        this.failures++;
        this.databaseDown = false;
        await client.query(`UPDATE ${this.table} SET attempts = attempts + 1 WHERE id = $1`, [failed.id]);
        logger.warn(
          { err: error, schema, eventId: failed.id, subject: failed.envelope.type },
          'outbox relay: publish failed; will retry',
        );
        return undefined;
      }
      this.failures = 0;
      this.databaseDown = false;
      // Nothing found: the next poll waits longer; rows found: look again soon.
      this.idlePolls = batch.rows.length === 0 ? this.idlePolls + 1 : 0;
      if (batch.rows.length < batchSize || this.stopped) return undefined;
    }
  }

  /** A statement's name, with the schema in it (a connection of a pool may serve other schemas). */
  private named(name: string): { name?: string } {
    return this.options.namedStatements ? { name: `${name}_${this.options.schema}` } : {};
  }

  private async pruneIfDue(client: pg.PoolClient): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    const retainMs = this.options.retainPublishedMs ?? 7 * DAY_MS;
    await client.query(
      `DELETE FROM ${this.table} WHERE published_at < now() - $1 * interval '1 millisecond'`,
      [retainMs],
    );
    await client.query(
      `DELETE FROM ${this.processedTable} WHERE processed_at < now() - $1 * interval '1 millisecond'`,
      [this.options.retainProcessedMs ?? 14 * DAY_MS],
    );
  }
}
