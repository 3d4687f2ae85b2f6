import { z } from 'zod';

/** POST /api/scrape body (spec 01 §7). */
export const zScrapeRequest = z.object({
  url: z.string({ message: 'URL is required' }).trim().min(1, 'URL is required').max(2048, 'URL is too long'),
  extractIndividualLocations: z.boolean().optional().default(false),
});
export type ScrapeRequest = z.infer<typeof zScrapeRequest>;
