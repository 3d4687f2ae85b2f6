import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import pg from 'pg';
import { createClient } from 'redis';
import { deleteStream, freePorts } from '@gems/testkit';
import { imageName, PROCESSES, type ProcessName } from './images.js';
import { podman, ULIMITS } from './podman.js';

/** What one process's container is doing, as the suite measured it. */
export interface Started {
  name: ProcessName;
  container: string;
  url: string;
  /** From `podman run` to the first 200 from /readyz. */
  readySeconds: number;
}

export interface ContainerStack {
  tag: string;
  gatewayUrl: string;
  pageUrl: string;
  adminEmail: string;
  /** The settings every container got (database, NATS, Redis, namespace, identity's URL). */
  env: Record<string, string>;
  started: Started[];
  /** SIGTERM to each container (podman stop), timed; answers exit codes and seconds. */
  stopAll(graceSeconds: number): Promise<{ name: ProcessName; exitCode: number; seconds: number }[]>;
  /**
   * One more container of an image (another replica), with the stack's settings plus `env`
   * (PORT at least); answers once it is running, without waiting for /readyz.
   */
  runReplica(
    name: ProcessName,
    suffix: string,
    env: Record<string, string>,
  ): Promise<{ container: string; url: string }>;
  /** Waits for a container's /readyz to answer 200 (fails early if the container exits). */
  waitReady(url: string, container: string): Promise<void>;
  /** SIGTERM (podman stop), timed, and the exit code. */
  stop(container: string, graceSeconds: number): Promise<{ exitCode: number; seconds: number }>;
  /** Containers of this stack still running (should be none after stopAll). */
  running(): Promise<string[]>;
  /** Removes containers, volume, database, stream and cache keys; safe to call twice. */
  cleanUp(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A page to save, served from the host: the scraper (host network) fetches it like any site. */
async function servePage(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url !== '/article') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Containers at sea</title>
      <meta property="og:title" content="Containers at sea">
      <meta property="og:description" content="A local page saved through the containerised Gems.">
      <meta property="og:site_name" content="Harbour Notes"></head>
      <body><article><h1>Containers at sea</h1><p>Stacked and shipped.</p></article></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

async function readyWithin(url: string, container: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    const state = await podman('inspect', '--format', '{{.State.Status}}', container);
    if (state !== 'running') {
      const logs = await podman('logs', '--tail', '30', container).catch(() => '');
      throw new Error(`${container} is ${state} before it was ready:\n${logs}`);
    }
    await sleep(100);
  }
  throw new Error(`${container}: /readyz not 200 within ${timeoutMs / 1000} s`);
}

/**
 * Runs the seven images on the host network against the machine's Postgres, NATS and Redis: a
 * database of its own (created here, dropped by cleanUp), its own event stream and cache prefix.
 * One container at a time, each waited for until /readyz answers 200, so each start is timed alone.
 */
export async function startContainerStack(infra: {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
}): Promise<ContainerStack> {
  const tag = `ct${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const database = `gems_${tag}`;
  const admin = new pg.Client({ connectionString: infra.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(infra.databaseUrl), { pathname: `/${database}` }).href;

  const volume = `gems-${tag}-uploads`;
  await podman('volume', 'create', volume);
  const page = await servePage();
  const pagePort = (page.address() as AddressInfo).port;
  const portList = await freePorts(PROCESSES.length);
  const ports = Object.fromEntries(PROCESSES.map((p, i) => [p.name, portList[i]!])) as Record<
    ProcessName,
    number
  >;
  const url = (name: ProcessName) => `http://127.0.0.1:${ports[name]}`;
  const adminEmail = `admin_${tag}@example.com`;

  const common: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    EVENTS_NAMESPACE: tag,
    CACHE_PREFIX: tag,
    IDENTITY_URL: url('identity'),
  };
  const own: Record<ProcessName, Record<string, string>> = {
    identity: { ADMIN_EMAIL: adminEmail },
    curation: { SCRAPER_URL: url('scraper') },
    social: { CURATION_URL: url('curation') },
    rewards: {},
    // The page is on 127.0.0.1, which the scraper refuses unless told this host:port is a fixture.
    scraper: { SCRAPER_ALLOW_HOSTS: `127.0.0.1:${pagePort}` },
    'admin-metrics': {},
    gateway: {
      CURATION_URL: url('curation'),
      SOCIAL_URL: url('social'),
      REWARDS_URL: url('rewards'),
      SCRAPER_URL: url('scraper'),
      ADMIN_METRICS_URL: url('admin-metrics'),
    },
  };
  const uploads = new Set<ProcessName>(['identity', 'curation', 'gateway']);

  const run = (name: ProcessName, container: string, env: Record<string, string>) =>
    podman(
      'run',
      '--detach',
      '--name',
      container,
      '--label',
      `gems-containers=${tag}`,
      '--network',
      'host',
      ...ULIMITS,
      ...(name === 'scraper' ? ['--shm-size', '512m'] : []),
      ...(uploads.has(name) ? ['--volume', `${volume}:/data/uploads`] : []),
      ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
      imageName(name),
    );

  const started: Started[] = [];
  const stack: ContainerStack = {
    tag,
    gatewayUrl: url('gateway'),
    pageUrl: `http://127.0.0.1:${pagePort}/article`,
    adminEmail,
    env: common,
    started,
    async stopAll(graceSeconds) {
      const results = [];
      // The gateway first (no new requests), then the services: what a rolling stop does.
      for (const { name, container } of [...started].reverse())
        results.push({ name, ...(await stack.stop(container, graceSeconds)) });
      return results;
    },
    async stop(container, graceSeconds) {
      const begun = performance.now();
      await podman('stop', '--time', String(graceSeconds), container);
      const seconds = (performance.now() - begun) / 1000;
      const exitCode = Number(await podman('inspect', '--format', '{{.State.ExitCode}}', container));
      return { exitCode, seconds };
    },
    async runReplica(name, suffix, env) {
      const container = `gems-${tag}-${name}-${suffix}`;
      await run(name, container, { ...common, ...own[name], ...env });
      return { container, url: `http://127.0.0.1:${env.PORT}` };
    },
    waitReady: (url, container) => readyWithin(url, container, 60_000),
    async running() {
      const out = await podman('ps', '--filter', `label=gems-containers=${tag}`, '--format', '{{.Names}}');
      return out ? out.split('\n') : [];
    },
    async cleanUp() {
      page.close();
      const all = await podman(
        'ps',
        '-a',
        '--filter',
        `label=gems-containers=${tag}`,
        '--format',
        '{{.Names}}',
      );
      for (const name of all ? all.split('\n') : []) await podman('rm', '--force', '--time', '0', name);
      await podman('volume', 'rm', '--force', volume).catch(() => undefined);
      const client = new pg.Client({ connectionString: infra.databaseUrl });
      await client.connect();
      // FORCE ends connections to this suite's own database only.
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
      await deleteStream(infra.natsUrl, `GEMS_${tag}`).catch(() => undefined);
      const redis = createClient({ url: infra.redisUrl });
      await redis.connect();
      for await (const keys of redis.scanIterator({ MATCH: `${tag}*`, COUNT: 500 }))
        if (keys.length) await redis.del(keys);
      await redis.quit();
    },
  };

  try {
    for (const { name } of PROCESSES) {
      const container = `gems-${tag}-${name}`;
      const env = { ...common, ...own[name], PORT: String(ports[name]) };
      const begun = performance.now();
      await run(name, container, env);
      await readyWithin(url(name), container, 60_000);
      started.push({ name, container, url: url(name), readySeconds: (performance.now() - begun) / 1000 });
    }
  } catch (error) {
    await stack.cleanUp();
    throw error;
  }
  return stack;
}
