// The home feed's statement as curation runs it (GemCardsRepository.build, the cards' heads), and
// the one it ran before issue 33 (the newest gems of everyone, filtered by the followees), so a
// benchmark measures both on the same data in the same session.
import type {
  GemCardQuery,
  GemCardsRepository,
} from '../../services/curation/src/gems/gem-cards.repository.js';

export interface FeedStatement {
  label: 'issue 33' | 'before';
  name: string;
  sql: string;
  values: unknown[];
}

export function feedStatements(
  repository: GemCardsRepository,
  schema: string,
  query: GemCardQuery,
): FeedStatement[] {
  const now = repository.build(query, 'head');
  // The list statement for the viewer's own gems (the same shape, keyset and all), its scope
  // swapped for the feed's scope before issue 33.
  const mine = repository.build({ ...query, scope: { kind: 'mine' } }, 'head');
  const own = 'g.user_id = $1::int';
  if (mine.sql.split(own).length !== 2) throw new Error('the list statement changed shape');
  const s = `"${schema}"`;
  const sql = mine.sql.replace(
    own,
    `(g.user_id = $1::int OR (g.visibility <> 'private' AND g.user_id IN
       (SELECT ff.followed_id FROM ${s}.follows ff WHERE ff.follower_id = $1::int)))`,
  );
  const page = query.after ? 'deep' : 'first';
  return [
    { label: 'issue 33', name: `feed_now_${page}`, ...now },
    { label: 'before', name: `feed_before_${page}`, sql, values: mine.values },
  ];
}
