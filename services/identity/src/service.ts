import { createLogger } from '@gems/platform/logger';
import type { Env } from '@gems/platform/config';
import { createApp } from '@gems/platform/http/create-app';
import { listen } from '@gems/platform/http/server';
import { Shutdown, type RunningService } from '@gems/platform/lifecycle';
import { loadIdentityConfig } from './config.js';
import { createContainer } from './container.js';
import { authRoutes } from './http/routes/auth.routes.js';
import { usersRoutes } from './http/routes/users.routes.js';
import { adminRoutes } from './http/routes/admin.routes.js';
import { jwksRoutes } from './http/routes/jwks.routes.js';
import { socialSignInRoutes } from './http/routes/social-sign-in.routes.js';

/** Starts the identity service: config → container → HTTP + outbox relay. */
export async function startIdentity(env: Env): Promise<RunningService> {
  const config = loadIdentityConfig(env);
  const logger = createLogger('identity', config.LOG_LEVEL);
  const shutdown = new Shutdown();
  const c = await createContainer(config, logger);
  shutdown.add('container', () => c.close());

  let draining = false;
  const secureCookies = config.COOKIE_SECURE;
  const app = createApp({
    logger,
    verifier: c.verifier,
    readiness: c.readiness,
    isDraining: () => draining,
    routers: [
      jwksRoutes(c.keys),
      authRoutes({ accounts: c.accounts, wallet: c.wallet, secureCookies }),
      socialSignInRoutes({ social: c.social, publicOrigin: config.PUBLIC_ORIGIN, secureCookies }),
      usersRoutes({ profiles: c.profiles }),
      adminRoutes({ adminUsers: c.adminUsers }),
    ],
  });
  c.relay.start();
  const http = await listen(app.callback(), config.PORT, config.HOST);
  shutdown.add('http', async () => {
    draining = true;
    await http.close();
  });
  logger.info({ url: http.url }, 'identity listening');
  return {
    name: 'identity',
    url: http.url,
    stop: () => shutdown.run((step, err) => logger.error({ err, step }, 'shutdown step failed')),
  };
}
