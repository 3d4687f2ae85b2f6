import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSchemas, testDatabaseUrl, TestClient, uniqueSchema } from '@gems/testkit';
import { freePorts, Managed, natsServer, redisServer } from './processes.js';

const root = new URL('../..', import.meta.url).pathname;
const SERVICES = { identity: 'services/identity', curation: 'services/curation', social: 'services/social' };
type ServiceName = keyof typeof SERVICES;

const healthy = (url: string) => async () => (await fetch(`${url}/healthz`)).ok;

/**
 * The product as a deployment runs it: each service and the gateway in its own process, on real
 * Postgres and on a NATS and a Redis of the suite's own, which it may stop, kill and restart.
 */
export interface Cluster {
  gatewayUrl: string;
  nats: Managed;
  redis: Managed;
  services: Record<ServiceName, Managed>;
  gateway: Managed;
  client(): TestClient;
  stop(): Promise<void>;
}

export async function startCluster(binaries: { nats: string; redis: string }): Promise<Cluster> {
  const tag = uniqueSchema('faults');
  const [natsPort, redisPort, ...app] = await freePorts(6);
  const ports = { identity: app[0]!, curation: app[1]!, social: app[2]!, gateway: app[3]! };
  const nats = await natsServer(binaries.nats, natsPort!);
  const redis = await redisServer(binaries.redis, redisPort!);
  const databaseUrl = await testDatabaseUrl();
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const web = mkdtempSync(join(tmpdir(), 'gems-faults-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Gems</title>');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    NATS_URL: nats.url,
    REDIS_URL: redis.url,
    EVENTBUS_SCHEMA: `${tag}_bus`,
    CACHE_PREFIX: tag,
    PASSWORD_HASH_COST: '10',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_API_PER_MINUTE: '100000',
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'gems-faults-uploads-')),
    WEB_DIST_DIR: web,
    HOST: '127.0.0.1',
    IDENTITY_URL: url(ports.identity),
    CURATION_URL: url(ports.curation),
    SOCIAL_URL: url(ports.social),
    REWARDS_URL: 'http://127.0.0.1:1',
    SCRAPER_URL: 'http://127.0.0.1:1',
    ADMIN_METRICS_URL: 'http://127.0.0.1:1',
  };
  const node = (name: string, main: string, extra: NodeJS.ProcessEnv, port: number) =>
    new Managed(
      name,
      process.execPath,
      ['--import', 'tsx', join(root, main)],
      { ...env, ...extra, PORT: String(port) },
      healthy(url(port)),
    );
  const services = Object.fromEntries(
    (Object.keys(SERVICES) as ServiceName[]).map((name) => [
      name,
      node(name, `${SERVICES[name]}/src/main.ts`, { DB_SCHEMA: `${tag}_${name}` }, ports[name]),
    ]),
  ) as Record<ServiceName, Managed>;
  const gateway = node('gateway', 'gateway/src/main.ts', {}, ports.gateway);
  for (const service of Object.values(services)) await service.start();
  await gateway.start();
  const gatewayUrl = url(ports.gateway);

  return {
    gatewayUrl,
    nats: nats.server,
    redis: redis.server,
    services,
    gateway,
    client: () => new TestClient(gatewayUrl),
    async stop() {
      await gateway.stop();
      for (const service of Object.values(services)) await service.stop();
      await nats.server.stop();
      await redis.server.stop();
      if (process.env.DATABASE_URL)
        await dropSchemas(databaseUrl, [`${tag}_bus`, ...Object.keys(SERVICES).map((s) => `${tag}_${s}`)]);
    },
  };
}
