import { afterKeySql, type Keyset } from './gem-keyset.js';
import type { SqlParams } from './sql-params.js';

/**
 * A viewer without a timeline who follows up to this many curators has their feed read per
 * followee (each one's newest gems from the (user_id, created_at, id, visibility) index, merged);
 * one who follows more walks the newest gems of everyone, keeping the followees' (issue 33: the
 * two cost the same near 250 followees at 100k curators; docs/decisions.md). Viewers who follow
 * more than FEED_TIMELINE_ABOVE (fewer) normally have a timeline, which is read instead.
 */
export const FEED_PER_FOLLOWEE_MAX = 250;

/** `timeline: false`: leave out the timeline's branch (for a viewer known to have none). */
export interface FeedPageOptions {
  timeline?: boolean;
}

/**
 * The home feed's page (newest first: rows id, k0 = created_at, k1 = id): the viewer's own gems
 * (every visibility) and their followees' that are not private, after the keyset `after`.
 *
 * Three branches, one statement (named, so planned once per connection): which runs is decided
 * per call by one-time filters on the viewer's timeline row and follow count, and the others are
 * never executed. Each keeps its own LIMIT so the merge above it stops early.
 * - A viewer with a timeline (feed_timelines: one who follows many, FeedTimelinesRepository):
 *   their own gems from gems_user_recent_feed_idx merged with the timeline's entries and with the
 *   newest gems of their wide followees (whose saves are not fanned out), all above the
 *   timeline's horizon. Each entry is checked on gems and follows (privacy and the follow
 *   itself are decided there, never on the copy) in a scalar subquery, which the planner cannot
 *   turn into a join: the entries are read in index order and the scan stops at the page's end,
 *   whatever the statistics say. Below the horizon (older gems the bounded backfill left out) a
 *   page that comes back short is completed by the walk.
 * - Few followees, no timeline (the common case): a LATERAL top-N per followee over
 *   gems_user_recent_feed_idx (index-only), merged. Its cost grows with the followees, not with
 *   how rarely they post, so a sparse feed among a million gems costs what a dense one does.
 * - Many followees and no timeline (not built yet), or below a timeline's horizon: the newest
 *   gems of everyone from gems_recent_feed_idx (index-only), filtered by the followees' ids.
 */
export function feedPageSql(
  s: string,
  viewer: string,
  filters: string[],
  after: Keyset | undefined,
  limit: string,
  p: SqlParams,
  { timeline: withTimeline = true }: FeedPageOptions = {},
): string {
  const and = (conditions: string[]) => conditions.map((f) => ` AND ${f}`).join('');
  const cursor = (keys: string[], opaque = false) =>
    after ? [afterKeySql('recent', keys, after, p, opaque)] : [];
  const extra = and([...filters, ...cursor(['g.created_at', 'g.id'])]);
  const many = `EXISTS (SELECT 1 FROM ${s}.follows x WHERE x.follower_id = ${viewer} OFFSET ${FEED_PER_FOLLOWEE_MAX})`;
  const timeline = 'EXISTS (SELECT 1 FROM h)';
  const horizonAt = '(SELECT h.at FROM h)';
  const above = (keys: string) =>
    `(${keys}) > (coalesce(${horizonAt}, '-infinity'), coalesce((SELECT h.id FROM h), 0))`;
  /** Each followee's (and the viewer's own) newest gems, merged; runs when `gate` holds. */
  const perFollowee = (gate: string) => `(SELECT t.id, t.k0, t.k1
         FROM (SELECT ${viewer} AS uid, true AS own
               UNION ALL
               SELECT ff.followed_id, false FROM ${s}.follows ff
                WHERE ff.follower_id = ${viewer} AND ff.followed_id <> ${viewer}) f
         CROSS JOIN LATERAL (
           SELECT g.id, g.created_at AS k0, g.id AS k1 FROM ${s}.gems g
            WHERE g.user_id = f.uid AND (f.own OR g.visibility <> 'private')${extra}
            ORDER BY g.created_at DESC, g.id DESC LIMIT ${limit}) t
        WHERE ${gate}
        ORDER BY t.k0 DESC, t.k1 DESC LIMIT ${limit})`;
  /** The newest gems of everyone, keeping the viewer's and their followees'; runs when `gate` holds. */
  const walk = (gate: string, bound = '') => `(SELECT g.id, g.created_at, g.id FROM ${s}.gems g
        WHERE (g.user_id = ${viewer} OR (g.visibility <> 'private' AND g.user_id IN
               (SELECT ff.followed_id FROM ${s}.follows ff WHERE ff.follower_id = ${viewer})))${extra}${bound}
          AND ${gate}
        ORDER BY g.created_at DESC, g.id DESC LIMIT ${limit})`;
  if (!withTimeline) {
    // The statement without the timeline's branch, for a viewer known to have none (a hint: it is
    // right for anyone, as it reads gems and follows; it only skips the timeline's probe and the
    // plan nodes of a branch that would not run, ~0.05–0.2 ms of Postgres CPU a page).
    return `
    SELECT c.id, c.k0, c.k1 FROM (
      ${perFollowee(`NOT ${many}`)}
      UNION ALL
      ${walk(many)}
    ) c ORDER BY c.k0 DESC, c.k1 DESC LIMIT ${limit}`;
  }
  return `
    WITH h AS MATERIALIZED (
      SELECT ft.viewer_id AS v, ft.horizon_at AS at, ft.horizon_id AS id
        FROM ${s}.feed_timelines ft WHERE ft.viewer_id = ${viewer}),
    tl AS MATERIALIZED (
      SELECT x.id, x.k0, x.k1 FROM (
        -- The viewer through h and the cursor through scalar subqueries, not as parameters: a
        -- plan made for given values then costs this branch as the generic plan does, so
        -- Postgres keeps the generic plan (planned once per connection) instead of planning
        -- every call for viewers without a timeline, whose entries it knows to be none.
        (SELECT g.id, g.created_at AS k0, g.id AS k1 FROM ${s}.gems g
          WHERE g.user_id = (SELECT h.v FROM h) AND ${above('g.created_at, g.id')}${and([...filters, ...cursor(['g.created_at', 'g.id'], true)])}
          ORDER BY g.created_at DESC, g.id DESC LIMIT ${limit})
        UNION ALL
        (SELECT e.gem_id, e.created_at, e.gem_id FROM ${s}.feed_timeline_entries e
          WHERE e.viewer_id = (SELECT h.v FROM h) AND ${above('e.created_at, e.gem_id')}${and(cursor(['e.created_at', 'e.gem_id'], true))}
            AND (SELECT g.visibility <> 'private'${and(filters)} AND EXISTS
                   (SELECT 1 FROM ${s}.follows ff WHERE ff.follower_id = ${viewer} AND ff.followed_id = g.user_id)
                   FROM ${s}.gems g WHERE g.id = e.gem_id)
          ORDER BY e.created_at DESC, e.gem_id DESC LIMIT ${limit})
        UNION ALL
        -- Wide followees (more followers than the fan-out serves): their newest gems, each from
        -- their own index range, as the per-followee read does; the follow checked on follows.
        (SELECT w.id, w.k0, w.k1 FROM ${s}.feed_timeline_wide_follows wf
          CROSS JOIN LATERAL (
            SELECT g.id, g.created_at AS k0, g.id AS k1 FROM ${s}.gems g
             WHERE g.user_id = wf.owner_id AND g.visibility <> 'private'
               AND ${above('g.created_at, g.id')}${and([...filters, ...cursor(['g.created_at', 'g.id'], true)])}
             ORDER BY g.created_at DESC, g.id DESC LIMIT ${limit}) w
          WHERE wf.viewer_id = (SELECT h.v FROM h)
            AND EXISTS (SELECT 1 FROM ${s}.follows ff WHERE ff.follower_id = ${viewer} AND ff.followed_id = wf.owner_id)
          ORDER BY w.k0 DESC, w.k1 DESC LIMIT ${limit})
      ) x ORDER BY x.k0 DESC, x.k1 DESC LIMIT ${limit})
    SELECT c.id, c.k0, c.k1 FROM (
      ${perFollowee(`NOT ${timeline} AND NOT ${many}`)}
      UNION ALL
      ${walk(
        `((NOT ${timeline} AND ${many})
               OR (${horizonAt} IS NOT NULL AND (SELECT count(*) FROM tl) < ${limit}))`,
        `
          AND (g.created_at, g.id) <= (coalesce(${horizonAt}, 'infinity'), coalesce((SELECT h.id FROM h), 2147483647))`,
      )}
      UNION ALL
      (SELECT tl.id, tl.k0, tl.k1 FROM tl WHERE ${timeline})
    ) c ORDER BY c.k0 DESC, c.k1 DESC LIMIT ${limit}`;
}
