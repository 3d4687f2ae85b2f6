import { ident } from '@gems/platform/db/sql';
import type { LinkHealth } from '@gems/contracts';
import type { PrismaClient } from '../db/prisma.js';
import type { LinkState } from './link-health-rules.js';
import { linkHealthOf } from './link-health.mapper.js';

/** A gem whose link is due, leased to one checker, with its remembered state. */
export interface DueLink extends LinkState {
  id: number;
  userId: number;
  url: string;
  domain: string;
}

const STATE_COLUMNS = `id, user_id AS "userId", url, domain, link_status AS status,
  link_http_status AS "httpStatus", link_moved_to AS "movedTo", link_strikes AS strikes,
  link_broken_at AS "brokenAt"`;

/** Due gems read per claim before one per host is kept (the due-time index serves it). */
const CLAIM_WINDOW = 500;

/**
 * The link checker's reads and writes of gems (issue 29 §4). The due time is also the lease: a
 * claim moves it a lease ahead (a checker that dies leaves its gems due again after it), a
 * recorded check moves it one interval ahead. Claims skip rows another replica holds (SKIP
 * LOCKED), read the most overdue first through gems_link_check_due_idx, and keep at most one gem
 * per host, so a batch never hammers one site. Writes are plain SQL: a check is not an edit, so
 * updated_at stays (the card's row version still changes, so cards never show a stale badge).
 */
export class LinkChecksRepository {
  private readonly gems: string;

  constructor(
    private readonly prisma: PrismaClient,
    schema: string,
  ) {
    this.gems = `${ident(schema)}.gems`;
  }

  claim(limit: number, leaseSeconds: number): Promise<DueLink[]> {
    return this.prisma.$queryRawUnsafe<DueLink[]>(
      `UPDATE ${this.gems} SET link_check_due_at = now() + make_interval(secs => $2)
        WHERE id IN (
          SELECT id FROM (
            SELECT DISTINCT ON (domain) id, link_check_due_at FROM (
              SELECT id, domain, link_check_due_at FROM ${this.gems}
               WHERE link_check_due_at <= now()
               ORDER BY link_check_due_at LIMIT ${CLAIM_WINDOW} FOR UPDATE SKIP LOCKED) due
             ORDER BY domain, link_check_due_at) one_per_host
           ORDER BY link_check_due_at LIMIT $1)
        RETURNING ${STATE_COLUMNS}`,
      limit,
      leaseSeconds,
    );
  }

  /** The owner's gem for a check now, with its state. */
  async find(id: number): Promise<DueLink | null> {
    const rows = await this.prisma.$queryRawUnsafe<DueLink[]>(
      `SELECT ${STATE_COLUMNS} FROM ${this.gems} WHERE id = $1`,
      id,
    );
    return rows[0] ?? null;
  }

  /**
   * Writes a check's outcome and the next due time, if the gem still has the address checked (an
   * edit in between reset its health and wins). Null when the gem changed or went away.
   */
  async record(gem: DueLink, next: LinkState, nextDueSeconds: number): Promise<LinkHealth | null> {
    const rows = await this.prisma.$queryRawUnsafe<
      { status: string; httpStatus: number | null; checkedAt: Date; movedTo: string | null }[]
    >(
      `UPDATE ${this.gems}
          SET link_status = $3, link_http_status = $4, link_moved_to = $5, link_strikes = $6,
              link_broken_at = $7::timestamptz, link_checked_at = now(),
              link_check_due_at = now() + make_interval(secs => $8),
              -- A link that recovered is told about again if it breaks again.
              link_broken_notified_at = CASE WHEN $7::timestamptz IS NULL THEN NULL
                                             ELSE link_broken_notified_at END
        WHERE id = $1 AND url = $2
        RETURNING link_status AS status, link_http_status AS "httpStatus",
                  link_checked_at AS "checkedAt", link_moved_to AS "movedTo"`,
      gem.id,
      gem.url,
      next.status,
      next.httpStatus,
      next.movedTo,
      next.strikes,
      next.brokenAt,
      nextDueSeconds,
    );
    const row = rows[0];
    return row ? linkHealthOf({ ...row, checkedAt: row.checkedAt.toISOString() }) : null;
  }

  /** A gem with no web address: never due again (until an edit gives it one). */
  async neverDue(id: number): Promise<void> {
    await this.prisma.$executeRawUnsafe(`UPDATE ${this.gems} SET link_check_due_at = NULL WHERE id = $1`, id);
  }
}
