import type { Env } from '@gems/platform/config';
import { startService } from '@gems/platform/service';
import { loadScraperConfig } from './config.js';
import { busScrapeEvents } from './events/scrape-events.js';
import { systemResolver, type HostResolver } from './fetch/host-resolver.js';
import { createFetcher } from './fetch/safe-fetcher.js';
import { chooseBrowser } from './render/browser-choice.js';
import { PlaywrightRenderer } from './render/playwright-renderer.js';
import { PreviewCache } from './scrape/preview-cache.js';
import { ScrapeService } from './scrape/scrape.service.js';
import { scrapeRoutes } from './http/routes/scrape.routes.js';
import { internalRoutes } from './http/routes/internal.routes.js';
import { ImageFetchService } from './images/image-fetch.service.js';
import { ReadableFetchService } from './readable/readable-fetch.service.js';
import { LinkCheckService } from './links/link-check.service.js';

export interface ScraperOverrides {
  /** Name resolution (tests make names resolve to fixture addresses). */
  resolver?: HostResolver;
}

/**
 * The scraper: link previews, and preview images and readable copies fetched for curation to keep. It stores nothing (Postgres is only the embedded bus's home when
 * NATS_URL is unset); its outcomes go to the bus for the admin panels.
 */
export function startScraper(env: Env, overrides: ScraperOverrides = {}) {
  const config = loadScraperConfig(env);
  return startService({
    name: 'scraper',
    config,
    compose({ cache, bus }, { logger }) {
      const fetcher = createFetcher({
        policy: { allowedPorts: config.SCRAPER_ALLOWED_PORTS, allowHosts: config.SCRAPER_ALLOW_HOSTS },
        resolver: overrides.resolver ?? systemResolver,
        userAgent: config.SCRAPER_USER_AGENT,
        maxBytes: config.SCRAPER_MAX_BYTES,
        maxRedirects: config.SCRAPER_MAX_REDIRECTS,
      });
      // The rendering fallback uses the same browser lookup as the browser tests.
      const { executablePath: browser, rendering } = chooseBrowser(config, env);
      const renderer = browser
        ? PlaywrightRenderer.create({
            executablePath: browser,
            concurrency: config.SCRAPER_RENDER_CONCURRENCY,
            fetcher,
            userAgent: config.SCRAPER_USER_AGENT,
            logger,
          })
        : null;
      if (browser) logger.info(`rendering fallback: ${rendering}`);
      else logger.warn(`rendering fallback ${rendering}`);
      const events = busScrapeEvents(bus, logger);
      const scraper = new ScrapeService({
        fetcher,
        renderer,
        cache: new PreviewCache(cache, config.SCRAPER_CACHE_TTL_SECONDS),
        events,
        logger,
        options: {
          budgetMs: config.SCRAPER_BUDGET_MS,
          fetchTimeoutMs: config.SCRAPER_FETCH_TIMEOUT_MS,
          renderTimeoutMs: config.SCRAPER_RENDER_TIMEOUT_MS,
          probeTimeoutMs: config.SCRAPER_PROBE_TIMEOUT_MS,
        },
      });
      return {
        // The extension may send the page's HTML: up to 5 MB, escaped as a JSON string.
        bodyLimitBytes: 11 * 1024 * 1024,
        routers: [
          scrapeRoutes({ scraper }),
          internalRoutes({
            scraper,
            images: new ImageFetchService({
              fetcher,
              events,
              logger,
              options: {
                timeoutMs: config.SCRAPER_IMAGE_TIMEOUT_MS,
                maxBytes: config.SCRAPER_IMAGE_MAX_BYTES,
              },
            }),
            readable: new ReadableFetchService({
              fetcher,
              events,
              options: {
                timeoutMs: config.SCRAPER_FETCH_TIMEOUT_MS,
                maxBytes: config.SCRAPER_MAX_BYTES,
              },
            }),
            links: new LinkCheckService({
              fetcher,
              events,
              logger,
              options: { timeoutMs: config.SCRAPER_LINK_CHECK_TIMEOUT_MS },
            }),
          }),
        ],
        describe: { rendering },
        async close() {
          await renderer?.close();
          await events.flush();
        },
      };
    },
  });
}
