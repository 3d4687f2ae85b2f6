import type pg from 'pg';
import type { ContentSummary } from '@gems/contracts';
import { ident } from '@gems/platform/db/sql';

/** The admin dashboard's content figures, read in two statements. */
export class ContentSummaryRepository {
  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {}

  async summary(recentCount: number): Promise<ContentSummary> {
    const gems = `${ident(this.schema)}.gems`;
    const [counts, recent] = await Promise.all([
      this.pool.query<Record<string, string>>(
        `SELECT count(*) AS total,
                count(*) FILTER (WHERE created_at >= now() - interval '1 day') AS today,
                count(*) FILTER (WHERE created_at >= now() - interval '7 days') AS week,
                count(*) FILTER (WHERE created_at >= now() - interval '30 days') AS month,
                count(*) FILTER (WHERE created_at >= now() - interval '60 days'
                                   AND created_at < now() - interval '30 days') AS last_month,
                (SELECT count(DISTINCT c) FROM ${gems}, unnest(categories) AS c) AS categories,
                count(DISTINCT user_id) AS curators
           FROM ${gems}`,
      ),
      this.pool.query<{
        id: number;
        title: string;
        domain: string;
        categories: string[];
        user_id: number;
        created_at: Date;
      }>(
        `SELECT id, title, domain, categories, user_id, created_at FROM ${gems}
          ORDER BY created_at DESC, id DESC LIMIT $1`,
        [recentCount],
      ),
    ]);
    const c = counts.rows[0]!;
    return {
      totalGems: Number(c.total),
      gemsToday: Number(c.today),
      gemsThisWeek: Number(c.week),
      gemsThisMonth: Number(c.month),
      gemsLastMonth: Number(c.last_month),
      categories: Number(c.categories),
      curators: Number(c.curators),
      recent: recent.rows.map((r) => ({
        id: r.id,
        title: r.title,
        domain: r.domain,
        categories: r.categories,
        userId: r.user_id,
        createdAt: r.created_at.toISOString(),
      })),
    };
  }
}
