import type pg from 'pg';
import { ident } from '@gems/platform/db/sql';

export interface DistributionRow {
  id: number;
  weekStart: Date;
  weekEnd: Date;
  participantCount: number;
  totalPointsDistributed: number;
  totalTokensDistributed: number;
  pointsToTokenRatio: number;
  status: string;
  executedBy: number | null;
  createdAt: Date;
  completedAt: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
}

const COLUMNS = `id, week_start AS "weekStart", week_end AS "weekEnd", participant_count AS "participantCount",
  total_points_distributed::int AS "totalPointsDistributed", total_tokens_distributed::int AS "totalTokensDistributed",
  points_to_token_ratio AS "pointsToTokenRatio", status, executed_by AS "executedBy",
  created_at AS "createdAt", completed_at AS "completedAt", period_start AS "periodStart", period_end AS "periodEnd"`;

/**
 * The weekly distribution in set-based SQL on one connection that holds the advisory lock:
 * `open` writes the distribution and every payout (one INSERT … SELECT) in one transaction;
 * `payChunk` applies up to n pending payouts and marks them paid in one statement; `complete`
 * resets the week and writes the totals from the payouts. Each step is its own transaction, so a
 * crash leaves pending payouts that the next run pays, each once.
 */
export class DistributionsRepository {
  private readonly s: string;
  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {
    this.s = ident(schema);
  }

  /** A connection holding the distribution lock, or null when another process holds it. */
  async lock(): Promise<(pg.PoolClient & { unlock(): Promise<void> }) | null> {
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>(
        `SELECT pg_try_advisory_lock(hashtext($1)) AS ok`,
        [`${this.schema}:token-distribution`],
      );
      if (!rows[0]?.ok) {
        client.release();
        return null;
      }
    } catch (error) {
      client.release();
      throw error;
    }
    return Object.assign(client, {
      unlock: async () => {
        try {
          await client.query(`SELECT pg_advisory_unlock(hashtext($1))`, [
            `${this.schema}:token-distribution`,
          ]);
          client.release();
        } catch (error) {
          client.release(error as Error); // a broken connection drops its lock with it
        }
      },
    });
  }

  async byWeek(db: pg.ClientBase, weekStart: Date): Promise<DistributionRow | null> {
    const { rows } = await db.query<DistributionRow>(
      `SELECT ${COLUMNS} FROM ${this.s}.token_distributions WHERE week_start = $1`,
      [weekStart],
    );
    return rows[0] ?? null;
  }

  async unfinished(db: pg.ClientBase): Promise<DistributionRow[]> {
    const { rows } = await db.query<DistributionRow>(
      `SELECT ${COLUMNS} FROM ${this.s}.token_distributions WHERE status <> 'completed' ORDER BY id`,
    );
    return rows;
  }

  /** The distribution and its payout snapshot, or null when that week already has one. */
  async open(
    db: pg.ClientBase,
    d: { weekStart: Date; weekEnd: Date; ratio: number; executedBy: number | null },
  ): Promise<DistributionRow | null> {
    await db.query('BEGIN');
    try {
      // The period it pays is the points' own: since the last run read the balances (or the first
      // point ever), up to this read — not the settlement week, which only keeps runs one a week.
      const { rows } = await db.query<DistributionRow>(
        `INSERT INTO ${this.s}.token_distributions
           (week_start, week_end, points_to_token_ratio, status, executed_by, period_start, period_end)
         VALUES ($1, $2, $3, 'running', $4, (${this.periodStartSql()}), now())
         ON CONFLICT (week_start) DO NOTHING RETURNING ${COLUMNS}`,
        [d.weekStart, d.weekEnd, d.ratio, d.executedBy],
      );
      const row = rows[0];
      if (row)
        await db.query(
          `INSERT INTO ${this.s}.distribution_payouts (distribution_id, user_id, points_earned, tokens_received)
           SELECT $1, user_id, (current_points / $2) * $2, current_points / $2
             FROM ${this.s}.point_balances WHERE current_points >= $2`,
          [row.id, d.ratio],
        );
      await db.query('COMMIT');
      return row ?? null;
    } catch (error) {
      await db.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /** Pays up to `n` pending payouts (points off current, tokens on); answers how many. */
  async payChunk(db: pg.ClientBase, distributionId: number, n: number): Promise<number> {
    const { rows } = await db.query<{ paid: number }>(
      `WITH batch AS (
         SELECT user_id, points_earned, tokens_received FROM ${this.s}.distribution_payouts
          WHERE distribution_id = $1 AND status = 'pending' ORDER BY user_id LIMIT $2 FOR UPDATE),
       paid AS (
         UPDATE ${this.s}.distribution_payouts p SET status = 'paid' FROM batch
          WHERE p.distribution_id = $1 AND p.user_id = batch.user_id RETURNING p.user_id),
       credited AS (
         UPDATE ${this.s}.point_balances b SET
           current_points = b.current_points - batch.points_earned,
           gem_token_balance = b.gem_token_balance + batch.tokens_received,
           total_earned = b.total_earned + batch.tokens_received,
           last_distribution_id = $1, updated_at = now()
          FROM batch WHERE b.user_id = batch.user_id RETURNING b.user_id)
       SELECT (SELECT count(*) FROM paid)::int AS paid, (SELECT count(*) FROM credited)::int AS credited`,
      [distributionId, n],
    );
    return rows[0]?.paid ?? 0;
  }

  /** Resets everyone's week and writes the totals from the payouts (their sum, by construction). */
  async complete(db: pg.ClientBase, distributionId: number): Promise<DistributionRow> {
    await db.query('BEGIN');
    try {
      await db.query(`UPDATE ${this.s}.point_balances SET weekly_points = 0 WHERE weekly_points <> 0`);
      const { rows } = await db.query<DistributionRow>(
        `UPDATE ${this.s}.token_distributions d SET status = 'completed', completed_at = now(),
           participant_count = t.n, total_points_distributed = t.points, total_tokens_distributed = t.tokens
           FROM (SELECT count(*)::int AS n, coalesce(sum(points_earned), 0)::int AS points,
                        coalesce(sum(tokens_received), 0)::int AS tokens
                   FROM ${this.s}.distribution_payouts WHERE distribution_id = $1) t
          WHERE d.id = $1 RETURNING ${COLUMNS}`,
        [distributionId],
      );
      await db.query('COMMIT');
      return rows[0]!;
    } catch (error) {
      await db.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /** Where the next run's period starts: the end of the last one's, else the first point. */
  private periodStartSql(): string {
    return `coalesce(
      (SELECT max(coalesce(period_end, created_at)) FROM ${this.s}.token_distributions),
      (SELECT min(created_at) FROM ${this.s}.point_events))`;
  }

  /** What a run now would pay, what waits for review (flagged), and whether `weekStart` is done. */
  async preview(ratio: number, weekStart: Date) {
    const { rows } = await this.pool.query<{
      totalPoints: number;
      totalTokens: number;
      participantCount: number;
      heldBackPoints: number;
      heldBackEvents: number;
      periodStart: Date | null;
      alreadyDistributed: boolean;
    }>(
      `SELECT p.*, h.*, (${this.periodStartSql()}) AS "periodStart",
              EXISTS (SELECT 1 FROM ${this.s}.token_distributions WHERE week_start = $2) AS "alreadyDistributed"
         FROM (SELECT coalesce(sum(current_points), 0)::int AS "totalPoints",
                      coalesce(sum(current_points / $1), 0)::int AS "totalTokens",
                      count(*)::int AS "participantCount"
                 FROM ${this.s}.point_balances WHERE current_points >= $1) p,
              (SELECT coalesce(sum(points), 0)::int AS "heldBackPoints", count(*)::int AS "heldBackEvents"
                 FROM ${this.s}.point_events WHERE review = 'pending') h`,
      [ratio, weekStart],
    );
    return rows[0]!;
  }

  async list(limit: number, beforeId?: number): Promise<DistributionRow[]> {
    const { rows } = await this.pool.query<DistributionRow>(
      `SELECT ${COLUMNS} FROM ${this.s}.token_distributions WHERE ($1::int IS NULL OR id < $1) ORDER BY id DESC LIMIT $2`,
      [beforeId ?? null, limit],
    );
    return rows;
  }
}
