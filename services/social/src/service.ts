import { createLogger } from '@gems/platform/logger';
import type { Env } from '@gems/platform/config';
import { createApp } from '@gems/platform/http/create-app';
import { listen } from '@gems/platform/http/server';
import { Shutdown, type RunningService } from '@gems/platform/lifecycle';
import { loadSocialConfig } from './config.js';
import { createContainer } from './container.js';
import { likesRoutes } from './http/routes/likes.routes.js';
import { commentsRoutes } from './http/routes/comments.routes.js';
import { followsRoutes } from './http/routes/follows.routes.js';
import { notificationsRoutes } from './http/routes/notifications.routes.js';

/** Starts the social service: config → container (with its event consumers) → HTTP + outbox relay. */
export async function startSocial(env: Env): Promise<RunningService> {
  const config = loadSocialConfig(env);
  const logger = createLogger('social', config.LOG_LEVEL);
  const shutdown = new Shutdown();
  const c = await createContainer(config, logger);
  shutdown.add('container', () => c.close());

  let draining = false;
  const app = createApp({
    logger,
    verifier: c.verifier,
    readiness: c.readiness,
    isDraining: () => draining,
    routers: [
      likesRoutes({ likes: c.likes }),
      commentsRoutes({ comments: c.comments }),
      followsRoutes({ follows: c.follows }),
      notificationsRoutes({ notifications: c.notifications }),
    ],
  });
  c.relay.start();
  const http = await listen(app.callback(), config.PORT, config.HOST);
  shutdown.add('http', async () => {
    draining = true;
    await http.close();
  });
  logger.info({ url: http.url }, 'social listening');
  return {
    name: 'social',
    url: http.url,
    stop: () => shutdown.run((step, err) => logger.error({ err, step }, 'shutdown step failed')),
  };
}
