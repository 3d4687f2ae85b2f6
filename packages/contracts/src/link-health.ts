import { z } from 'zod';

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
