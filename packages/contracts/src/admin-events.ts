import { z } from 'zod';
import { EVENT } from './event-names.js';

/** Requests the gateway forwarded to one service in a window, by outcome (2xx/3xx, 4xx, 5xx). */
const zRequestCounts = z.object({
  service: z.string().min(1).max(64),
  success: z.number().int().nonnegative(),
  clientError: z.number().int().nonnegative(),
  serverError: z.number().int().nonnegative(),
});

/**
 * What a process counted in memory over about a minute (aggregates, never one event per request):
 * the gateway's requests per upstream service, a service's database statements.
 */
const zUsageCountedV1 = z.object({
  /** The process that counted: `gateway` or a service's name. */
  source: z.string().min(1).max(64),
  /** The UTC day the window started in. */
  date: z.iso.date(),
  requests: z.array(zRequestCounts).max(64).default([]),
  databaseQueries: z.number().int().nonnegative().default(0),
});

/** One admin mutation in any service, for the admin activity log (admin-metrics' admin_actions). */
const zAdminActionRecordedV1 = z.object({
  adminId: z.number().int(),
  /** The service the change was made in. */
  service: z.string().min(1).max(64),
  actionType: z.string().min(1).max(64),
  targetEntityType: z.string().min(1).max(64),
  targetEntityId: z.string().max(128),
  changes: z.record(z.string(), z.unknown()).nullable().default(null),
  at: z.string(),
});

export type UsageCountedV1 = z.infer<typeof zUsageCountedV1>;
export type AdminActionRecordedV1 = z.infer<typeof zAdminActionRecordedV1>;

/** Entries for EVENTS in events.ts. */
export const ADMIN_EVENTS = {
  [EVENT.usageCounted]: { version: 1, schema: zUsageCountedV1 },
  [EVENT.adminActionRecorded]: { version: 1, schema: zAdminActionRecordedV1 },
} as const;
