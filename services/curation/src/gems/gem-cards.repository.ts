import type pg from 'pg';
import { ident } from '@gems/platform/db/sql';
import { afterKeySql, keyOf, orderBySql, type GemOrdering, type Keyset } from './gem-keyset.js';
import type { SearchTerms } from './gem-search.js';
import { SqlParams } from './sql-params.js';
import { visibleSql } from './gem-visibility.js';

/** Which gems a list holds, before the viewer's visibility is applied. */
export type GemScope =
  | { kind: 'visible' }
  | { kind: 'mine' }
  /** The viewer's own gems and those of people they follow (followers-only included). */
  | { kind: 'feed' }
  | { kind: 'user'; userId: number }
  /** A collection's gems (the collection's own visibility is checked by the caller). */
  | { kind: 'shelf'; shelfId: number }
  | { kind: 'id'; id: number };

export interface GemCardQuery {
  /** 0 for a signed-out visitor. */
  viewerId: number;
  scope: GemScope;
  category?: string;
  search?: SearchTerms;
  ordering: GemOrdering;
  after?: Keyset;
  limit: number;
  /** Adds saved_by_count (the gem page). */
  withSavedBy?: boolean;
}

/** A gem row with everything its card shows, as one SQL statement answers it. */
export interface GemCardRow {
  id: number;
  user_id: number;
  title: string;
  description: string;
  user_note: string;
  url: string;
  canonical_url: string | null;
  image_url: string;
  domain: string;
  categories: string[] | null;
  tags: string[] | null;
  visibility: string;
  is_bookmark: boolean;
  created_at: Date;
  updated_at: Date;
  username: string | null;
  profile_image_url: string | null;
  like_count: number;
  comment_count: number;
  liked: boolean;
  extra_image_urls: string[];
  saved_by_count?: number;
  [key: `k${number}`]: unknown;
}

/**
 * Gem cards in one statement: the page of gems (visibility, scope, filters, keyset) is chosen
 * first, then only those rows are joined to the creator card, counters, the viewer's like and the
 * extra images, so a feed page costs one round trip whatever its length.
 */
export class GemCardsRepository {
  private readonly s: string;

  constructor(
    private readonly pool: pg.Pool,
    schema: string,
  ) {
    this.s = ident(schema);
  }

  async page(query: GemCardQuery): Promise<{ rows: GemCardRow[]; next?: Keyset }> {
    const { sql, values } = this.build({ ...query, limit: query.limit + 1 });
    const { rows } = await this.pool.query<GemCardRow>(sql, values);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      rows: page,
      next: rows.length > query.limit && last ? keyOf(query.ordering, last) : undefined,
    };
  }

  async one(viewerId: number, id: number): Promise<GemCardRow | undefined> {
    const { sql, values } = this.build({
      viewerId,
      scope: { kind: 'id', id },
      ordering: 'recent',
      limit: 1,
      withSavedBy: true,
    });
    return (await this.pool.query<GemCardRow>(sql, values)).rows[0];
  }

  /** The statement, exposed for EXPLAIN in tests and benchmarks. */
  build(query: GemCardQuery): { sql: string; values: unknown[] } {
    const { s } = this;
    const p = new SqlParams();
    const viewer = p.add(query.viewerId, 'int');
    const where: string[] = [];
    const joins: string[] = [];
    const scope = query.scope;
    switch (scope.kind) {
      case 'mine':
        where.push(`g.user_id = ${viewer}`);
        break;
      case 'feed':
        where.push(`(g.user_id = ${viewer} OR (g.visibility <> 'private' AND g.user_id IN
          (SELECT ff.followed_id FROM ${s}.follows ff WHERE ff.follower_id = ${viewer})))`);
        break;
      case 'user':
        where.push(`g.user_id = ${p.add(scope.userId, 'int')}`, visibleSql(s, 'g', viewer));
        break;
      case 'shelf':
        where.push(
          `g.id IN (SELECT gs.gem_id FROM ${s}.gem_shelves gs WHERE gs.shelf_id = ${p.add(scope.shelfId, 'int')})`,
          visibleSql(s, 'g', viewer),
        );
        break;
      case 'id':
        where.push(`g.id = ${p.add(scope.id, 'int')}`, visibleSql(s, 'g', viewer));
        break;
      case 'visible':
        where.push(visibleSql(s, 'g', viewer));
        break;
    }
    if (query.category) where.push(`g.categories @> ARRAY[${p.add(query.category, 'text')}]`);

    let keys: string[];
    const search = query.search;
    if (search) {
      const tsq = `websearch_to_tsquery('english', ${p.add(search.text, 'text')})`;
      const likes = search.likePatterns.map((pattern) => `g.search_text LIKE ${p.add(pattern, 'text')}`);
      const arms = [`g.search_vector @@ ${tsq}`];
      if (likes.length) arms.push(`(${likes.join(' AND ')})`);
      // The page itself, by its canonical URL (indexed, so every arm can use an index).
      if (search.canonical) arms.push(`g.canonical_url = ${p.add(search.canonical, 'text')}`);
      where.push(`(${arms.join(' OR ')})`);
      if (query.ordering === 'relevance') {
        const lower = p.add(search.lower, 'text');
        const exact = `(lower(g.title) = ${lower} OR g.url = ${p.add(search.text, 'text')}
          OR coalesce(g.canonical_url = ${p.add(search.canonical, 'text')}, false))::int`;
        keys = [
          exact,
          `ts_rank(g.search_vector, ${tsq})`,
          `public.word_similarity(${lower}, g.search_text)`,
          'g.id',
        ];
      } else keys = sortKeys(query.ordering);
    } else keys = sortKeys(query.ordering);
    const ordering = query.ordering;
    if (ordering === 'profile') {
      joins.push(`LEFT JOIN ${s}.gem_orders o ON o.user_id = g.user_id AND o.gem_id = g.id`);
    }

    // Keys are computed in a subquery so the keyset compares plain columns; Postgres flattens it,
    // so index orders (created_at, lower(title), domain …) still serve the sort.
    const keyCols = keys.map((k, i) => `${k} AS k${i}`).join(', ');
    const kNames = keys.map((_, i) => `c.k${i}`);
    const after = query.after ? `WHERE ${afterKeySql(ordering, kNames, query.after, p)}` : '';
    const limit = p.add(query.limit, 'int');
    const savedBy = query.withSavedBy
      ? `, CASE WHEN g.canonical_url IS NULL THEN 1 ELSE
           (SELECT count(*)::int FROM ${s}.gems d WHERE d.canonical_url = g.canonical_url) END AS saved_by_count`
      : '';
    const sql = `
      SELECT g.id, g.user_id, g.title, g.description, g.user_note, g.url, g.canonical_url, g.image_url,
             g.domain, g.categories, g.tags, g.visibility, g.is_bookmark, g.created_at, g.updated_at,
             uc.username, uc.profile_image_url,
             coalesce(st.like_count, 0) AS like_count, coalesce(st.comment_count, 0) AS comment_count,
             EXISTS (SELECT 1 FROM ${s}.gem_likes l WHERE l.gem_id = g.id AND l.user_id = ${viewer}) AS liked,
             ARRAY(SELECT i.image_url FROM ${s}.gem_images i
                    WHERE i.gem_id = g.id AND i.image_url <> g.image_url ORDER BY i.id) AS extra_image_urls,
             ${keys.map((_, i) => `c.k${i}`).join(', ')}${savedBy}
        FROM (SELECT c.* FROM (SELECT g.id, ${keyCols} FROM ${s}.gems g ${joins.join(' ')}
                                WHERE ${where.join(' AND ')}) c
               ${after}
               ORDER BY ${orderBySql(ordering, kNames)} LIMIT ${limit}) c
        JOIN ${s}.gems g ON g.id = c.id
        LEFT JOIN ${s}.user_cards uc ON uc.user_id = g.user_id
        LEFT JOIN ${s}.gem_stats st ON st.gem_id = g.id
       ORDER BY ${orderBySql(ordering, kNames)}`;
    return { sql, values: p.values };
  }
}

/** Key expressions of a plain ordering (relevance without a search falls back to recent). */
function sortKeys(ordering: GemOrdering): string[] {
  switch (ordering) {
    case 'relevance':
    case 'recent':
      return ['g.created_at', 'g.id'];
    case 'alphabetical':
      return ['lower(g.title)', 'g.id'];
    case 'domain':
      return ['g.domain', 'g.id'];
    case 'category':
      return [`coalesce(g.categories[1], '')`, 'g.id'];
    case 'profile':
      return ['(o.position IS NOT NULL)::int', 'coalesce(o.position, 0)', 'g.created_at', 'g.id'];
  }
}
