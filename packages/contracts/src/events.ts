import { z } from 'zod';
import { EVENT } from './event-names.js';
import { SCRAPE_EVENTS } from './scrape-events.js';
import { CURATION_EVENTS } from './curation-events.js';
import { SOCIAL_EVENTS } from './social-events.js';
import { ADMIN_EVENTS } from './admin-events.js';
import { LINK_HEALTH_EVENTS } from './link-health-events.js';

/** Every event travels in this envelope (DESIGN house rule 6). Consumers ignore unknown fields. */
export const zEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  producer: z.string(),
  traceparent: z.string().optional(),
  data: z.unknown(),
});
export type Envelope<T = unknown> = Omit<z.infer<typeof zEnvelope>, 'data'> & { data: T };

/** Aggregates whose subjects the event stream carries (`<aggregate>.<past-tense verb>`). */
export const EVENT_AGGREGATES = [
  'user',
  'gem',
  'collection',
  'comment',
  'follow',
  'points',
  'scrape',
  'usage',
  'admin',
  'mail',
] as const;

const zUserRegisteredV1 = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPublic: z.boolean(),
  referredBy: z.string().nullable(),
  createdAt: z.string(),
  /** The referrer named by `referredBy` (rewards credits them). */
  referrerId: z.number().int().nullable().optional(),
  /** The invite code of an `?invite=` sign-up, as given (rewards checks it). */
  inviteCode: z.string().nullable().optional(),
  /** A one-way hash of the sign-up's network address (rewards' same-address referral check). */
  signupAddress: z.string().nullable().optional(),
});
const zUserUpdatedV1 = z.object({
  userId: z.number().int(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  isPublic: z.boolean(),
});
const zUserDeletedV1 = z.object({ userId: z.number().int(), deletedBy: z.number().int().nullable() });
/**
 * Identity has a message to send (issue 32). Only the id travels: the message itself, which may
 * carry a reset link, waits in identity's outgoing_mails table until its consumer sends it.
 */
const zMailRequestedV1 = z.object({ mailId: z.uuid() });

/** Subject → schema of its current version. Later issues add their events here. */
export const EVENTS = {
  [EVENT.userRegistered]: { version: 1, schema: zUserRegisteredV1 },
  [EVENT.userUpdated]: { version: 1, schema: zUserUpdatedV1 },
  [EVENT.userDeleted]: { version: 1, schema: zUserDeletedV1 },
  [EVENT.mailRequested]: { version: 1, schema: zMailRequestedV1 },
  ...SCRAPE_EVENTS,
  ...CURATION_EVENTS,
  ...SOCIAL_EVENTS,
  ...ADMIN_EVENTS,
  ...LINK_HEALTH_EVENTS,
} as const;
export type EventType = keyof typeof EVENTS;
export type EventData<T extends EventType> = z.infer<(typeof EVENTS)[T]['schema']>;
