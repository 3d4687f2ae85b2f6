import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, expect, it } from '@jest/globals';
import { describeIf, infra } from '@gems/testkit';
import { createLogger } from '../logger.js';
import { createCache } from './create-cache.js';

const logger = createLogger('resilient-cache-int', 'silent');

/** A TCP relay in front of the real Redis that the test can cut, as a Redis outage would. */
async function cuttableRelay(target: URL): Promise<{ url: string; cut(): void; server: Server }> {
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    server,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
  };
}

const servers: Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

describeIf(infra.redisUrl, 'REDIS_URL unset')('the cache during a Redis outage', () => {
  it('keeps answering at normal speed, counting limits per process, and reports itself degraded', async () => {
    const relay = await cuttableRelay(new URL(infra.redisUrl!));
    servers.push(relay.server);
    const cache = await createCache({ redisUrl: relay.url, logger, namespace: `outage-${Date.now()}` });
    await cache.set('k', 'v', 60);
    expect(await cache.get('k')).toBe('v');

    relay.cut();
    const started = Date.now();
    for (let i = 0; i < 20; i++) await cache.incr('rl', 60);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await cache.incr('rl', 60)).toBeGreaterThan(0);
    expect(cache.available?.()).toBe(false);
    expect(await cache.ping()).toBe(false);
    await cache.close().catch(() => undefined);
  });
});
