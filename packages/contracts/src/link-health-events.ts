import { z } from 'zod';
import { EVENT } from './event-names.js';

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
