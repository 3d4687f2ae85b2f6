import { z } from 'zod';
import { EVENT } from './event-names.js';

/**
 * Link health (issue 29 §4): whether a gem's address still answers. `moved` when it now redirects
 * permanently (301/308) elsewhere, `broken` after two consecutive failed checks (404, 410, no such
 * host, connection refused), `unchecked` until the first conclusive check.
 */
export const LINK_HEALTH_STATUSES = ['ok', 'moved', 'broken', 'unchecked'] as const;
export type LinkHealthStatus = (typeof LINK_HEALTH_STATUSES)[number];

export const zLinkHealth = z.object({
  status: z.enum(LINK_HEALTH_STATUSES),
  /** The status the last check got (the permanent redirect's for `moved`); null: no HTTP answer. */
  httpStatus: z.number().int().nullable(),
  /** ISO instant of the last check; null before the first. */
  checkedAt: z.string().nullable(),
  /** Where a moved address leads now (the final address after its redirects). */
  movedTo: z.string().nullable(),
});
export type LinkHealth = z.infer<typeof zLinkHealth>;

/** The owner's list filters (GET /api/gems?feed=mine&linkHealth=broken). */
const LINK_HEALTH_FILTERS = ['broken', 'moved'] as const;
export const zLinkHealthFilter = z.enum(LINK_HEALTH_FILTERS, {
  message: 'linkHealth must be broken or moved',
});
export type LinkHealthFilter = z.infer<typeof zLinkHealthFilter>;

/**
 * POST /internal/links/check (scraper): what checking an address found, facts only — curation
 * decides what they mean for the gem (services/curation/src/links/link-health-rules.ts).
 */
export const zLinkCheckFacts = z.object({
  /** The final answer's status; null when no answer came (see `failure`). */
  httpStatus: z.number().int().nullable(),
  /** The address that answered, after redirects. */
  finalUrl: z.string(),
  /** Each redirect's status, in order (empty: the address answered itself). */
  redirects: z.array(z.number().int()),
  /** GET was needed because the site refused HEAD. */
  usedGet: z.boolean(),
  /** Why no answer came: no such host, refused, timed out, other network trouble, our own rules. */
  failure: z.enum(['unknown-host', 'refused', 'timeout', 'network', 'policy', 'redirects']).nullable(),
});
export type LinkCheckFacts = z.infer<typeof zLinkCheckFacts>;

/** How many broken links one notification names; the rest are counted. */
export const LINKS_BROKEN_LISTED_MAX = 20;

/**
 * gem.links-broken: one owner's links that became broken since their last weekly notice — one
 * event per owner and week, never one per link (social writes one notification from it).
 */
const zGemLinksBrokenV1 = z.object({
  userId: z.number().int(),
  /** The newly broken gems, up to LINKS_BROKEN_LISTED_MAX. */
  gems: z.array(z.object({ gemId: z.number().int(), title: z.string(), url: z.string() })),
  /** All newly broken gems, listed or not. */
  total: z.number().int().positive(),
  /** The week (its Monday, YYYY-MM-DD, UTC) the notice is for. */
  week: z.string(),
});
export type GemLinksBrokenV1 = z.infer<typeof zGemLinksBrokenV1>;

/** Entries for EVENTS in events.ts. */
export const LINK_HEALTH_EVENTS = {
  [EVENT.gemLinksBroken]: { version: 1, schema: zGemLinksBrokenV1 },
} as const;
