import { z } from 'zod';
import { zVisibility } from './common.js';

/**
 * Internal reads between services (never routed by the gateway, which serves /api paths alone):
 * the owner's current answer, for a replica that has not heard of something yet and for
 * decisions about privacy, which are never taken on a copy that may be late.
 */

/** GET /internal/gems/{id} and /internal/collections/{id} (curation). */
export const zInternalItemRef = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  visibility: zVisibility,
  title: z.string(),
  /** When the item last changed: a replica keeps the newer of this and its events. */
  updatedAt: z.string(),
});
export type InternalItemRef = z.infer<typeof zInternalItemRef>;

/** GET /internal/users/{id} (identity). */
export const zInternalUser = z.object({
  id: z.number().int(),
  username: z.string(),
  isPublic: z.boolean(),
  profileImageUrl: z.string().nullable(),
});
export type InternalUser = z.infer<typeof zInternalUser>;

/**
 * The caller's real address as the gateway works it out (TRUSTED_PROXIES, as for rate limits),
 * set on every request it forwards — a value a client sent under this name is replaced. Services
 * read it for the same-address referral check and a short link's distinct openers.
 */
export const CLIENT_ADDRESS_HEADER = 'x-gems-client-address';
