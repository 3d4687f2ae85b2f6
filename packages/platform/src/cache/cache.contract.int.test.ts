import { describeIf, infra } from '@gems/testkit';
import { createLogger } from '../logger.js';
import { describeCacheContract } from './cache.contract.js';
import { MemoryCache } from './memory-cache.adapter.js';
import { RedisCache } from './redis-cache.adapter.js';

const logger = createLogger('cache-contract-test', 'silent');

describeCacheContract('memory', async (namespace) => new MemoryCache({ namespace }));

describeIf(infra.redisUrl, 'REDIS_URL is not set')('redis', () => {
  describeCacheContract('redis', (namespace) =>
    RedisCache.connect({ url: infra.redisUrl ?? '', logger, namespace: `gems-test:${namespace}` }),
  );
});
