import { z } from 'zod';
import { envBool, envPort, envString, parseConfig, zBaseServiceEnv, type Env } from '@gems/platform/config';

const list = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

const zScraperEnv = zBaseServiceEnv.extend({
  PORT: envPort(4005),
  HOST: z.string().default('127.0.0.1'),
  EVENTBUS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .default('eventbus'),
  /** The whole scrape (fetch, render, image check), kept under the client's 15 s (spec 01 §9). */
  SCRAPER_BUDGET_MS: z.coerce.number().int().min(1000).max(60_000).default(14_000),
  SCRAPER_FETCH_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  SCRAPER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(8_000),
  SCRAPER_PROBE_TIMEOUT_MS: z.coerce.number().int().min(200).max(30_000).default(3_000),
  SCRAPER_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  SCRAPER_MAX_REDIRECTS: z.coerce.number().int().min(0).max(10).default(5),
  /** Ports a scraped URL may use. */
  SCRAPER_ALLOWED_PORTS: list('80,443')
    .transform((ports) => ports.map(Number))
    .pipe(
      z.array(z.number().int('entries are port numbers').min(1).max(65535)).min(1, 'needs at least one port'),
    ),
  /** `host:port` entries reachable whatever their address: test fixture servers only. */
  SCRAPER_ALLOW_HOSTS: list('').pipe(
    z.array(z.string().regex(/^[^\s:]+:\d+$|^\[[0-9a-f:.]+\]:\d+$/i, 'entries are host:port')),
  ),
  SCRAPER_USER_AGENT: z
    .string()
    .default(
      'Mozilla/5.0 (compatible; GemsPreview/1.0; link previews for Gems) AppleWebKit/537.36 (KHTML, like Gecko)',
    ),
  /** Seconds a preview stays cached (spec: 10 minutes); 0 turns the cache off. */
  SCRAPER_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** Render script-built pages in a headless browser when one is installed. */
  SCRAPER_RENDERER: envBool(true),
  /**
   * The browser for the rendering fallback; unset: found like the browser tests find it
   * (CHROMIUM_PATH, then PATH, then the usual install paths: render/browser-choice.ts).
   */
  SCRAPER_BROWSER_PATH: envString(),
  SCRAPER_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  /** A preview image fetched to be kept (issue 29 §1): its time and size caps. */
  SCRAPER_IMAGE_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  SCRAPER_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /** A link check (issue 29 §4): HEAD, and GET when HEAD is refused, each within this time. */
  SCRAPER_LINK_CHECK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8_000),
});
export type ScraperConfig = z.infer<typeof zScraperEnv>;

export const loadScraperConfig = (env: Env): ScraperConfig => parseConfig(zScraperEnv, env);
