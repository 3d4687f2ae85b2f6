// Plain values (no schemas, no zod) that the web reads on the pages people land on. They live
// apart from the schemas that use them: a module's top-level schema calls stay in any bundle
// that imports one value from it, and with them zod's runtime (~20 KB gzipped a first load).

export const VISIBILITIES = ['public', 'followers', 'private'] as const;

/** The fixed category list of spec 01 §3. */
export const CATEGORIES = [
  'Art',
  'Bars & Nightlife',
  'Design',
  'Events',
  'Fashion',
  'Food & Drink',
  'Kids',
  'Lists',
  'Media',
  'Music',
  'News',
  'Outdoors',
  'Products',
  'Retail',
  'Services',
  'Travel',
] as const;
export const DEFAULT_CATEGORY = 'Article';

/** Explore sorts (spec 01 §2); `relevance` (the default with `search`) ranks exact title/URL first. */
export const GEM_SORTS = ['recent', 'alphabetical', 'domain', 'category', 'relevance'] as const;
export type GemSort = (typeof GEM_SORTS)[number];

/** Lists answer a JSON array (the spec's shape); the next page's cursor travels in this header. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/**
 * A readable companion of the httpOnly session cookie, set and cleared with it: it says only
 * "a session may exist", so the SPA asks GET /api/auth/me when there is one and a visitor's
 * browser makes no call that must fail (the answer to a visitor stays the spec's 401).
 */
export const SIGNED_IN_HINT_COOKIE = 'gems_signed_in';

const NUL = '\u0000';
/** Postgres text cannot hold NUL characters: refused as input, never a 500 later. */
export const noNul = (v: string) => !v.includes(NUL);

/** Spec 01 §5 and §9: a comment is non-blank and at most 500 characters. */
export const COMMENT_MAX = 500;
export const COMMENT_REQUIRED = 'Comment cannot be empty';
export const COMMENT_TOO_LONG = `Comment must be at most ${COMMENT_MAX} characters`;
