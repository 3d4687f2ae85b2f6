import pg from 'pg';
import type { ServiceName, Topology } from './topology.js';

/** Reads the rehearsal's Postgres directly: what the replicas wrote, not what they answer. */
async function query<T extends pg.QueryResultRow>(topology: Topology, sql: string): Promise<T[]> {
  const db = new pg.Client({ connectionString: topology.databaseUrl });
  await db.connect();
  try {
    return (await db.query<T>(sql)).rows;
  } finally {
    await db.end();
  }
}

/** How many times each migration of a service's schema is recorded. */
export const migrationsRecorded = (topology: Topology, service: ServiceName) =>
  query<{ name: string; times: number }>(
    topology,
    `SELECT migration_name AS name, count(*)::int AS times FROM "${topology.schemas[service]}"._prisma_migrations
      GROUP BY migration_name`,
  );

/** gem id → its gem_liked notifications (the liker never owns the gem, so one per like). */
export async function likeNotifications(topology: Topology): Promise<Record<number, number>> {
  const rows = await query<{ gem: number; rows: number }>(
    topology,
    `SELECT related_gem_id AS gem, count(*)::int AS rows FROM "${topology.schemas.social}".notifications
      WHERE type = 'gem_liked' GROUP BY 1 ORDER BY 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.gem, r.rows]));
}

/** Notification rows that exist twice for the same event (same user, type, actor, gem, comment). */
export const notificationsHandledTwice = (topology: Topology) =>
  query(
    topology,
    `SELECT user_id, type, related_user_id, related_gem_id, related_comment_id, count(*)::int AS rows
       FROM "${topology.schemas.social}".notifications
      WHERE type IN ('gem_liked', 'user_followed', 'gem_commented')
      GROUP BY 1, 2, 3, 4, 5 HAVING count(*) > 1`,
  );

/** Each token distribution with what its payouts add up to. */
export const distributions = (topology: Topology) =>
  query<{ id: number; tokens: number; participants: number; paid: number; payouts: number }>(
    topology,
    `SELECT d.id, d.total_tokens_distributed AS tokens, d.participant_count AS participants,
            coalesce(sum(p.tokens_received), 0)::int AS paid, count(p.user_id)::int AS payouts
       FROM "${topology.schemas.rewards}".token_distributions d
       LEFT JOIN "${topology.schemas.rewards}".distribution_payouts p ON p.distribution_id = d.id
      GROUP BY d.id`,
  );

/**
 * Per user with points: like_gem, create_gem and comment_gem awards (one per gem: unique per user,
 * action and entity; an award refused by a daily cap is still a 0-point row), the points of the
 * awards that count (not flagged), and the balance's lifetime total, which must equal them (an
 * event applied twice would have raised it twice).
 */
export const pointsByUser = (topology: Topology) =>
  query<{
    userId: number;
    likes: number;
    saves: number;
    comments: number;
    counted: number;
    lifetime: number;
  }>(
    topology,
    `SELECT e.user_id AS "userId",
            count(*) FILTER (WHERE e.action_type = 'like_gem')::int AS likes,
            count(*) FILTER (WHERE e.action_type = 'create_gem')::int AS saves,
            count(*) FILTER (WHERE e.action_type = 'comment_gem')::int AS comments,
            coalesce(sum(e.points) FILTER (WHERE NOT e.flagged), 0)::int AS counted,
            coalesce(max(b.lifetime_points), 0)::int AS lifetime
       FROM "${topology.schemas.rewards}".point_events e
       LEFT JOIN "${topology.schemas.rewards}".point_balances b ON b.user_id = e.user_id
      GROUP BY e.user_id ORDER BY 1`,
  );
