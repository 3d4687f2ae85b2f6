import type pg from 'pg';
import { LRUCache } from 'lru-cache';
import { canNameStatements } from '@gems/platform/db/pool';
import { ident } from '@gems/platform/db/sql';

/**
 * Whether viewers keep a home-feed timeline, as read here within the last minute: it picks the
 * feed's statement (feedPageSql), not what it answers. Both statements are right for anyone (they
 * decide on gems and follows); the one without the timeline's branch is cheaper for the many
 * viewers who have none. A stale answer only costs speed: a timeline built meanwhile is read a
 * minute later, and one dropped meanwhile is found missing by the statement that reads it.
 */
export class FeedTimelineHints {
  private readonly known = new LRUCache<number, boolean>({ max: 20_000, ttl: 60_000 });
  private readonly statement: pg.QueryConfig;

  constructor(
    private readonly pool: pg.Pool,
    schema: string,
  ) {
    this.statement = {
      name: canNameStatements(pool) ? `feed_timeline_hint_${schema}`.slice(0, 63) : undefined,
      text: `SELECT EXISTS (SELECT 1 FROM ${ident(schema)}.feed_timelines WHERE viewer_id = $1) AS "has"`,
    };
  }

  async hasTimeline(viewerId: number): Promise<boolean> {
    const known = this.known.get(viewerId);
    if (known !== undefined) return known;
    const { rows } = await this.pool.query<{ has: boolean }>({ ...this.statement, values: [viewerId] });
    const has = rows[0]?.has === true;
    this.known.set(viewerId, has);
    return has;
  }
}
