import type pg from 'pg';
import { ident } from '@gems/platform/db/sql';
import type { TopCreator } from '@gems/contracts';

/** Curators with the most public gems, from curation's gems and user-card replica. */
export class TopCreatorsRepository {
  private readonly s: string;

  constructor(
    private readonly pool: pg.Pool,
    schema: string,
  ) {
    this.s = ident(schema);
  }

  async top(limit: number): Promise<TopCreator[]> {
    const { s } = this;
    const { rows } = await this.pool.query<TopCreator>(
      `SELECT t.user_id AS id, uc.username, uc.profile_image_url AS "profileImageUrl",
              t.n AS "gemCount",
              ARRAY(SELECT c.label FROM ${s}.gems g2, unnest(g2.categories) AS c(label)
                     WHERE g2.user_id = t.user_id AND g2.visibility = 'public'
                     GROUP BY c.label ORDER BY count(*) DESC, c.label LIMIT 3) AS categories
         FROM (SELECT g.user_id, count(*)::int AS n FROM ${s}.gems g
                WHERE g.visibility = 'public' GROUP BY g.user_id) t
         JOIN ${s}.user_cards uc ON uc.user_id = t.user_id
        ORDER BY t.n DESC, t.user_id
        LIMIT $1`,
      [limit],
    );
    return rows;
  }
}
