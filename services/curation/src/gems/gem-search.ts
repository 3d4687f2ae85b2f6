import { canonicalUrl } from '../urls/canonical-url.js';

/** An explore search as the SQL needs it. */
export interface SearchTerms {
  /** The text as typed (trimmed): full-text query and exact URL match. */
  text: string;
  lower: string;
  /** LIKE patterns (lower-case, escaped) of the words long enough for trigram matching. */
  likePatterns: string[];
  /** The canonical form when the text is a URL, to match a gem's page exactly. */
  canonical: string | null;
}

const MAX_WORDS = 8;
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchTerms(text: string): SearchTerms {
  const lower = text.toLowerCase();
  const words = [...new Set(lower.split(/\s+/).filter((w) => w.length >= 3))].slice(0, MAX_WORDS);
  const canonical = /^https?:\/\//i.test(text) ? canonicalUrl(text) : null;
  return { text, lower, likePatterns: words.map((w) => `%${escapeLike(w)}%`), canonical };
}
