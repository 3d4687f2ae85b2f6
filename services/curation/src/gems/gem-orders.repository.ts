import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import { ident } from '@gems/platform/db/sql';

/** The owner's manual order of their gems (gem_orders). */
export class GemOrdersRepository {
  private readonly s: string;

  constructor(schema: string) {
    this.s = ident(schema);
  }

  /** How many of `gemIds` belong to `userId` (all must, for a reorder). */
  async countOwned(dbHandle: Transaction, userId: number, gemIds: number[]): Promise<number> {
    const db = openTransaction(dbHandle);
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM ${this.s}.gems WHERE user_id = $1 AND id = ANY($2::int[])`,
      userId,
      gemIds,
    );
    return row?.n ?? 0;
  }

  /** Upserts positions; gems not named keep the position they had (or none). */
  async save(
    dbHandle: Transaction,
    userId: number,
    orders: { gemId: number; position: number }[],
  ): Promise<void> {
    const db = openTransaction(dbHandle);
    await db.$executeRawUnsafe(
      `INSERT INTO ${this.s}.gem_orders (user_id, gem_id, position)
       SELECT $1, o.gem_id, o.position FROM unnest($2::int[], $3::int[]) AS o(gem_id, position)
       ON CONFLICT (user_id, gem_id) DO UPDATE SET position = EXCLUDED.position`,
      userId,
      orders.map((o) => o.gemId),
      orders.map((o) => o.position),
    );
  }
}
