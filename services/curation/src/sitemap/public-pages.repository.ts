import type pg from 'pg';
import type { SitemapPage, SitemapQuery } from '@gems/contracts';
import { ident } from '@gems/platform/db/sql';

/**
 * What a search engine may list of curation's pages: public gems and public collections only
 * (never followers-only or private), oldest first by id so a page's contents stay put.
 */
export class PublicPagesRepository {
  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {}

  gems(query: SitemapQuery): Promise<SitemapPage> {
    return this.page('gems', query);
  }

  collections(query: SitemapQuery): Promise<SitemapPage> {
    return this.page('shelves', query);
  }

  private async page(table: 'gems' | 'shelves', { page, limit }: SitemapQuery): Promise<SitemapPage> {
    const from = `${ident(this.schema)}.${table} WHERE visibility = 'public'`;
    const [count, rows] = await Promise.all([
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM ${from}`),
      this.pool.query<{ id: number; updated_at: Date }>(
        `SELECT id, updated_at FROM ${from} ORDER BY id LIMIT $1 OFFSET $2`,
        [limit, (page - 1) * limit],
      ),
    ]);
    return {
      total: Number(count.rows[0]!.total),
      entries: rows.rows.map((row) => ({ key: String(row.id), lastmod: row.updated_at.toISOString() })),
    };
  }
}
