import type pg from 'pg';
import type { LinkHealthFilter } from '@gems/contracts';
import { isoTimestamps } from '@gems/platform/db/iso-timestamps';
import { canNameStatements } from '@gems/platform/db/pool';
import { ident } from '@gems/platform/db/sql';
import { statementNames } from '@gems/platform/db/statement-names';
import { feedPageSql, type FeedPageOptions } from './feed-page-sql.js';
import { FeedTimelineHints } from './feed-timeline-hints.repository.js';
import { afterKeySql, keyOf, orderBySql, type GemOrdering, type Keyset } from './gem-keyset.js';
import type { SearchTerms } from './gem-search.js';
import {
  givenKeysPage,
  matchArms,
  PAGE_TEXT_TIER,
  relevancePage,
  type RelevanceKey,
} from './relevance-sql.js';
import { HEADLINE_OPTIONS } from './archives/match-snippet.js';
import { matchSnippetSql } from './archives/match-snippet-sql.js';
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
  /** Only gems whose link is broken (or moved): the owner's filter (issue 29 §4). */
  linkHealth?: LinkHealthFilter;
}

/**
 * The gem row's own content on its card, with the row's version (Postgres's xmin: every update of
 * the row changes it), so a copy kept elsewhere can tell whether it is still the row's. Its times
 * arrive as the ISO strings the API answers (isoTimestamps), never as Dates.
 */
export interface GemContentRow {
  id: number;
  version: string;
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
  published_at: string | null;
  author: string | null;
  source_image_url: string | null;
  image_srcset: string | null;
  created_at: string;
  updated_at: string;
  link_status: string;
  link_http_status: number | null;
  link_checked_at: string | null;
  link_moved_to: string | null;
}

/**
 * The rest of a card, read on every page: the creator card, the counters, the viewer's like, the
 * extra images and the row's keyset keys (k0, k1 …).
 */
export interface GemCardHead {
  id: number;
  version: string;
  user_id: number;
  username: string | null;
  profile_image_url: string | null;
  like_count: number;
  comment_count: number;
  liked: boolean;
  extra_image_urls: string[];
  saved_by_count?: number;
  /** The gem page: when its readable copy was taken, if it has one (issue 29 §2). */
  readable_copy_saved_at?: string | null;
  /** A search's match in the gem's readable copy only: ts_headline's passage (issue 29 §3). */
  match_snippet?: string | null;
  [key: `k${number}`]: unknown;
}

/** A gem row with everything its card shows, as one statement answers it. */
export type GemCardRow = GemCardHead & GemContentRow;

/** Which columns a card statement reads: the whole card, or its head only (content kept apart). */
export type CardColumns = 'card' | 'head';

const CONTENT_COLUMNS = `g.title, g.description, g.user_note, g.url, g.canonical_url, g.image_url,
             g.domain, g.categories, g.tags, g.visibility, g.is_bookmark, g.site_name, g.logo_url,
             g.published_at, g.author, g.source_image_url, g.image_srcset, g.created_at, g.updated_at,
             g.link_status, g.link_http_status, g.link_checked_at, g.link_moved_to`;

/** The home feed newest first: the page feedPageSql reads (other feeds go the general way). */
const isFeedPage = (query: GemCardQuery) =>
  query.scope.kind === 'feed' && !query.search && query.ordering === 'recent';

/**
 * Gem cards in one statement: the page of gems (visibility, scope, filters, keyset) is chosen
 * first, then only those rows are joined to the creator card, counters, the viewer's like and the
 * extra images, so a feed page costs one round trip whatever its length.
 */
export class GemCardsRepository {
  private readonly s: string;
  private readonly named: boolean;
  /**
   * Statement names by text, remembered (hashing a ~2 KB text on every page showed in the feed's
   * profile). Shapes are few (scope × ordering × filters); the bound only guards against surprises.
   */
  private readonly nameOf = statementNames(512, 'gem_cards_');
  /** `contents`' statement: one text per schema, named once. */
  private readonly contentsStatement: pg.QueryConfig;
  /** Which home-feed statement suits a viewer (issue 33). */
  private readonly timelines: FeedTimelineHints;

  constructor(
    private readonly pool: pg.Pool,
    schema: string,
  ) {
    this.s = ident(schema);
    this.named = canNameStatements(pool);
    this.timelines = new FeedTimelineHints(pool, schema);
    const text = `SELECT g.id, g.xmin::text AS version, g.user_id, ${CONTENT_COLUMNS}
                    FROM ${this.s}.gems g WHERE g.id = ANY($1::int[])`;
    this.contentsStatement = {
      name: this.named ? this.nameOf({ sql: text }) || undefined : undefined,
      text,
      types: isoTimestamps,
    };
  }

  page(query: GemCardQuery): Promise<{ rows: GemCardRow[]; next?: Keyset }>;
  page(query: GemCardQuery, columns: CardColumns): Promise<{ rows: GemCardHead[]; next?: Keyset }>;
  async page(
    query: GemCardQuery,
    columns: CardColumns = 'card',
  ): Promise<{ rows: GemCardHead[]; next?: Keyset }> {
    const rows =
      query.search && query.ordering === 'relevance'
        ? await this.relevanceRows({ ...query, limit: query.limit + 1 }, columns)
        : await this.rows({ ...query, limit: query.limit + 1 }, columns);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      rows: page,
      next: rows.length > query.limit && last ? keyOf(query.ordering, last) : undefined,
    };
  }

  private async rows(query: GemCardQuery, columns: CardColumns): Promise<GemCardHead[]> {
    const feed = isFeedPage(query) ? { timeline: await this.timelines.hasTimeline(query.viewerId) } : {};
    return (await this.pool.query<GemCardHead>(this.statement(query, columns, feed))).rows;
  }

  /** The content of these gems (those that still exist), each with its row's version. */
  async contents(ids: number[]): Promise<GemContentRow[]> {
    return (await this.pool.query<GemContentRow>({ ...this.contentsStatement, values: [ids] })).rows;
  }

  /**
   * Lists without a search run as named statements: planning this statement costs as much as
   * running it (about 2 ms each at 200k gems), and a named one is planned once per connection
   * and then reused (Postgres keeps the generic plan once it is no worse than a fresh one). The
   * name is the text's hash, so each shape of statement gets its own. A search keeps a fresh plan
   * per call: how many rows its words match decides the plan; the cards joined to the keys it
   * chose are named like a list.
   */
  private statement(
    query: GemCardQuery,
    columns: CardColumns = 'card',
    feed: FeedPageOptions = {},
  ): pg.QueryConfig {
    const { sql: text, values } = this.build(query, columns, feed);
    const types = isoTimestamps;
    if (!this.named || (query.search && !query.keys)) return { text, values, types };
    return { name: this.nameOf({ sql: text }) || undefined, text, values, types };
  }

  /**
   * A search page in two statements. The first chooses the page's keys (every tier in one
   * statement, the partial-word tier read only when the others leave the page short): it is small
   * and planned on every call, because how many rows the words match decides between an index
   * walk and a bitmap scan. The second joins the cards to those keys and is named by its shape
   * (planned once per connection), like the lists: planning it was most of a search's planning.
   */
  private async relevanceRows(query: GemCardQuery, columns: CardColumns): Promise<GemCardHead[]> {
    const keys = (await this.pool.query<RelevanceKey>(this.statement({ ...query, keys: undefined }))).rows;
    if (keys.length === 0) return [];
    const cards = this.statement({ ...query, after: undefined, keys }, columns);
    return (await this.pool.query<GemCardHead>(cards)).rows;
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

  /**
   * The statement, exposed for EXPLAIN in tests and benchmarks. `feed.timeline: false` leaves out
   * the home feed's timeline branch (for a viewer who has none; the default reads it when there).
   */
  build(
    query: GemCardQuery,
    columns: CardColumns = 'card',
    feed: FeedPageOptions = {},
  ): { sql: string; values: unknown[] } {
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
    if (query.linkHealth) where.push(`g.link_status = ${p.add(query.linkHealth, 'text')}`);

    const search = query.search;
    const ordering = query.ordering;
    // A literal, not a parameter: a generic plan for `LIMIT $n` assumes a tenth of the table and
    // picks hash joins over every row (120 ms instead of 1.5 ms).
    const limit = String(positiveInt(query.limit));
    let page: string;
    let keyCount: number;
    if (search && ordering === 'relevance') {
      if (!query.keys)
        return { sql: relevancePage(this.s, search, where, query.after, limit, p), values: p.values };
      page = givenKeysPage(this.s, query.keys, where, p);
      keyCount = 3;
    } else if (isFeedPage(query)) {
      // where[0] is the feed's own scope, which feedPageSql replaces (issue 33).
      page = feedPageSql(s, viewer, where.slice(1), query.after, limit, p, feed);
      keyCount = 2;
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
           (SELECT count(*)::int FROM ${s}.gems d WHERE d.canonical_url = g.canonical_url) END AS saved_by_count,
         (SELECT a.saved_at FROM ${s}.gem_archives a
           WHERE a.gem_id = g.id AND a.html_gz IS NOT NULL) AS readable_copy_saved_at`
      : '';
    // A match in the saved page's text alone is shown by a passage around the words (issue 29 §3).
    const snippet =
      search && query.keys
        ? `, CASE WHEN c.k0 = ${PAGE_TEXT_TIER} THEN ${matchSnippetSql(
            s,
            'g.id',
            matchArms(search, p).tsq(),
            p.add(search.text, 'text'),
            p.add(HEADLINE_OPTIONS, 'text'),
          )} END AS match_snippet`
        : '';
    const sql = `
      SELECT g.id, g.xmin::text AS version, g.user_id,${columns === 'card' ? ` ${CONTENT_COLUMNS},` : ''}
             uc.username, uc.profile_image_url,
             coalesce(st.like_count, 0) AS like_count, coalesce(st.comment_count, 0) AS comment_count,
             EXISTS (SELECT 1 FROM ${s}.gem_likes l WHERE l.gem_id = g.id AND l.user_id = ${viewer}) AS liked,
             ARRAY(SELECT i.image_url FROM ${s}.gem_images i
                    WHERE i.gem_id = g.id AND i.image_url <> g.image_url ORDER BY i.id) AS extra_image_urls,
             ${kNames.join(', ')}${savedBy}${snippet}
        FROM (${page}) c
        JOIN ${s}.gems g ON g.id = c.id
        LEFT JOIN ${s}.user_cards uc ON uc.user_id = g.user_id
        LEFT JOIN ${s}.gem_stats st ON st.gem_id = g.id
       ORDER BY ${orderBySql(ordering, kNames)}`;
    return { sql, values: p.values };
  }
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
