import { z } from 'zod';
import { zScrapeErrorType } from './scrape-events.js';

/** Send Feedback (spec 01 §5, §7). */
export const FEEDBACK_TYPES = ['bug', 'feature', 'improvement', 'general'] as const;
export const FEEDBACK_CATEGORIES = [
  'ui',
  'performance',
  'scraping',
  'authentication',
  'mobile',
  'other',
] as const;
const FEEDBACK_MISSING = 'Please fill in both title and description';

const requiredText = (max: number) =>
  z
    .string({ message: FEEDBACK_MISSING })
    .trim()
    .min(1, FEEDBACK_MISSING)
    .max(max, `Must be at most ${max} characters`);

export const zCreateFeedback = z.object({
  type: z.enum(FEEDBACK_TYPES, { message: 'Unknown feedback type' }).default('general'),
  title: requiredText(200),
  description: requiredText(5000),
  email: z
    .union([z.literal(''), z.email('Please enter a valid email address')])
    .optional()
    .transform((v) => v || undefined),
  category: z.enum(FEEDBACK_CATEGORIES, { message: 'Unknown category' }).optional(),
  browserInfo: z.string().max(1000).optional(),
  url: z.string().max(2048).optional(),
});
export type CreateFeedback = z.infer<typeof zCreateFeedback>;

export const zFeedback = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  email: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  priority: z.string(),
  category: z.string().nullable(),
  browserInfo: z.string().nullable(),
  url: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  adminNotes: z.string().nullable(),
});
export type Feedback = z.infer<typeof zFeedback>;

export const zResolveBody = z.object({ notes: z.string().trim().max(2000).optional().default('') });

export const zIncludeResolvedQuery = z.object({
  includeResolved: z
    .enum(['true', 'false'], { message: 'includeResolved must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});

/** A row of the scraper error log: repeated failures of one URL are one entry with a count. */
export const zScraperError = z.object({
  id: z.string(),
  url: z.string(),
  domain: z.string(),
  errorType: zScrapeErrorType,
  errorMessage: z.string(),
  errorStack: z.string().nullable(),
  timestamp: z.string(),
  firstSeen: z.string(),
  count: z.number().int(),
  userId: z.number().int().nullable(),
  resolved: z.boolean(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** The trace of the last failure, and where to open it when TRACE_UI_URL is configured. */
  traceId: z.string().nullable().optional(),
  traceUrl: z.string().nullable().optional(),
});
export type ScraperError = z.infer<typeof zScraperError>;

/** Services whose calls cost money (spec 02 §2), and the resources counted. */
export const API_SERVICES = ['google_maps', 'google_places', 'firecrawl', 'playwright'] as const;
/** The services behind the gateway, whose requests it counts (apiRequests). */
export const GATEWAY_SERVICES = [
  'identity',
  'curation',
  'social',
  'rewards',
  'scraper',
  'admin-metrics',
] as const;
export const RESOURCE_TYPES = ['scraping_operations', 'image_downloads', 'database_queries'] as const;

export const zCostsQuery = z
  .object({
    from: z.iso.date('from must be a date (YYYY-MM-DD)').optional(),
    to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to' });

/** GET /api/admin/costs/overview: cents, counts and bytes over a date range (UTC days). */
export const zCostsOverview = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    estimatedCost: z.number(),
    apiRequests: z.number(),
    scrapingOperations: z.number(),
    imageDownloads: z.number(),
  }),
  /** Paid APIs (kind `api`) and the requests the gateway forwarded to each service (kind `gateway`). */
  services: z.array(
    z.object({
      apiService: z.string(),
      kind: z.enum(['api', 'gateway']),
      totalCost: z.number(),
      totalRequests: z.number(),
      totalSuccess: z.number(),
      /** Client errors (4xx) and server errors (5xx, or a paid API's failures). */
      totalErrors: z.number(),
      totalClientErrors: z.number(),
      totalServerErrors: z.number(),
    }),
  ),
  resources: z.array(z.object({ resourceType: z.string(), totalCount: z.number(), totalSize: z.number() })),
  /** database_queries per service: the statements its connection pool ran. */
  databaseQueries: z.array(z.object({ service: z.string(), totalCount: z.number(), totalCost: z.number() })),
  daily: z.array(z.object({ date: z.string(), estimatedCost: z.number(), requests: z.number() })),
  prices: z.array(z.object({ key: z.string(), cents: z.number() })),
});
export type CostsOverview = z.infer<typeof zCostsOverview>;

export const zUpdatePrice = z.object({
  cents: z
    .number({ message: 'Price must be a number of cents' })
    .min(0, 'Price cannot be negative')
    .max(100_000),
});

/** POST /api/admin/scraper-errors/{id}/resolve: error-log ids are document ids. */
export const zScraperErrorParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id'),
});

/** PUT /api/admin/costs/prices/{key} */
export const zPriceKeyParams = z.object({ key: z.string().regex(/^[a-z_]{1,64}$/, 'Unknown price') });
export const zPrice = z.object({ key: z.string(), cents: z.number() });

/** GET /api/admin/actions: a page of them (cursor-paged). */
export const zAdminActionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

/** GET /api/admin/actions: admin mutations of every service, newest first. */
export const zAdminAction = z.object({
  id: z.number().int(),
  adminId: z.number().int(),
  service: z.string(),
  actionType: z.string(),
  targetEntityType: z.string().nullable(),
  targetEntityId: z.string().nullable(),
  changes: z.unknown().nullable(),
  createdAt: z.string(),
});
