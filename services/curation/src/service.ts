import { createLogger } from '@gems/platform/logger';
import type { Env } from '@gems/platform/config';
import { createApp } from '@gems/platform/http/create-app';
import { listen } from '@gems/platform/http/server';
import { Shutdown, type RunningService } from '@gems/platform/lifecycle';
import { loadCurationConfig } from './config.js';
import { createContainer } from './container.js';
import { gemsRoutes } from './http/routes/gems.routes.js';
import { collectionsRoutes } from './http/routes/collections.routes.js';
import { labelsRoutes } from './http/routes/labels.routes.js';
import { shortLinksRoutes } from './http/routes/short-links.routes.js';
import { gemImagesRoutes } from './http/routes/gem-images.routes.js';
import { gemsBatchRoutes } from './http/routes/gems-batch.routes.js';
import { importsRoutes } from './http/routes/imports.routes.js';
import { exportsRoutes } from './http/routes/exports.routes.js';
import { loadImportsConfig } from './imports/imports.config.js';

/** Starts the curation service: config → container (with its event consumers) → HTTP + outbox relay. */
export async function startCuration(env: Env): Promise<RunningService> {
  const config = loadCurationConfig(env);
  const logger = createLogger('curation', config.LOG_LEVEL);
  const shutdown = new Shutdown();
  const c = await createContainer(config, logger, loadImportsConfig(env));
  shutdown.add('container', () => c.close());

  let draining = false;
  const app = createApp({
    logger,
    verifier: c.verifier,
    readiness: c.readiness,
    isDraining: () => draining,
    // A gem may carry its image as a data URL: 10 MB of image is about 13.4 MB of base64.
    bodyLimitBytes: 15 * 1024 * 1024,
    routers: [
      gemsRoutes({ gems: c.gems, gemOrder: c.gemOrder, topCreators: c.topCreators }),
      collectionsRoutes({ collections: c.collections }),
      labelsRoutes({ labels: c.labels }),
      shortLinksRoutes({ shortLinks: c.shortLinks }),
      gemImagesRoutes({ images: c.images }),
      gemsBatchRoutes({ batch: c.batch }),
      importsRoutes({ imports: c.imports }),
      exportsRoutes({ exports: c.exports }),
    ],
  });
  c.relay.start();
  await c.importWorker.start(); // resumes imports an earlier process left unfinished
  const http = await listen(app.callback(), config.PORT, config.HOST);
  shutdown.add('http', async () => {
    draining = true;
    await http.close();
  });
  logger.info({ url: http.url }, 'curation listening');
  return {
    name: 'curation',
    url: http.url,
    stop: () => shutdown.run((step, err) => logger.error({ err, step }, 'shutdown step failed')),
  };
}
