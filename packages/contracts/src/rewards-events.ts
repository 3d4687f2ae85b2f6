import { z } from 'zod';

/** Points counted for a user (not flagged, or approved by an admin). */
const zPointsAwardedV1 = z.object({
  pointEventId: z.number().int(),
  userId: z.number().int(),
  actionType: z.string(),
  points: z.number().int(),
  entityType: z.string().nullable(),
  entityId: z.number().int().nullable(),
  at: z.string(),
});

/** The facts rewards publishes. */
export const REWARDS_EVENTS = {
  'points.awarded': { version: 1, schema: zPointsAwardedV1 },
} as const;
