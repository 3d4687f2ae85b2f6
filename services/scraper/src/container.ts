import type pg from 'pg';
import type { Logger } from '@gems/platform/logger';
import { createPool, pingPool } from '@gems/platform/db/pool';
import { createCache } from '@gems/platform/cache';
import { createEventBus } from '@gems/platform/events';
import { createTokenVerifier } from '@gems/platform/auth/token-verifier';
import { identityRevocations } from '@gems/platform/auth/revocations';
import { ConfigError } from '@gems/platform/config';
import type { ScraperConfig } from './config.js';
import { busScrapeEvents } from './events/scrape-events.js';
import { systemResolver, type HostResolver } from './fetch/host-resolver.js';
import { createFetcher } from './fetch/safe-fetcher.js';
import { PlaywrightRenderer } from './render/playwright-renderer.js';
import { PreviewCache } from './scrape/preview-cache.js';
import { ScrapeService } from './scrape/scrape.service.js';

export interface ContainerOverrides {
  /** Name resolution (tests make names resolve to fixture addresses). */
  resolver?: HostResolver;
}

/** The scraper's composition root: picks adapters by configuration and wires the service. */
export async function createContainer(
  config: ScraperConfig,
  logger: Logger,
  overrides: ContainerOverrides = {},
) {
  if (!config.NATS_URL && !config.DATABASE_URL)
    throw new ConfigError(['NATS_URL: set NATS_URL, or DATABASE_URL for the embedded event bus']);
  // The scraper stores nothing; Postgres is only the embedded event bus's home.
  const pool: pg.Pool | undefined = config.NATS_URL
    ? undefined
    : createPool(config.DATABASE_URL!, { applicationName: 'scraper' });
  const cache = await createCache({ redisUrl: config.REDIS_URL, logger, namespace: config.CACHE_PREFIX });
  const bus = await createEventBus({
    natsUrl: config.NATS_URL,
    pool,
    schema: config.EVENTBUS_SCHEMA,
    namespace: config.EVENTS_NAMESPACE,
    logger,
    name: 'scraper',
  });
  const verifier = createTokenVerifier({
    jwksUrl: config.AUTH_JWKS_URL ?? new URL('/.well-known/jwks.json', config.IDENTITY_URL).href,
    denyList: cache,
    revocations: identityRevocations(config.IDENTITY_URL),
  });

  const fetcher = createFetcher({
    policy: { allowedPorts: config.SCRAPER_ALLOWED_PORTS, allowHosts: config.SCRAPER_ALLOW_HOSTS },
    resolver: overrides.resolver ?? systemResolver,
    userAgent: config.SCRAPER_USER_AGENT,
    maxBytes: config.SCRAPER_MAX_BYTES,
    maxRedirects: config.SCRAPER_MAX_REDIRECTS,
  });
  let renderer: PlaywrightRenderer | null = null;
  if (config.SCRAPER_RENDERER) {
    renderer = PlaywrightRenderer.create({
      executablePath: config.SCRAPER_BROWSER_PATH,
      concurrency: config.SCRAPER_RENDER_CONCURRENCY,
      fetcher,
      userAgent: config.SCRAPER_USER_AGENT,
      logger,
    });
  } else {
    logger.info('rendering fallback off (SCRAPER_RENDERER=false)');
  }
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
    verifier,
    scraper,
    events,
    rendering: renderer !== null,
    readiness: {
      cache: () => cache.ping(),
      events: () => bus.ping(),
      ...(pool ? { postgres: () => pingPool(pool) } : {}),
    },
    async close() {
      await renderer?.close();
      await events.flush();
      await bus.close();
      await cache.close();
      await pool?.end();
    },
  };
}
export type ScraperContainer = Awaited<ReturnType<typeof createContainer>>;
