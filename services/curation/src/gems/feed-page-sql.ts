import { afterKeySql, type Keyset } from './gem-keyset.js';
import type { SqlParams } from './sql-params.js';

/**
 * Up to this many followees, the home feed reads each followee's newest gems from the
 * (user_id, created_at, id, visibility) index and merges them; beyond it, it walks the newest gems
 * of everyone and keeps the followees' (issue 33; the figures that chose it are in
 * docs/decisions.md). The walk costs about 20 × curators / followees index entries, the per-followee
 * reads one index descent per followee: they cross near 250 followees at 100k curators.
 */
export const FEED_PER_FOLLOWEE_MAX = 250;

/**
 * The home feed's page (newest first: rows id, k0 = created_at, k1 = id): the viewer's own gems
 * (every visibility) and their followees' that are not private, after the keyset `after`.
 *
 * Two branches, one statement (named, so planned once per connection): which one runs is decided
 * per call by a one-time filter on the viewer's follow count (at most FEED_PER_FOLLOWEE_MAX + 1
 * rows read), and the other is never executed.
 * - Few followees (the common case): a LATERAL top-N per followee over
 *   gems_user_recent_feed_idx (index-only), merged. Its cost grows with the followees, not with how
 *   rarely they post, so a sparse feed among a million gems costs what a dense one does.
 * - Many followees: the newest gems of everyone from gems_recent_feed_idx (index-only), filtered
 *   by the followees' hashed ids; with that many followees their gems are dense enough in time.
 * Each branch keeps its own LIMIT so the merge above it stops early.
 */
export function feedPageSql(
  s: string,
  viewer: string,
  filters: string[],
  after: Keyset | undefined,
  limit: string,
  p: SqlParams,
): string {
  const extra = [...filters, ...(after ? [afterKeySql('recent', ['g.created_at', 'g.id'], after, p)] : [])]
    .map((f) => ` AND ${f}`)
    .join('');
  const many = `EXISTS (SELECT 1 FROM ${s}.follows x WHERE x.follower_id = ${viewer} OFFSET ${FEED_PER_FOLLOWEE_MAX})`;
  return `
    SELECT c.id, c.k0, c.k1 FROM (
      (SELECT t.id, t.k0, t.k1
         FROM (SELECT ${viewer} AS uid, true AS own
               UNION ALL
               SELECT ff.followed_id, false FROM ${s}.follows ff
                WHERE ff.follower_id = ${viewer} AND ff.followed_id <> ${viewer}) f
         CROSS JOIN LATERAL (
           SELECT g.id, g.created_at AS k0, g.id AS k1 FROM ${s}.gems g
            WHERE g.user_id = f.uid AND (f.own OR g.visibility <> 'private')${extra}
            ORDER BY g.created_at DESC, g.id DESC LIMIT ${limit}) t
        WHERE NOT ${many}
        ORDER BY t.k0 DESC, t.k1 DESC LIMIT ${limit})
      UNION ALL
      (SELECT g.id, g.created_at, g.id FROM ${s}.gems g
        WHERE (g.user_id = ${viewer} OR (g.visibility <> 'private' AND g.user_id IN
               (SELECT ff.followed_id FROM ${s}.follows ff WHERE ff.follower_id = ${viewer})))${extra}
          AND ${many}
        ORDER BY g.created_at DESC, g.id DESC LIMIT ${limit})
    ) c ORDER BY c.k0 DESC, c.k1 DESC LIMIT ${limit}`;
}
