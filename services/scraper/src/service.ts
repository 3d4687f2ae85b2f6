import { createLogger } from '@gems/platform/logger';
import type { Env } from '@gems/platform/config';
import { createApp } from '@gems/platform/http/create-app';
import { listen } from '@gems/platform/http/server';
import { Shutdown, type RunningService } from '@gems/platform/lifecycle';
import { loadScraperConfig } from './config.js';
import { createContainer, type ContainerOverrides } from './container.js';
import { scrapeRoutes } from './http/routes/scrape.routes.js';

/** Starts the scraper service: config → container → HTTP. */
export async function startScraper(env: Env, overrides: ContainerOverrides = {}): Promise<RunningService> {
  const config = loadScraperConfig(env);
  const logger = createLogger('scraper', config.LOG_LEVEL);
  const shutdown = new Shutdown();
  const c = await createContainer(config, logger, overrides);
  shutdown.add('container', () => c.close());

  let draining = false;
  const app = createApp({
    logger,
    verifier: c.verifier,
    readiness: c.readiness,
    isDraining: () => draining,
    // The extension may send the page's HTML: up to 5 MB, escaped as a JSON string.
    bodyLimitBytes: 11 * 1024 * 1024,
    routers: [scrapeRoutes({ scraper: c.scraper })],
  });
  const http = await listen(app.callback(), config.PORT, config.HOST);
  shutdown.add('http', async () => {
    draining = true;
    await http.close();
  });
  logger.info({ url: http.url, rendering: c.rendering }, 'scraper listening');
  return {
    name: 'scraper',
    url: http.url,
    stop: () => shutdown.run((step, err) => logger.error({ err, step }, 'shutdown step failed')),
  };
}
