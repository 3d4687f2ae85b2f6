import { createLogger } from '@gems/platform/logger';
import type { Env } from '@gems/platform/config';
import { createCache } from '@gems/platform/cache';
import { createTokenVerifier } from '@gems/platform/auth/token-verifier';
import { identityRevocations } from '@gems/platform/auth/revocations';
import { listen } from '@gems/platform/http/server';
import { cacheReadiness } from '@gems/platform/http/health';
import { Shutdown, type RunningService } from '@gems/platform/lifecycle';
import { loadGatewayConfig } from './config.js';
import { createGateway } from './create-gateway.js';
import type { ServiceHandler } from './in-process.js';
import type { ServiceName } from './routing-table.js';
import { startGatewayMetering } from './metering/gateway-metering.js';

/**
 * Starts the gateway: config → cache and token verifier → Express app → HTTP. `inProcess` names
 * services running in this same process (the all-in-one start): they are called directly.
 */
export async function startGateway(
  env: Env,
  inProcess?: Partial<Record<ServiceName, ServiceHandler>>,
): Promise<RunningService> {
  const config = loadGatewayConfig(env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const shutdown = new Shutdown();
  const cache = await createCache({ redisUrl: config.REDIS_URL, logger, namespace: config.CACHE_PREFIX });
  shutdown.add('cache', () => cache.close());
  const verifier = createTokenVerifier({
    jwksUrl: config.jwksUrl,
    denyList: cache,
    revocations: identityRevocations(config.IDENTITY_URL),
  });

  const metering = await startGatewayMetering(config, logger);
  if (metering) shutdown.add('metering', () => metering.close());

  let draining = false;
  const app = createGateway({
    config,
    meter: metering?.meter,
    inProcess,
    cache,
    verifier,
    logger,
    readiness: { cache: cacheReadiness(cache) },
    isDraining: () => draining,
  });
  const http = await listen(app, config.PORT, config.HOST);
  shutdown.add('http', async () => {
    draining = true;
    await http.close();
  });
  logger.info({ url: http.url }, 'gateway listening');
  return {
    name: 'gateway',
    url: http.url,
    stop: () => shutdown.run((step, err) => logger.error({ err, step }, 'shutdown step failed')),
  };
}
