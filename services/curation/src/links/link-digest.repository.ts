import { ident } from '@gems/platform/db/sql';
import { openTransaction, type Transaction } from '../db/unit-of-work.js';

/** A gem whose link broke since its owner was last told. */
export interface NewlyBroken {
  id: number;
  userId: number;
  title: string;
  url: string;
}

/** The weekly broken-link notice's reads and writes (issue 29 §4). */
export class LinkDigestRepository {
  private readonly s: string;

  constructor(schema: string) {
    this.s = ident(schema);
  }

  /** Takes the week for this transaction; false when it was already taken (sent, or another replica). */
  async takeWeek(txHandle: Transaction, week: string): Promise<boolean> {
    const tx = openTransaction(txHandle);
    const taken = await tx.$executeRawUnsafe(
      `INSERT INTO ${this.s}.link_health_digests (week) VALUES ($1::date) ON CONFLICT (week) DO NOTHING`,
      week,
    );
    return taken === 1;
  }

  /**
   * Marks every broken link not yet told as told and answers them, oldest break first
   * (gems_link_status_idx finds the broken ones).
   */
  takeNewlyBroken(txHandle: Transaction): Promise<NewlyBroken[]> {
    const tx = openTransaction(txHandle);
    return tx.$queryRawUnsafe<NewlyBroken[]>(
      `WITH told AS (
         UPDATE ${this.s}.gems SET link_broken_notified_at = now()
          WHERE link_status = 'broken' AND link_broken_notified_at IS NULL
          RETURNING id, user_id, title, url, link_broken_at)
       SELECT id, user_id AS "userId", title, url FROM told ORDER BY user_id, link_broken_at, id`,
    );
  }

  async noteOwners(txHandle: Transaction, week: string, owners: number): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.$executeRawUnsafe(
      `UPDATE ${this.s}.link_health_digests SET owners = $2 WHERE week = $1::date`,
      week,
      owners,
    );
  }
}
