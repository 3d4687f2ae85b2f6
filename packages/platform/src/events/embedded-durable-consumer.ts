import type { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Envelope } from '@gems/contracts';
import type { Logger } from '../logger.js';
import type { PublishWatcher } from './embedded-publish-watcher.js';
import { holdMessage, runHandler } from './run-handler.js';
import type { BatchSubscribeOptions, Delivery, Subscription } from './event-bus.port.js';
import { subjectMatches, subjectPatternToRegex } from './subject-pattern.js';

/** No maxBatch: messages are claimed, and handed over, one at a time. */
export interface EmbeddedConsumerConfig extends Required<
  Omit<BatchSubscribeOptions, 'handler' | 'maxBatch'>
> {
  handler: BatchSubscribeOptions['handler'];
  pool: pg.Pool;
  /** Already quoted with ident(). */
  table: string;
  logger: Logger;
  signal: EventEmitter;
  /** Wakes the consumers on messages other processes published; checks every pollMs. */
  watcher: PublishWatcher;
  pollMs: number;
}

/**
 * The longest an idle consumer sleeps without a wake-up (a publish here, one the watcher saw, a
 * due redelivery): only a safety net. It then catches up past messages of other subjects (it is
 * woken only for its own), a short transaction every five minutes per durable.
 */
const IDLE_RECHECK_MS = 300_000;

interface Claimed {
  seq: string;
  subject: string;
  headers: Record<string, string>;
  envelope: Envelope;
  attempt: number;
}

interface MessageRow {
  seq: string;
  subject: string;
  headers: Record<string, string>;
  envelope: Envelope;
}

/** Lets the loop sleep until a publish, a due redelivery or a poll; a wake that comes early is kept. */
class Wakeup {
  private early = false;
  private release?: () => void;

  wake(): void {
    if (this.release) this.release();
    else this.early = true;
  }

  wait(ms: number): Promise<void> {
    if (this.early) {
      this.early = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.release?.(), ms);
      this.release = () => {
        clearTimeout(timer);
        this.release = undefined;
        resolve();
      };
    });
  }
}

/**
 * One durable consumer of the embedded bus: a loop that claims the next message in a short
 * transaction (never held while the handler runs: PGlite serialises transactions, and the handler
 * opens its own), hands it to the handler, and records ack / nak / term in the pending table.
 */
export class EmbeddedDurableConsumer implements Subscription {
  private stopping = false;
  private readonly wakeup = new Wakeup();
  private readonly inFlight = new Set<Promise<void>>();
  private loop: Promise<void> = Promise.resolve();
  private readonly regexes: string[];
  private readonly onPublished = (subject: string) => {
    if (this.config.subjects.some((pattern) => subjectMatches(pattern, subject))) this.wakeup.wake();
  };
  private readonly onExternal = () => this.wakeup.wake();

  constructor(private readonly config: EmbeddedConsumerConfig) {
    this.regexes = config.subjects.map(subjectPatternToRegex);
  }

  async start(): Promise<void> {
    const { pool, table, durable } = this.config;
    await pool.query(
      `INSERT INTO ${table}.consumers (durable) VALUES ($1) ON CONFLICT (durable) DO NOTHING`,
      [durable],
    );
    this.config.signal.on('published', this.onPublished);
    this.config.signal.on('external', this.onExternal);
    this.config.watcher.acquire(this.config.pollMs);
    this.loop = this.run();
  }

  async drain(): Promise<void> {
    this.stopping = true;
    this.config.signal.off('published', this.onPublished);
    this.config.signal.off('external', this.onExternal);
    this.config.watcher.release();
    this.wakeup.wake();
    await this.loop;
    await Promise.all([...this.inFlight]);
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let next: { message?: Claimed; dueInMs?: number };
      try {
        next = await this.claimNext();
      } catch (error) {
        if (this.stopping) break;
        this.config.logger.error(
          { err: error, durable: this.config.durable },
          'embedded bus: claiming the next message failed',
        );
        await this.wakeup.wait(this.config.pollMs);
        continue;
      }
      if (next.message) {
        await this.dispatch(next.message);
        continue;
      }
      await this.wakeup.wait(Math.max(0, Math.min(IDLE_RECHECK_MS, next.dueInMs ?? Infinity)));
    }
  }

  private async dispatch(message: Claimed): Promise<void> {
    await runHandler([this.delivery(message)], {
      handler: this.config.handler,
      logger: this.config.logger,
      durable: this.config.durable,
      ackWaitMs: this.config.ackWaitMs,
      inFlight: this.inFlight,
      bus: 'embedded bus',
    });
  }

  private delivery(message: Claimed): Delivery & { settled(): boolean } {
    const { pool, table, durable, maxDeliver, logger, ackWaitMs } = this.config;
    let settled = false;
    const settle = async (action: () => Promise<unknown>) => {
      if (settled) return;
      settled = true;
      await action();
    };
    const remove = () =>
      pool.query(`DELETE FROM ${table}.pending WHERE durable = $1 AND seq = $2`, [durable, message.seq]);
    return {
      envelope: message.envelope,
      subject: message.subject,
      headers: message.headers,
      attempt: message.attempt,
      settled: () => settled,
      ack: () => settle(remove),
      term: () => settle(remove),
      // The lease moves on so it is not claimed again (a claim counts an attempt); the bus's own
      // tables may be away with the database, then the lease runs out as it would anyway.
      hold: (ms: number) =>
        holdMessage(ms, {
          ackWaitMs,
          stopping: () => this.stopping,
          keepAlive: () =>
            pool
              .query(
                `UPDATE ${table}.pending SET next_attempt_at = now() + $3 * interval '1 millisecond' WHERE durable = $1 AND seq = $2`,
                [durable, message.seq, ackWaitMs],
              )
              .catch(() => undefined),
        }),
      nak: (delayMs = 0) =>
        settle(async () => {
          if (message.attempt >= maxDeliver) {
            logger.warn(
              { durable, subject: message.subject, eventId: message.envelope.id, attempt: message.attempt },
              'event terminated after maxDeliver deliveries',
            );
            await remove();
            return;
          }
          await pool.query(
            `UPDATE ${table}.pending SET next_attempt_at = now() + $3 * interval '1 millisecond' WHERE durable = $1 AND seq = $2`,
            [durable, message.seq, Math.max(0, delayMs)],
          );
          // Now, or (the loop may be in its long idle sleep) when it is due.
          if (delayMs <= 0) this.wakeup.wake();
          else setTimeout(() => this.wakeup.wake(), delayMs).unref();
        }),
    };
  }

  /** The next due redelivery, else the next new message; when neither, how long until one is due. */
  private async claimNext(): Promise<{ message?: Claimed; dueInMs?: number }> {
    const { pool, table, durable } = this.config;
    // One cheap query on each wake-up, the claim only when there is work.
    const idle = await pool.query<{ work: boolean; due_in_ms: number | null }>(
      `SELECT (SELECT coalesce(max(seq), 0) FROM ${table}.messages) > c.delivered_seq
              OR EXISTS (SELECT 1 FROM ${table}.pending p WHERE p.durable = c.durable AND p.next_attempt_at <= now()) AS work,
              (SELECT (extract(epoch FROM min(p.next_attempt_at) - now()) * 1000)::float8 FROM ${table}.pending p WHERE p.durable = c.durable) AS due_in_ms
         FROM ${table}.consumers c WHERE c.durable = $1`,
      [durable],
    );
    const state = idle.rows[0];
    if (state && !state.work) return { dueInMs: state.due_in_ms ?? undefined };
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const consumer = await client.query<{ delivered_seq: string }>(
        `SELECT delivered_seq FROM ${table}.consumers WHERE durable = $1 FOR UPDATE`,
        [durable],
      );
      const deliveredSeq = consumer.rows[0]?.delivered_seq;
      if (deliveredSeq === undefined)
        throw new Error(`Consumer ${durable} is missing from ${table}.consumers`);
      const message = (await this.claimDue(client)) ?? (await this.claimNew(client, deliveredSeq));
      let dueInMs: number | undefined;
      if (!message) {
        const due = await client.query<{ ms: number | null }>(
          `SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms FROM ${table}.pending WHERE durable = $1`,
          [durable],
        );
        dueInMs = due.rows[0]?.ms ?? undefined;
      }
      await client.query('COMMIT');
      return { message, dueInMs };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async claimDue(client: pg.PoolClient): Promise<Claimed | undefined> {
    const { table, durable, maxDeliver, ackWaitMs, logger } = this.config;
    for (;;) {
      const due = await client.query<MessageRow & { attempts: number }>(
        `SELECT p.seq, p.attempts, m.subject, m.headers, m.envelope
           FROM ${table}.pending p JOIN ${table}.messages m ON m.seq = p.seq
          WHERE p.durable = $1 AND p.next_attempt_at <= now()
          ORDER BY p.seq LIMIT 1`,
        [durable],
      );
      const row = due.rows[0];
      if (!row) return undefined;
      if (row.attempts >= maxDeliver) {
        // Its last delivery ran out of ack wait: give up on it, as JetStream does at max_deliver.
        logger.warn(
          { durable, subject: row.subject, eventId: row.envelope.id, attempt: row.attempts },
          'event terminated after maxDeliver deliveries',
        );
        await client.query(`DELETE FROM ${table}.pending WHERE durable = $1 AND seq = $2`, [
          durable,
          row.seq,
        ]);
        continue;
      }
      await client.query(
        `UPDATE ${table}.pending SET attempts = attempts + 1, next_attempt_at = now() + $3 * interval '1 millisecond'
          WHERE durable = $1 AND seq = $2`,
        [durable, row.seq, ackWaitMs],
      );
      return {
        seq: row.seq,
        subject: row.subject,
        headers: row.headers,
        envelope: row.envelope,
        attempt: row.attempts + 1,
      };
    }
  }

  private async claimNew(client: pg.PoolClient, deliveredSeq: string): Promise<Claimed | undefined> {
    const { table, durable, ackWaitMs } = this.config;
    // Publishes are serialised, so every row up to the highest visible seq is committed: reading
    // the bound first means the cursor can move to it without skipping a message.
    const top = await client.query<{ hi: string }>(
      `SELECT coalesce(max(seq), 0)::text AS hi FROM ${table}.messages`,
    );
    const hi = top.rows[0]?.hi ?? '0';
    const found = await client.query<MessageRow>(
      `SELECT seq, subject, headers, envelope FROM ${table}.messages
        WHERE seq > $1 AND seq <= $2 AND subject ~ ANY($3::text[])
        ORDER BY seq LIMIT 1`,
      [deliveredSeq, hi, this.regexes],
    );
    const row = found.rows[0];
    if (!row) {
      if (hi !== deliveredSeq) {
        await client.query(
          `UPDATE ${table}.consumers SET delivered_seq = greatest(delivered_seq, $2) WHERE durable = $1`,
          [durable, hi],
        );
      }
      return undefined;
    }
    await client.query(
      `INSERT INTO ${table}.pending (durable, seq, attempts, next_attempt_at) VALUES ($1, $2, 1, now() + $3 * interval '1 millisecond')`,
      [durable, row.seq, ackWaitMs],
    );
    await client.query(`UPDATE ${table}.consumers SET delivered_seq = $2 WHERE durable = $1`, [
      durable,
      row.seq,
    ]);
    return { ...row, attempt: 1 };
  }
}
