import { fileURLToPath } from 'node:url';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSchemas, testDatabaseUrl, TestClient, uniqueSchema } from '@gems/testkit';
import { freePorts, Managed, natsServer, redisServer } from './processes.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SERVICES = {
  identity: 'services/identity',
  curation: 'services/curation',
  social: 'services/social',
  rewards: 'services/rewards',
  'admin-metrics': 'services/admin-metrics',
};
export type ServiceName = keyof typeof SERVICES;
const URL_VARIABLE: Record<ServiceName, string> = {
  identity: 'IDENTITY_URL',
  curation: 'CURATION_URL',
  social: 'SOCIAL_URL',
  rewards: 'REWARDS_URL',
  'admin-metrics': 'ADMIN_METRICS_URL',
};

const healthy = (url: string) => async () => (await fetch(`${url}/healthz`)).ok;

/**
 * The product as a deployment runs it: each service and the gateway in its own process, on real
 * Postgres and on a NATS and a Redis of the suite's own, which it may stop, kill and restart.
 */
export interface Cluster {
  gatewayUrl: string;
  nats: Managed;
  redis: Managed;
  /** The services started (by default identity, curation and social). */
  services: Partial<Record<ServiceName, Managed>> & Record<'identity' | 'curation' | 'social', Managed>;
  /** Each started service's own address (for its /readyz). */
  serviceUrls: Partial<Record<ServiceName, string>>;
  gateway: Managed;
  client(): TestClient;
  stop(): Promise<void>;
}

export async function startCluster(
  binaries: { nats: string; redis: string },
  options: {
    /** A Postgres of the caller's own (the suite's throwaway cluster); default the test database. */
    databaseUrl?: string;
    services?: ServiceName[];
  } = {},
): Promise<Cluster> {
  const tag = uniqueSchema('faults');
  const names = options.services ?? (['identity', 'curation', 'social'] as ServiceName[]);
  const [natsPort, redisPort, gatewayPort, ...app] = await freePorts(3 + names.length);
  const ports = Object.fromEntries(names.map((name, i) => [name, app[i]!])) as Record<ServiceName, number>;
  const nats = await natsServer(binaries.nats, natsPort!);
  const redis = await redisServer(binaries.redis, redisPort!);
  const databaseUrl = options.databaseUrl ?? (await testDatabaseUrl());
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const serviceUrls = Object.fromEntries(names.map((name) => [name, url(ports[name])]));
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
    SCRAPER_URL: 'http://127.0.0.1:1',
    ...Object.fromEntries(
      (Object.keys(SERVICES) as ServiceName[]).map((name) => [
        URL_VARIABLE[name],
        serviceUrls[name] ?? 'http://127.0.0.1:1',
      ]),
    ),
  };
  const node = (name: string, main: string, extra: NodeJS.ProcessEnv, port: number) =>
    new Managed(
      name,
      process.execPath,
      ['--import', 'tsx', join(root, main)],
      { ...env, ...extra, PORT: String(port) },
      healthy(url(port)),
    );
  const schemaOf = (name: ServiceName) => `${tag}_${name.replace(/-/g, '_')}`;
  const services = Object.fromEntries(
    names.map((name) => [
      name,
      node(name, `${SERVICES[name]}/src/main.ts`, { DB_SCHEMA: schemaOf(name) }, ports[name]),
    ]),
  ) as Cluster['services'];
  const gateway = node('gateway', 'gateway/src/main.ts', {}, gatewayPort!);
  for (const service of Object.values(services)) await service.start();
  await gateway.start();
  const gatewayUrl = url(gatewayPort!);

  return {
    gatewayUrl,
    nats: nats.server,
    redis: redis.server,
    services,
    serviceUrls,
    gateway,
    client: () => new TestClient(gatewayUrl),
    async stop() {
      await gateway.stop();
      for (const service of Object.values(services)) await service.stop();
      await nats.server.stop();
      await redis.server.stop();
      if (process.env.DATABASE_URL && !options.databaseUrl)
        await dropSchemas(databaseUrl, [`${tag}_bus`, ...names.map(schemaOf)]);
    },
  };
}
