import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts, Managed, redisServer } from '../../faults/support/processes.js';
import { ThrowawayPostgres } from '../../faults/support/postgres.js';
import { bundleProcesses } from './bundle.js';
import { haproxy, type Backend, type Balancer } from './haproxy.js';
import { startNatsCluster, type NatsCluster } from './nats-cluster.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const SERVICES = ['identity', 'curation', 'social', 'rewards', 'admin-metrics'] as const;
export type ServiceName = (typeof SERVICES)[number];
const URL_VARIABLE: Record<ServiceName, string> = {
  identity: 'IDENTITY_URL',
  curation: 'CURATION_URL',
  social: 'SOCIAL_URL',
  rewards: 'REWARDS_URL',
  'admin-metrics': 'ADMIN_METRICS_URL',
};
export const BUCKET = 'gems-scale';

export interface Replica {
  process: Managed;
  url: string;
}

/**
 * Two of everything on one machine, each its own process: two gateways and two replicas of each
 * service, each pair behind HAProxy (health-checked on /readyz), on a three-node NATS cluster
 * (stream at three replicas), a Postgres and a Redis of the rehearsal's own, images in s3rver.
 */
export interface Topology {
  /** HAProxy's gateway frontend: what users reach. */
  url: string;
  gateways: Replica[];
  replicas: Record<ServiceName, Replica[]>;
  /** HAProxy's frontend of each service pair. */
  serviceUrls: Record<ServiceName, string>;
  nats: NatsCluster;
  balancer: Balancer;
  /** Seconds each part of the start took. */
  timings: Record<string, number>;
  postgres: ThrowawayPostgres;
  databaseUrl: string;
  /** Processes that exited while starting and were started again, with why. */
  restarts: string[];
  /** The schema of each service (both replicas share it). */
  schemas: Record<ServiceName, string>;
  stop(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

async function startS3(): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const S3rver = createRequire(import.meta.url)('s3rver') as new (o: object) => S3rverInstance;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'gems-scale-s3-')),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

export async function startTopology(binaries: {
  nats: string;
  redis: string;
  haproxy: string;
  /** Environment every app process gets on top of the topology's. */
  env?: NodeJS.ProcessEnv;
}): Promise<Topology> {
  const timings: Record<string, number> = {};
  let phase = Date.now();
  const took = (what: string) => {
    timings[what] = Math.round((Date.now() - phase) / 100) / 10;
    phase = Date.now();
  };
  const bundles = await bundleProcesses(root);
  took('bundle');
  const ports = await freePorts(2 + SERVICES.length * 3 + 4);
  const next = () => ports.pop()!;
  const postgres = await ThrowawayPostgres.create(next());
  const databaseUrl = postgres.url;
  took('postgres');
  const nats = await startNatsCluster(binaries.nats);
  took('nats');
  const redis = await redisServer(binaries.redis, next());
  const s3 = await startS3();
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const front = Object.fromEntries(SERVICES.map((s) => [s, next()])) as Record<ServiceName, number>;
  const gatewayFront = next();
  const replicaPorts = Object.fromEntries(SERVICES.map((s) => [s, [next(), next()]])) as Record<
    ServiceName,
    number[]
  >;
  const gatewayPorts = [next(), next()];
  const web = mkdtempSync(join(tmpdir(), 'gems-scale-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Gems</title>');
  const schemas = Object.fromEntries(SERVICES.map((s) => [s, s.replace(/-/g, '_')])) as Record<
    ServiceName,
    string
  >;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    NATS_STREAM_REPLICAS: '3',
    REDIS_URL: redis.url,
    PASSWORD_HASH_COST: '10',
    RATE_LIMIT_AUTH_PER_MINUTE: '30',
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'gems-scale-uploads-')),
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    WEB_DIST_DIR: web,
    MAIL_DIR: mkdtempSync(join(tmpdir(), 'gems-scale-mail-')),
    HOST: '127.0.0.1',
    // HAProxy is the trusted proxy: the gateways read the client's address from X-Forwarded-For.
    TRUSTED_PROXIES: 'loopback',
    SCRAPER_URL: 'http://127.0.0.1:1',
    METERING_FLUSH_SECONDS: '5',
    ...Object.fromEntries(SERVICES.map((s) => [URL_VARIABLE[s], url(front[s])])),
    ...binaries.env,
  };
  // Each process is first connected to the next NATS node in turn: the two of a pair never share
  // one, and the loss of a node moves about a third of the connections.
  let started = 0;
  const node = (name: string, workspace: string, port: number, extra: NodeJS.ProcessEnv = {}): Replica => ({
    url: url(port),
    process: new Managed(
      name,
      process.execPath,
      ['--enable-source-maps', bundles.main(workspace)],
      { ...env, NATS_URL: nats.urls[started++ % nats.urls.length], ...extra, PORT: String(port) },
      async () => (await fetch(`${url(port)}/readyz`)).ok,
      120_000,
    ),
  });
  const replicas = Object.fromEntries(
    SERVICES.map((s) => [
      s,
      replicaPorts[s].map((port, i) => node(`${s}-${i}`, `services/${s}`, port, { DB_SCHEMA: schemas[s] })),
    ]),
  ) as Record<ServiceName, Replica[]>;
  const gateways = gatewayPorts.map((port, i) => node(`gateway-${i}`, 'gateway', port));
  const backends: Backend[] = [
    ...SERVICES.map((s) => ({ name: s.replace(/-/g, '_'), port: front[s], servers: replicaPorts[s] })),
    { name: 'gateway', port: gatewayFront, servers: gatewayPorts },
  ];
  const balancer = haproxy(binaries.haproxy, backends, next());
  const apps = [...gateways, ...SERVICES.flatMap((s) => replicas[s])];
  const restarts: string[] = [];
  const stop = async () => {
    await Promise.all(apps.map((a) => a.process.stop()));
    await balancer.process.stop();
    await nats.stop();
    await redis.server.stop();
    await s3.stop();
    await postgres.remove();
    bundles.remove();
  };
  try {
    await balancer.process.start();
    // Pair by pair (identity first: every service reads its signing keys), the two replicas of a
    // pair at the same moment, on a database neither has seen. One pair at a time: twelve
    // processes starting together on two cores mostly wait on each other.
    took('redis, s3rver, haproxy');
    for (const s of SERVICES) {
      await Promise.all(replicas[s].map((r) => startSupervised(r.process, restarts)));
      took(s);
    }
    await Promise.all(gateways.map((g) => startSupervised(g.process, restarts)));
    took('gateways');
    await balancer.allUp();
    took('haproxy taking all in');
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }

  return {
    restarts,
    url: url(gatewayFront),
    gateways,
    replicas,
    serviceUrls: Object.fromEntries(SERVICES.map((s) => [s, url(front[s])])) as Record<ServiceName, string>,
    nats,
    balancer,
    timings,
    postgres,
    databaseUrl,
    schemas,
    stop,
  };
}

/**
 * Starts a process; when it exits before it is ready (the NATS cluster too slow to answer on a
 * busy machine), starts it once more, as an orchestrator restarts a crashed container. Each
 * restart is recorded, so the rehearsal can report it.
 */
export async function startSupervised(process: Managed, restarts: string[]): Promise<void> {
  try {
    await process.start();
  } catch (error) {
    if (process.alive) throw error;
    restarts.push(`${process.name}: ${(error as Error).message.split('\n').slice(-1)[0] ?? ''}`);
    await process.start();
  }
}
