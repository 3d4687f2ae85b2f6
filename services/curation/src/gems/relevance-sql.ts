// Explore search's SQL: the relevance tiers that choose a search page's keys, the page of cards
// joined to keys already chosen, and the match conditions every search ordering shares.
import type { Keyset } from './gem-keyset.js';
import type { SearchTerms } from './gem-search.js';
import type { SqlParams } from './sql-params.js';

/**
 * How many of the newest full-text matches a search ranks. Ranking every match of a very common
 * word reads and ranks the whole table (guide: 250 ms at 200k gems); older matches follow the
 * ranked ones, newest first.
 */
export const RANKED_MATCHES = 500;

/** A relevance page's row before its card is joined: (tier, rank, id), as relevancePage keys it. */
export interface RelevanceKey {
  id: number;
  k0: number;
  k1: number;
  k2: number;
}

/**
 * The keys of a relevance page, in tiers: 0 exact title or page URL; 1 full-text matches, the
 * newest RANKED_MATCHES by ts_rank (weights: title and domain, then tags and categories, then
 * description and note) and the older ones after them newest first (rank -1); 2 partial words
 * only (pg_trgm substring match), newest first; 3 words of the saved page's readable copy only
 * (issue 29 §3: below every match in the gem's own fields), newest first. The key is (tier, rank,
 * id). The partial tier's scan runs only when the first tiers leave the page short (a one-time
 * filter), so a common whole word never scans every trigram match that full-text search already
 * found; the page-text tier likewise runs only when the tiers above leave the page short, so a
 * search its gems' own fields answer never reads gem_archives.
 */
export function relevancePage(
  s: string,
  search: SearchTerms,
  where: string[],
  after: Keyset | undefined,
  limit: string,
  p: SqlParams,
): string {
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
  const tiers: string[] = [];
  /** What the tiers above a tier found, for its one-time "page still short" filter. */
  const above: string[] = [];
  if (first.length > 0) {
    ctes.push(
      `firsts AS MATERIALIZED (SELECT * FROM (${first.join(' UNION ALL ')}) t
         ORDER BY k0, k1 DESC, k2 DESC LIMIT ${limit})`,
    );
    tiers.push(`(SELECT * FROM firsts)`);
    above.push('(SELECT count(*) FROM firsts)');
  }
  const short = () => (above.length ? [`${above.join(' + ')} < ${limit}`] : []);
  if (partial && from <= 2) {
    ctes.push(
      `partials AS MATERIALIZED ${gems(2, '0', [
        partial,
        `NOT ${arms.fts()}`,
        `NOT ${arms.exact()}`,
        ...(at(2) ? [idBefore()] : []),
        ...short(),
      ])}`,
    );
    tiers.push(`(SELECT * FROM partials)`);
    above.push('(SELECT count(*) FROM partials)');
  }
  tiers.push(
    ...pageTextTiers(s, arms, where, limit, above, at(PAGE_TEXT_TIER) ? String(afterId) : undefined, p, ctes),
  );
  if (tiers.length === 0) return `SELECT 0 AS id, 0 AS k0, 0::real AS k1, 0 AS k2 WHERE false`;
  const withs = ctes.length ? `WITH ${ctes.join(', ')} ` : '';
  return `${withs}SELECT * FROM (${tiers.join(' UNION ALL ')}) t ORDER BY k0, k1 DESC, k2 DESC LIMIT ${limit}`;
}

/** The tier of matches in a saved page's readable copy only (issue 29 §3): the last one. */
export const PAGE_TEXT_TIER = 3;

/**
 * How many of the newest gem ids (below the page's start) the page-text tier looks in first. A word
 * in many copies fills the page from them, so the copies' index hits outside them are never read
 * from the table (20,000 hits for a word in 1 copy in 10 at 200k gems); a rarer word, or a scope
 * few of them belong to, goes on to the older copies, as before.
 */
export const PAGE_TEXT_WINDOW = 5000;

/**
 * Gems whose readable copy has the words and whose own fields do not, newest first, in two
 * windows: the copies of the newest PAGE_TEXT_WINDOW gem ids, then, only when those leave the page short (a
 * one-time filter), every older copy. Every id of the first window is above every id of the
 * second, so the order is exactly newest first. Each window reads the copies' GIN index first
 * (the TID bitmap of the words ANDed with the primary key's range, so only the window's hits are
 * fetched): walking gems newest first and testing each copy's vector instead (the plan a low row
 * estimate chooses) reads every copy for a word none has; gem_archive_hit (always true, costed
 * high: migration 20261127100000) keeps a scan of every copy from looking cheaper than the index.
 * The gems' own conditions (scope, visibility, category) are the same as every tier's: a visitor
 * never finds a private gem by its page's words.
 */
function pageTextTiers(
  s: string,
  arms: ReturnType<typeof matchArms>,
  where: string[],
  limit: string,
  above: string[],
  afterId: string | undefined,
  p: SqlParams,
  ctes: string[],
): string[] {
  const partial = arms.partial();
  const below = afterId === undefined ? undefined : p.add(afterId, 'int');
  const short = (more: string[]) => {
    const found = [...above, ...more];
    return found.length ? [`${found.join(' + ')} < ${limit}`] : [];
  };
  const hits = (range: string, extra: string[]) =>
    `SELECT a.gem_id FROM ${s}.gem_archives a
      WHERE a.search_vector @@ ${arms.tsq()} AND ${range}${below ? ` AND a.gem_id < ${below}` : ''}
        AND ${[...extra, `${s}.gem_archive_hit(a.gem_id)`].join(' AND ')}`;
  // LATERAL: each hit is one primary-key lookup of its gem, in the hits' order, so the walk stops
  // at the page's end (a join the planner may choose instead reads every gem).
  const walk = (from: string, more: string[]) =>
    `SELECT g.id, ${PAGE_TEXT_TIER} AS k0, 0::real AS k1, g.id AS k2
       FROM (SELECT gem_id FROM ${from} ORDER BY gem_id DESC) h
       CROSS JOIN LATERAL (SELECT g.id FROM ${s}.gems g WHERE ${[
         'g.id = h.gem_id',
         ...where,
         `NOT ${arms.fts()}`,
         `NOT ${arms.exact()}`,
         ...(partial ? [`NOT ${partial}`] : []),
         ...short(more),
       ].join(' AND ')}) g
      ORDER BY h.gem_id DESC LIMIT ${limit}`;
  ctes.push(
    // The window is a range of ids (one probe of the primary key's end), not a count of rows:
    // counting 5,000 index entries cost ~2 ms. Gem ids are dense and most gems have a copy.
    `page_floor AS MATERIALIZED (SELECT coalesce((SELECT max(a.gem_id) FROM ${s}.gem_archives a
       ${below ? `WHERE a.gem_id < ${below}` : ''}), 0) - ${PAGE_TEXT_WINDOW} AS lo)`,
    `recent_hits AS MATERIALIZED (${hits(`a.gem_id >= (SELECT lo FROM page_floor)`, short([]))})`,
    `recent_pages AS MATERIALIZED (${walk('recent_hits', [])})`,
    `older_hits AS MATERIALIZED (${hits(
      // `+ 0`: not a range for the primary key's index. The older window is most of the table,
      // and ANDing its bitmap (every older id) with the words' cost more than the few hits it saves.
      `a.gem_id + 0 < (SELECT lo FROM page_floor)`,
      short(['(SELECT count(*) FROM recent_pages)']),
    )})`,
  );
  return [`(SELECT * FROM recent_pages)`, `(${walk('older_hits', ['(SELECT count(*) FROM recent_pages)'])})`];
}

/**
 * A page whose keys are already chosen (see relevanceRows), with the list's scope and visibility
 * checked again on these rows: the keys come from a statement a moment ago, not from this one.
 */
export function givenKeysPage(s: string, keys: RelevanceKey[], where: string[], p: SqlParams): string {
  const column = (name: keyof RelevanceKey, type: string) =>
    p.add(
      keys.map((k) => k[name]),
      `${type}[]`,
    );
  return `SELECT c.* FROM unnest(${column('id', 'int')}, ${column('k0', 'int')}, ${column('k1', 'real')},
                                 ${column('k2', 'int')}) AS c(id, k0, k1, k2)
            JOIN ${s}.gems g ON g.id = c.id WHERE ${where.join(' AND ')}`;
}

/**
 * The SQL conditions a search is made of. Each adds its parameters on first use only (a statement
 * must not carry parameters it never uses) and reuses them after.
 */
export function matchArms(search: SearchTerms, p: SqlParams) {
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
