import { ident } from '@gems/platform/db/sql';
import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { Tx } from '../db/prisma.js';

/**
 * A viewer who follows more than this many curators gets a timeline (built by the follow event
 * that crosses it). Measured at 1M gems / 100k curators (docs/benchmarks.md, issue 33): the
 * timeline's page costs the same whatever the follow count (~0.40 ms of Postgres CPU), the
 * per-followee read grows with it and passes that already at 50 followees (0.54 ms). At most
 * FEED_PER_FOLLOWEE_MAX, so that a viewer whose feed would walk normally has a timeline.
 */
export const FEED_TIMELINE_ABOVE = 40;
/**
 * ...and keeps it until they follow fewer than this many (hysteresis: a viewer hovering at the
 * threshold is not rebuilt on every follow and unfollow). Between the two, whichever they have is
 * read.
 */
export const FEED_TIMELINE_KEEP_FROM = 30;
/**
 * A curator with more followers than this is "wide": their saves are not copied into timelines
 * (a save would write a row for each follower who keeps one); each timeline that follows them
 * lists them (feed_timeline_wide_follows) and its read merges their newest gems from gems
 * instead, one index range per wide followee. A curator stays wide once made.
 */
export const FEED_FANOUT_FOLLOWERS_MAX = 5000;
/**
 * A new followee brings at most their newest this-many gems; anything older stays out and the
 * feed reads it from gems (the timeline's horizon), so nothing is missing, only slower to reach.
 */
export const FEED_TIMELINE_BACKFILL_PER_FOLLOWEE = 1000;

/**
 * Advisory locks (pg_advisory_xact_lock(space, key)). A save's fan-out and a follow's backfill for
 * the same owner would each miss the other's uncommitted row under READ COMMITTED, so both lock
 * the owner's stripe (owner id mod OWNER_STRIPES; shared for fan-outs, which never conflict with
 * each other) before the statement that reads. Building or dropping a timeline locks the stripes
 * of all the viewer's followees, at most OWNER_STRIPES locks. Every change of timelines (a follow,
 * an unfollow, a build, a drop) first takes CHANGES_LOCK, and the follow events' consumer takes it
 * at the start of a batch that holds any: changes are applied one transaction at a time, so two
 * batches (two replicas) can never hold stripes or viewers the other waits for. A save takes one
 * shared stripe and waits for nothing after it, so it is never part of a deadlock either.
 */
const CHANGES_LOCK = 7_330_001;
const OWNER_LOCK = 7_330_002;
const OWNER_STRIPES = 64;

/** A saved gem as the fan-out needs it (the row just inserted). */
export interface SavedGem {
  id: number;
  userId: number;
  createdAt: Date;
}

/**
 * The home feed's timelines for viewers who follow many curators (issue 33): a row per followee's
 * gem, filled when a gem is saved and when a follow is applied, so such a viewer's page is one
 * index range instead of a walk through everyone's gems. Entries hold every visibility; the read
 * (feedPageSql) decides privacy on gems and follows. Deleting a gem or a timeline cascades.
 */
export class FeedTimelinesRepository {
  private readonly s: string;

  constructor(schema: string) {
    this.s = ident(schema);
  }

  /**
   * Adds newly inserted gems to the timeline of every follower of their owners who keeps one.
   * Every writer of gems calls it in the transaction that inserted them.
   */
  async fanOut(txHandle: Transaction, gems: SavedGem[]): Promise<void> {
    if (gems.length === 0) return;
    const db = openTransaction(txHandle);
    // Ascending (unnest keeps the array's order); one stripe in practice: every writer saves
    // one user's gems.
    const stripes = [...new Set(gems.map((g) => g.userId % OWNER_STRIPES))].sort((a, b) => a - b);
    await db.$executeRawUnsafe(
      `SELECT pg_advisory_xact_lock_shared(${OWNER_LOCK}, s) FROM unnest($1::int[]) s`,
      stripes,
    );
    // The gems come as values, not read back: the planner then either walks the owners'
    // followers and probes feed_timelines, or walks feed_timelines and probes follows' key,
    // whichever its statistics find fewer; both stay small. A wide owner's gems stay out (their
    // followers' reads merge them), so no save writes more than FEED_FANOUT_FOLLOWERS_MAX rows.
    await db.$executeRawUnsafe(
      `INSERT INTO ${this.s}.feed_timeline_entries (viewer_id, created_at, gem_id, owner_id)
       SELECT f.follower_id, g.created_at, g.id, g.user_id
         FROM unnest($1::int[], $2::timestamptz[], $3::int[]) AS g(id, created_at, user_id)
         JOIN ${this.s}.follows f ON f.followed_id = g.user_id AND f.follower_id <> g.user_id
        WHERE EXISTS (SELECT 1 FROM ${this.s}.feed_timelines t WHERE t.viewer_id = f.follower_id)
          AND NOT EXISTS (SELECT 1 FROM ${this.s}.feed_wide_owners w WHERE w.owner_id = g.user_id)
       ON CONFLICT DO NOTHING`,
      gems.map((g) => g.id),
      gems.map((g) => g.createdAt),
      gems.map((g) => g.userId),
    );
  }

  /**
   * After `viewerId` follows `followedId` (same transaction): a followee who now has more than
   * FEED_FANOUT_FOLLOWERS_MAX followers becomes wide; a viewer with a timeline gets the followee's
   * gems (or, for a wide one, its listing); one who now follows more than FEED_TIMELINE_ABOVE
   * gets a timeline.
   */
  async followed(txHandle: Transaction, viewerId: number, followedId: number): Promise<void> {
    if (viewerId === followedId) return;
    const db = openTransaction(txHandle);
    await this.holdChanges(txHandle);
    const wide = await this.widenIfCrossed(db, followedId);
    const viewer = await this.viewer(db, viewerId, FEED_TIMELINE_ABOVE);
    if (viewer.hasTimeline && wide) {
      await db.$executeRawUnsafe(
        `INSERT INTO ${this.s}.feed_timeline_wide_follows (viewer_id, owner_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING`,
        viewerId,
        followedId,
      );
    } else if (viewer.hasTimeline) {
      await this.lock(db, OWNER_LOCK, followedId % OWNER_STRIPES);
      await this.backfill(db, viewerId, followedId);
    } else if (viewer.followsMore) {
      await this.rebuild(db, viewerId);
    }
  }

  /** After an unfollow: that owner's entries go; below FEED_TIMELINE_KEEP_FROM the timeline goes. */
  async unfollowed(txHandle: Transaction, viewerId: number, followedId: number): Promise<void> {
    const db = openTransaction(txHandle);
    await this.holdChanges(txHandle);
    const viewer = await this.viewer(db, viewerId, FEED_TIMELINE_KEEP_FROM - 1);
    if (!viewer.hasTimeline) return;
    if (!viewer.followsMore) {
      await this.remove(db, viewerId, followedId);
      return;
    }
    await this.lock(db, OWNER_LOCK, followedId % OWNER_STRIPES);
    // Their entries, or their listing if they are wide: one round trip for either.
    await db.$executeRawUnsafe(
      `WITH entries AS (
         DELETE FROM ${this.s}.feed_timeline_entries WHERE viewer_id = $1 AND owner_id = $2)
       DELETE FROM ${this.s}.feed_timeline_wide_follows WHERE viewer_id = $1 AND owner_id = $2`,
      viewerId,
      followedId,
    );
  }

  /**
   * (Re)builds a viewer's timeline from their followees' newest gems; answers the entries made.
   * The follow event calls it when the viewer crosses the threshold; the benchmark's bulk seed too.
   */
  async build(txHandle: Transaction, viewerId: number): Promise<number> {
    await this.holdChanges(txHandle);
    return this.rebuild(openTransaction(txHandle), viewerId);
  }

  /**
   * Takes one viewer from the deploy-time queue (feed_timelines_due, filled by the migration that
   * shipped timelines) and builds their timeline if they still follow more than
   * FEED_TIMELINE_ABOVE and have none. Answers the viewer taken, or null once the queue is empty.
   * Replicas share the queue (SKIP LOCKED); a failed build rolls back and leaves the viewer queued.
   */
  async catchUpOne(txHandle: Transaction): Promise<number | null> {
    await this.holdChanges(txHandle);
    const db = openTransaction(txHandle);
    const [taken] = await db.$queryRawUnsafe<{ viewerId: number }[]>(
      `DELETE FROM ${this.s}.feed_timelines_due WHERE viewer_id = (
         SELECT viewer_id FROM ${this.s}.feed_timelines_due ORDER BY viewer_id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING viewer_id AS "viewerId"`,
    );
    if (!taken) return null;
    const viewer = await this.viewer(db, taken.viewerId, FEED_TIMELINE_ABOVE);
    if (!viewer.hasTimeline && viewer.followsMore) await this.rebuild(db, taken.viewerId);
    return taken.viewerId;
  }

  /** Drops a viewer's timeline (its entries cascade): their feed reads the followees again. */
  async drop(txHandle: Transaction, viewerId: number): Promise<void> {
    const db = openTransaction(txHandle);
    await this.holdChanges(txHandle);
    if (!(await this.has(db, viewerId))) return; // nothing to drop: no need to stop the fan-outs
    await this.remove(db, viewerId);
  }

  /**
   * A deleted account (same transaction as its follows' removal): its timeline goes, and as a
   * wide curator it leaves the listings of the timelines that followed it.
   */
  async userRemoved(txHandle: Transaction, userId: number): Promise<void> {
    await this.drop(txHandle, userId);
    const db = openTransaction(txHandle);
    await db.$executeRawUnsafe(`DELETE FROM ${this.s}.feed_wide_owners WHERE owner_id = $1`, userId);
    await db.$executeRawUnsafe(
      `DELETE FROM ${this.s}.feed_timeline_wide_follows WHERE owner_id = $1`,
      userId,
    );
  }

  /** build() once the changes lock is held: wide followees listed, the others' gems copied. */
  private async rebuild(db: Tx, viewerId: number): Promise<number> {
    await this.lockFollowees(db, viewerId);
    await db.$executeRawUnsafe(`DELETE FROM ${this.s}.feed_timelines WHERE viewer_id = $1`, viewerId);
    await db.$executeRawUnsafe(`INSERT INTO ${this.s}.feed_timelines (viewer_id) VALUES ($1)`, viewerId);
    await db.$executeRawUnsafe(
      `INSERT INTO ${this.s}.feed_timeline_wide_follows (viewer_id, owner_id)
       SELECT $1, w.owner_id FROM ${this.s}.follows f
         JOIN ${this.s}.feed_wide_owners w ON w.owner_id = f.followed_id
        WHERE f.follower_id = $1 AND f.followed_id <> $1`,
      viewerId,
    );
    return this.backfill(db, viewerId);
  }

  /**
   * Whether `ownerId` is wide, making them so if their followers now pass
   * FEED_FANOUT_FOLLOWERS_MAX (≤ that many + 1 index entries read, only while they are not wide):
   * every timeline that follows them lists them and drops their entries, under their stripe's
   * exclusive lock, so a save of theirs either fanned out before (and its entries go) or sees
   * them wide.
   */
  private async widenIfCrossed(db: Tx, ownerId: number): Promise<boolean> {
    const [row] = await db.$queryRawUnsafe<{ state: 'wide' | 'crossed' | 'narrow' }[]>(
      `SELECT CASE
         WHEN EXISTS (SELECT 1 FROM ${this.s}.feed_wide_owners WHERE owner_id = $1) THEN 'wide'
         WHEN EXISTS (SELECT 1 FROM ${this.s}.follows WHERE followed_id = $1
                       OFFSET ${FEED_FANOUT_FOLLOWERS_MAX}) THEN 'crossed'
         ELSE 'narrow' END AS state`,
      ownerId,
    );
    if (row!.state !== 'crossed') return row!.state === 'wide';
    await this.lock(db, OWNER_LOCK, ownerId % OWNER_STRIPES);
    await db.$executeRawUnsafe(
      `INSERT INTO ${this.s}.feed_wide_owners (owner_id) VALUES ($1) ON CONFLICT DO NOTHING`,
      ownerId,
    );
    await db.$executeRawUnsafe(
      `INSERT INTO ${this.s}.feed_timeline_wide_follows (viewer_id, owner_id)
       SELECT f.follower_id, $1 FROM ${this.s}.follows f
         JOIN ${this.s}.feed_timelines t ON t.viewer_id = f.follower_id
        WHERE f.followed_id = $1 AND f.follower_id <> $1
       ON CONFLICT DO NOTHING`,
      ownerId,
    );
    await db.$executeRawUnsafe(
      `DELETE FROM ${this.s}.feed_timeline_entries e USING ${this.s}.follows f
        WHERE f.followed_id = $1 AND e.viewer_id = f.follower_id AND e.owner_id = $1`,
      ownerId,
    );
    return true;
  }

  /**
   * drop() once the changes lock is held and the timeline is known to exist. `unfollowedId`: a
   * followee just unfollowed in this transaction, whose saves still fan out to the viewer until it
   * commits.
   */
  private async remove(db: Tx, viewerId: number, unfollowedId?: number): Promise<void> {
    await this.lockFollowees(db, viewerId, unfollowedId);
    await db.$executeRawUnsafe(`DELETE FROM ${this.s}.feed_timelines WHERE viewer_id = $1`, viewerId);
  }

  /**
   * Copies the newest FEED_TIMELINE_BACKFILL_PER_FOLLOWEE gems of one followee (or of all but the
   * wide ones), every visibility, and moves the horizon up to the newest gem left out, if any was.
   */
  private async backfill(db: Tx, viewerId: number, followedId?: number): Promise<number> {
    const s = this.s;
    const bound = FEED_TIMELINE_BACKFILL_PER_FOLLOWEE;
    const rows = await db.$queryRawUnsafe<{ added: number }[]>(
      `WITH picked AS (
         SELECT f.followed_id AS owner_id, t.id, t.created_at, t.n
           FROM ${s}.follows f
           CROSS JOIN LATERAL (
             SELECT g.id, g.created_at, row_number() OVER (ORDER BY g.created_at DESC, g.id DESC) AS n
               FROM ${s}.gems g WHERE g.user_id = f.followed_id
              ORDER BY g.created_at DESC, g.id DESC LIMIT ${bound + 1}) t
          WHERE f.follower_id = $1 AND f.followed_id <> $1${followedId === undefined ? '' : ' AND f.followed_id = $2'}
            AND NOT EXISTS (SELECT 1 FROM ${s}.feed_wide_owners w WHERE w.owner_id = f.followed_id)),
       added AS (
         INSERT INTO ${s}.feed_timeline_entries (viewer_id, created_at, gem_id, owner_id)
         SELECT $1, created_at, id, owner_id FROM picked WHERE n <= ${bound}
         ON CONFLICT DO NOTHING RETURNING 1),
       left_out AS (
         SELECT created_at, id FROM picked WHERE n > ${bound} ORDER BY created_at DESC, id DESC LIMIT 1),
       moved AS (
         UPDATE ${s}.feed_timelines t SET horizon_at = l.created_at, horizon_id = l.id FROM left_out l
          WHERE t.viewer_id = $1
            AND (t.horizon_at IS NULL OR (l.created_at, l.id) > (t.horizon_at, t.horizon_id))
         RETURNING 1)
       SELECT (SELECT count(*) FROM added)::int AS added, (SELECT count(*) FROM moved)::int AS moved`,
      ...(followedId === undefined ? [viewerId] : [viewerId, followedId]),
    );
    return rows[0]?.added ?? 0;
  }

  /**
   * Waits until no other transaction changes timelines, and holds that until this one ends (taking
   * it again in the same transaction does not wait). The follow events' consumer takes it before a
   * batch; each public change takes it first, and the private steps behind them rely on it.
   */
  async holdChanges(txHandle: Transaction): Promise<void> {
    await this.lock(openTransaction(txHandle), CHANGES_LOCK, 0);
  }

  private async has(db: Tx, viewerId: number): Promise<boolean> {
    const rows = await db.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM ${this.s}.feed_timelines WHERE viewer_id = $1`,
      viewerId,
    );
    return rows.length > 0;
  }

  /** Whether the viewer keeps a timeline, and follows more than `n` curators (≤ n + 1 entries read). */
  private async viewer(db: Tx, viewerId: number, n: number) {
    const [row] = await db.$queryRawUnsafe<{ hasTimeline: boolean; followsMore: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM ${this.s}.feed_timelines WHERE viewer_id = $1) AS "hasTimeline",
              EXISTS (SELECT 1 FROM ${this.s}.follows WHERE follower_id = $1 OFFSET ${n}) AS "followsMore"`,
      viewerId,
    );
    return row!;
  }

  /**
   * Locks (exclusively, ascending) the stripes of the viewer's followees and of `also`: no save
   * of theirs fans out meanwhile, and none is left half-way.
   */
  private async lockFollowees(db: Tx, viewerId: number, also?: number): Promise<void> {
    await db.$executeRawUnsafe(
      `SELECT pg_advisory_xact_lock(${OWNER_LOCK}, x.s) FROM (
         SELECT DISTINCT s FROM (
           SELECT followed_id % ${OWNER_STRIPES} AS s FROM ${this.s}.follows WHERE follower_id = $1
           UNION ALL SELECT $2::int % ${OWNER_STRIPES} WHERE $2::int IS NOT NULL) f
          ORDER BY s) x`,
      viewerId,
      also ?? null,
    );
  }

  private async lock(db: Tx, space: number, id: number): Promise<void> {
    await db.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${space}, $1)`, id);
  }
}
