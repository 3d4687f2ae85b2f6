import { createHash } from 'node:crypto';
import type pg from 'pg';
import { canNameStatements } from '@gems/platform/db/pool';
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
  /**
   * Relevance only: the page's keys, already chosen by the search's own statement; the statement
   * built then joins the cards to these rows (re-checking scope and visibility) and nothing else.
   */
  keys?: RelevanceKey[];
}

/** A relevance page's row before its card is joined: (tier, rank, id) as relevancePage keys it. */
interface RelevanceKey {
  id: number;
  k0: number;
  k1: number;
  k2: number;
}

/**
 * How many of the newest full-text matches a search ranks. Ranking every match of a very common
 * word reads and ranks the whole table (guide: 250 ms at 200k gems); older matches follow the
 * ranked ones, newest first.
 */
export const RANKED_MATCHES = 500;

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
  site_name: string | null;
  logo_url: string | null;
  published_at: Date | null;
  author: string | null;
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
  private readonly named: boolean;

  constructor(
    private readonly pool: pg.Pool,
    schema: string,
  ) {
    this.s = ident(schema);
    this.named = canNameStatements(pool);
  }

  async page(query: GemCardQuery): Promise<{ rows: GemCardRow[]; next?: Keyset }> {
    const rows =
      query.search && query.ordering === 'relevance'
        ? await this.relevanceRows({ ...query, limit: query.limit + 1 })
        : await this.rows({ ...query, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      rows: page,
      next: rows.length > query.limit && last ? keyOf(query.ordering, last) : undefined,
    };
  }

  private async rows(query: GemCardQuery): Promise<GemCardRow[]> {
    return (await this.pool.query<GemCardRow>(this.statement(query))).rows;
  }

  /**
   * Lists without a search run as named statements: planning this statement costs as much as
   * running it (about 2 ms each at 200k gems), and a named one is planned once per connection
   * and then reused (Postgres keeps the generic plan once it is no worse than a fresh one). The
   * name is the text's hash, so each shape of statement gets its own. A search keeps a fresh plan
   * per call: how many rows its words match decides the plan.
   */
  private statement(query: GemCardQuery): pg.QueryConfig {
    const { sql: text, values } = this.build(query);
    if (!this.named || query.search) return { text, values };
    return { name: `gem_cards_${createHash('sha1').update(text).digest('base64url')}`, text, values };
  }

  /**
   * A search page in two statements. The first chooses the page's keys (every tier in one
   * statement, the partial-word tier read only when the others leave the page short): it is small
   * and planned on every call, because how many rows the words match decides between an index
   * walk and a bitmap scan. The second joins the cards to those keys and is named by its shape
   * (planned once per connection), like the lists: planning it was most of a search's planning.
   */
  private async relevanceRows(query: GemCardQuery): Promise<GemCardRow[]> {
    const { sql, values } = this.build({ ...query, keys: undefined });
    const keys = (await this.pool.query<RelevanceKey>(sql, values)).rows;
    if (keys.length === 0) return [];
    const cards = this.build({ ...query, after: undefined, keys });
    const name = this.named
      ? `gem_search_cards_${createHash('sha1').update(cards.sql).digest('base64url')}`
      : undefined;
    return (await this.pool.query<GemCardRow>({ name, text: cards.sql, values: cards.values })).rows;
  }

  /**
   * How many of one user's gems the viewer may see (a profile's real count), within a category
   * when one is given: the same rules as the list, counted once on its first page.
   */
  async countForUser(viewerId: number, userId: number, category?: string): Promise<number> {
    const p = new SqlParams();
    const viewer = p.add(viewerId, 'int');
    const where = [`g.user_id = ${p.add(userId, 'int')}`, visibleSql(this.s, 'g', viewer)];
    if (category) where.push(`g.categories @> ARRAY[${p.add(category, 'text')}]`);
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${this.s}.gems g WHERE ${where.join(' AND ')}`,
      p.values,
    );
    return rows[0]?.n ?? 0;
  }

  async one(viewerId: number, id: number): Promise<GemCardRow | undefined> {
    const query = {
      viewerId,
      scope: { kind: 'id', id },
      ordering: 'recent',
      limit: 1,
      withSavedBy: true,
    } as const;
    return (await this.pool.query<GemCardRow>(this.statement(query))).rows[0];
  }

  /** The statement, exposed for EXPLAIN in tests and benchmarks. */
  build(query: GemCardQuery): { sql: string; values: unknown[] } {
    const { s } = this;
    const p = new SqlParams();
    const viewer = p.add(query.viewerId, 'int');
    const where: string[] = [];
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

    const search = query.search;
    const ordering = query.ordering;
    // A literal, not a parameter: a generic plan for `LIMIT $n` assumes a tenth of the table and
    // picks hash joins over every row (120 ms instead of 1.5 ms).
    const limit = String(positiveInt(query.limit));
    let page: string;
    let keyCount: number;
    if (search && ordering === 'relevance') {
      if (!query.keys)
        return { sql: this.relevancePage(search, where, query.after, limit, p), values: p.values };
      page = givenKeysPage(this.s, query.keys, where, p);
      keyCount = 3;
    } else {
      if (search) where.push(`(${matchArms(search, p).all().join(' OR ')})`);
      const joins =
        ordering === 'profile'
          ? `LEFT JOIN ${s}.gem_orders o ON o.user_id = g.user_id AND o.gem_id = g.id`
          : '';
      const keys = sortKeys(ordering);
      keyCount = keys.length;
      // Keys are computed in a subquery so the keyset compares plain columns; Postgres flattens
      // it, so index orders (created_at, lower(title), domain …) still serve the sort.
      const kNames = keys.map((_, i) => `c.k${i}`);
      const after = query.after ? `WHERE ${afterKeySql(ordering, kNames, query.after, p)}` : '';
      page = `SELECT c.* FROM (SELECT g.id, ${keys.map((k, i) => `${k} AS k${i}`).join(', ')}
                                 FROM ${s}.gems g ${joins} WHERE ${where.join(' AND ')}) c
              ${after} ORDER BY ${orderBySql(ordering, kNames)} LIMIT ${limit}`;
    }
    const kNames = Array.from({ length: keyCount }, (_, i) => `c.k${i}`);
    const savedBy = query.withSavedBy
      ? `, CASE WHEN g.canonical_url IS NULL THEN 1 ELSE
           (SELECT count(*)::int FROM ${s}.gems d WHERE d.canonical_url = g.canonical_url) END AS saved_by_count`
      : '';
    const sql = `
      SELECT g.id, g.user_id, g.title, g.description, g.user_note, g.url, g.canonical_url, g.image_url,
             g.domain, g.categories, g.tags, g.visibility, g.is_bookmark, g.site_name, g.logo_url,
             g.published_at, g.author, g.created_at, g.updated_at,
             uc.username, uc.profile_image_url,
             coalesce(st.like_count, 0) AS like_count, coalesce(st.comment_count, 0) AS comment_count,
             EXISTS (SELECT 1 FROM ${s}.gem_likes l WHERE l.gem_id = g.id AND l.user_id = ${viewer}) AS liked,
             ARRAY(SELECT i.image_url FROM ${s}.gem_images i
                    WHERE i.gem_id = g.id AND i.image_url <> g.image_url ORDER BY i.id) AS extra_image_urls,
             ${kNames.join(', ')}${savedBy}
        FROM (${page}) c
        JOIN ${s}.gems g ON g.id = c.id
        LEFT JOIN ${s}.user_cards uc ON uc.user_id = g.user_id
        LEFT JOIN ${s}.gem_stats st ON st.gem_id = g.id
       ORDER BY ${orderBySql(ordering, kNames)}`;
    return { sql, values: p.values };
  }

  /**
   * The keys of a relevance page, in tiers: 0 exact title or page URL; 1 full-text matches, the
   * newest RANKED_MATCHES by ts_rank (weights: title and domain, then tags and categories, then
   * description and note) and the older ones after them newest first (rank -1); 2 partial words
   * only (pg_trgm substring match), newest first. The key is (tier, rank, id). The partial tier's
   * scan runs only when the first tiers leave the page short (a one-time filter), so a common
   * whole word never scans every trigram match that full-text search already found.
   */
  private relevancePage(
    search: SearchTerms,
    where: string[],
    after: Keyset | undefined,
    limit: string,
    p: SqlParams,
  ): string {
    const { s } = this;
    const arms = matchArms(search, p);
    const [afterTier, afterRank, afterId] = after?.values ?? [];
    const from = after === undefined ? 0 : Number(afterTier);
    const at = (tier: number) => after !== undefined && tier === from;
    const idBefore = () => `g.id < ${p.add(afterId, 'int')}`;
    const gems = (tier: number, rank: string, conditions: string[]) =>
      `(SELECT g.id, ${tier} AS k0, (${rank})::real AS k1, g.id AS k2 FROM ${s}.gems g
         WHERE ${[...where, ...conditions].join(' AND ')} ORDER BY g.id DESC LIMIT ${limit})`;
    const ctes: string[] = [];
    const first: string[] = [];
    if (from <= 0) first.push(gems(0, '0', [arms.exact(), ...(at(0) ? [idBefore()] : [])]));
    if (from <= 1) {
      const fullText = [arms.fts(), `NOT ${arms.exact()}`];
      if (at(1) && Number(afterRank) < 0) {
        first.push(gems(1, '-1', [...fullText, idBefore()]));
      } else {
        const rank = `ts_rank(c.search_vector, ${arms.tsq()})::real`;
        const afterKey = at(1)
          ? `WHERE (${rank}, c.id) < (${p.add(afterRank, 'real')}, ${p.add(afterId, 'int')})`
          : '';
        // The newest matches past the ranked ones come from the same walk: they are the first
        // of the older part, newest first, and a page never needs more than `limit` of them.
        ctes.push(
          `newest AS MATERIALIZED (SELECT g.id, g.search_vector FROM ${s}.gems g
             WHERE ${[...where, ...fullText].join(' AND ')} ORDER BY g.id DESC
             LIMIT ${RANKED_MATCHES + Number(limit)})`,
        );
        first.push(
          `(SELECT c.id, 1 AS k0, ${rank} AS k1, c.id AS k2
              FROM (SELECT * FROM newest ORDER BY id DESC LIMIT ${RANKED_MATCHES}) c
             ${afterKey} ORDER BY k1 DESC, c.id DESC LIMIT ${limit})`,
          `(SELECT c.id, 1 AS k0, (-1)::real AS k1, c.id AS k2
              FROM (SELECT id FROM newest ORDER BY id DESC OFFSET ${RANKED_MATCHES}) c)`,
        );
      }
    }
    const partial = arms.partial();
    const tiers = [...first];
    if (first.length > 0) {
      ctes.push(
        `firsts AS MATERIALIZED (SELECT * FROM (${first.join(' UNION ALL ')}) t
           ORDER BY k0, k1 DESC, k2 DESC LIMIT ${limit})`,
      );
      tiers.splice(0, tiers.length, `(SELECT * FROM firsts)`);
    }
    if (partial) {
      tiers.push(
        gems(2, '0', [
          partial,
          `NOT ${arms.fts()}`,
          `NOT ${arms.exact()}`,
          ...(at(2) ? [idBefore()] : []),
          ...(first.length > 0 ? [`(SELECT count(*) FROM firsts) < ${limit}`] : []),
        ]),
      );
    }
    if (tiers.length === 0) return `SELECT 0 AS id, 0 AS k0, 0::real AS k1, 0 AS k2 WHERE false`;
    const withs = ctes.length ? `WITH ${ctes.join(', ')} ` : '';
    return `${withs}SELECT * FROM (${tiers.join(' UNION ALL ')}) t ORDER BY k0, k1 DESC, k2 DESC LIMIT ${limit}`;
  }
}

/**
 * A page whose keys are already chosen (see relevanceRows), with the list's scope and visibility
 * checked again on these rows: the keys come from a statement a moment ago, not from this one.
 */
function givenKeysPage(s: string, keys: RelevanceKey[], where: string[], p: SqlParams): string {
  const column = (name: keyof RelevanceKey, type: string) =>
    p.add(
      keys.map((k) => k[name]),
      `${type}[]`,
    );
  return `SELECT c.* FROM unnest(${column('id', 'int')}, ${column('k0', 'int')}, ${column('k1', 'real')},
                                 ${column('k2', 'int')}) AS c(id, k0, k1, k2)
            JOIN ${s}.gems g ON g.id = c.id WHERE ${where.join(' AND ')}`;
}

function positiveInt(value: number): number {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`limit must be a positive integer: ${value}`);
  return value;
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

/**
 * The SQL conditions a search is made of. Each adds its parameters on first use only (a statement
 * must not carry parameters it never uses) and reuses them after.
 */
function matchArms(search: SearchTerms, p: SqlParams) {
  const once = <T>(make: () => T) => {
    let value: T | undefined;
    return () => (value ??= make());
  };
  const tsq = once(() => `websearch_to_tsquery('english', ${p.add(search.text, 'text')})`);
  const fts = once(() => `(g.search_vector @@ ${tsq()})`);
  const partial = once(() =>
    search.likePatterns.length
      ? `(${search.likePatterns.map((pattern) => `g.search_text LIKE ${p.add(pattern, 'text')}`).join(' AND ')})`
      : undefined,
  );
  const canonical = once(() =>
    search.canonical ? `g.canonical_url = ${p.add(search.canonical, 'text')}` : undefined,
  );
  const exact = once(() => {
    const url = canonical();
    return `(lower(g.title) = ${p.add(search.lower, 'text')}${url ? ` OR ${url}` : ''})`;
  });
  // Every arm can use an index (GIN tsvector, GIN trigram, canonical_url), so OR stays a bitmap.
  const all = () => [fts(), partial(), canonical()].filter((arm): arm is string => Boolean(arm));
  return { tsq, fts, partial, exact, all };
}
