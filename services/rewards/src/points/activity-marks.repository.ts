import { ident } from '@gems/platform/db/sql';
import { openTransaction, type Transaction } from '../db/unit-of-work.js';

/** activity_marks: recent undo actions (unlike, gem deleted) the farming checks count; pruned after two days. */
export class ActivityMarksRepository {
  private readonly s: string;
  constructor(schema: string) {
    this.s = ident(schema);
  }

  async mark(
    txHandle: Transaction,
    userId: number,
    kind: 'unlike' | 'gem_deleted',
    entityId: number,
    at: Date,
  ) {
    const tx = openTransaction(txHandle);
    await tx.$executeRawUnsafe(
      `INSERT INTO ${this.s}.activity_marks (user_id, kind, entity_id, at) VALUES ($1, $2, $3, $4)`,
      userId,
      kind,
      entityId,
      at,
    );
    await tx.$executeRawUnsafe(
      `DELETE FROM ${this.s}.activity_marks WHERE user_id = $1 AND at < now() - interval '2 days'`,
      userId,
    );
  }

  /** Whether the user unliked the gem at or after `at`. */
  async unlikedSince(txHandle: Transaction, userId: number, gemId: number, at: Date): Promise<boolean> {
    const rows = await openTransaction(txHandle).$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM ${this.s}.activity_marks
        WHERE user_id = $1 AND kind = 'unlike' AND entity_id = $2 AND at >= $3 LIMIT 1`,
      userId,
      gemId,
      at,
    );
    return rows.length > 0;
  }

  /** Marks of `kind` in the `minutes` before `at` (and up to a minute after: clocks differ). */
  async count(txHandle: Transaction, userId: number, kind: string, at: Date, minutes: number) {
    const rows = await openTransaction(txHandle).$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM ${this.s}.activity_marks
        WHERE user_id = $1 AND kind = $2 AND at > $3::timestamptz - make_interval(mins => $4) AND at <= $3::timestamptz + interval '1 minute'`,
      userId,
      kind,
      at,
      minutes,
    );
    return rows[0]?.n ?? 0;
  }
}
