import type { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Logger } from '../logger.js';

/**
 * Notices messages another process published to an embedded bus (another worker of the
 * all-in-one start, a tool): one query a second per bus and process — the newest seq — instead of
 * one per durable consumer (27 a second in the all-in-one, polling nothing while idle). A publish
 * in this process wakes the consumers through the signal directly and tells the watcher its seq,
 * so only a seq from elsewhere emits 'external', which wakes them all.
 */
export class PublishWatcher {
  private users = 0;
  private lastSeq = -1n;
  private timer?: NodeJS.Timeout;
  private checking = false;

  constructor(
    private readonly pool: pg.Pool,
    /** Already quoted with ident(). */
    private readonly table: string,
    private readonly signal: EventEmitter,
    private readonly logger: Logger,
  ) {}

  /** A seq published by this process: not news to its consumers. */
  seen(seq: string | number | bigint): void {
    const value = BigInt(seq);
    if (value > this.lastSeq) this.lastSeq = value;
  }

  /** A consumer starts: watch (every pollMs) while at least one does. */
  acquire(pollMs: number): void {
    this.users += 1;
    if (this.timer) return;
    this.timer = setInterval(() => void this.check(), pollMs);
    this.timer.unref();
  }

  release(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const { rows } = await this.pool.query<{ seq: string | null }>(
        `SELECT max(seq)::text AS seq FROM ${this.table}.messages`,
      );
      const seq = BigInt(rows[0]?.seq ?? 0);
      if (seq > this.lastSeq) {
        const first = this.lastSeq < 0n;
        this.lastSeq = seq;
        if (!first) this.signal.emit('external');
      }
    } catch (error) {
      // The database is away: the consumers find out themselves, and this tries again.
      this.logger.debug({ err: error }, 'embedded bus: checking for new messages failed');
    } finally {
      this.checking = false;
    }
  }
}
