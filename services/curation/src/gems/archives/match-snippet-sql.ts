// The SQL of a page-text card's snippet (issue 29 §3): ts_headline over a short window of the
// copy's text around its first match, not over the whole text. ts_headline parses and stems every
// word it is given: over a whole ~7 KB copy it cost ~0.8 ms a card, most of a page-text search's
// time; finding the window and marking it costs ~0.3 ms.

/** Characters of text kept before the first match, and in all: ~25 and ~65 words, for 22. */
const WINDOW_BEFORE = 160;
const WINDOW_CHARS = 400;

/**
 * One snippet for the copy of `gem`. The first match is found by one case-blind regular
 * expression of the query's stems, each less its last letter past four letters ("estuari" finds
 * "estuary" and "estuaries"), a plain scan with no parsing. A stem found inside another word, or a
 * word the stem is not a prefix of, leaves the window without a match: ts_headline then marks
 * nothing and the whole text is read as before, so the window is a shortcut, never a different
 * answer. The pattern does not depend on the row: Postgres computes it once per statement.
 * `OFFSET 0` keeps the window's headline a subquery: flattened, the CASE computed it twice.
 */
export function matchSnippetSql(
  s: string,
  gem: string,
  tsquery: string,
  searchText: string,
  options: string,
): string {
  // Every character but letters and digits escaped: a stem may hold dots (a host name) or others.
  const pattern = String.raw`(SELECT string_agg(regexp_replace(CASE WHEN length(l) > 4 THEN left(l, -1) ELSE l END,
                                      '([^[:alnum:]])', '\\\1', 'g'), '|')
                     FROM unnest(tsvector_to_array(to_tsvector('english', ${searchText}))) l)`;
  const first = `nullif(regexp_instr(a.text, ${pattern}, 1, 1, 0, 'i'), 0)`;
  return `(SELECT CASE WHEN strpos(w.h, chr(2)) > 0 THEN w.h
                       ELSE ts_headline('english', a.text, ${tsquery}, ${options}) END
             FROM ${s}.gem_archives a
             CROSS JOIN LATERAL (SELECT ts_headline('english',
                                   substr(a.text, greatest(1, ${first} - ${WINDOW_BEFORE}), ${WINDOW_CHARS}),
                                   ${tsquery}, ${options}) AS h OFFSET 0) w
            WHERE a.gem_id = ${gem})`;
}
