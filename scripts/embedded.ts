// Everything in one process with the embedded defaults (see DESIGN.md): an embedded Postgres
// persisted under GEMS_DATA_DIR unless DATABASE_URL is set, the in-process event bus unless
// NATS_URL is set, the in-memory cache unless REDIS_URL is set, local image storage.
import { join, resolve } from 'node:path';
import { startEmbeddedPostgres } from '@gems/platform/db/embedded-postgres';
import { runMain, type RunningService } from '@gems/platform/lifecycle';
import type { Env } from '@gems/platform/config';
import { startIdentity } from '@gems/identity';
import { startGateway } from '@gems/gateway';
import { startScraper } from '@gems/scraper';
import { startCuration } from '@gems/curation';
import { startSocial } from '@gems/social';
import { startRewards } from '@gems/rewards';
import { startAdminMetrics } from '@gems/admin-metrics';
import { isPrimary, runWorkers, workerCountOrExit } from './workers.js';

type Start = (env: Env) => Promise<RunningService>;

/** Services built so far, with their port offset. The gateway answers 503 for the others. */
const SERVICES: [name: string, offset: number, start: Start][] = [
  ['identity', 1, startIdentity],
  ['curation', 2, startCuration],
  ['social', 3, startSocial],
  ['rewards', 4, startRewards],
  ['scraper', 5, startScraper],
  ['admin-metrics', 6, startAdminMetrics],
];

/** Gems in this process: the services, then the gateway calling them. */
async function startAll(env: Env): Promise<RunningService> {
  const dataDir = resolve(env.GEMS_DATA_DIR || '.data');
  const base = Number(env.SERVICE_PORT_BASE || 4000);
  const running: RunningService[] = [];
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres') });
    running.push({ name: 'embedded-postgres', url: pg.url, stop: pg.stop });
    databaseUrl = pg.url;
  }
  const shared: Env = {
    ...env,
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: env.UPLOADS_DIR || join(dataDir, 'uploads'),
    MAIL_DIR: env.MAIL_DIR || join(dataDir, 'mail'),
    IDENTITY_URL: `http://127.0.0.1:${base + 1}`,
    CURATION_URL: `http://127.0.0.1:${base + 2}`,
    SOCIAL_URL: `http://127.0.0.1:${base + 3}`,
    REWARDS_URL: `http://127.0.0.1:${base + 4}`,
    SCRAPER_URL: `http://127.0.0.1:${base + 5}`,
    ADMIN_METRICS_URL: `http://127.0.0.1:${base + 6}`,
  };
  // Each service owns its schema; a DB_SCHEMA given to the launcher is their common prefix.
  const schemaOf = (name: string) => {
    const schema = name.replace(/-/g, '_');
    return env.DB_SCHEMA ? `${env.DB_SCHEMA}_${schema}` : schema;
  };
  for (const [name, offset, start] of SERVICES)
    running.push(
      await start({
        ...shared,
        DB_SCHEMA: schemaOf(name),
        // admin-metrics keeps its documents (error log, usage) in Postgres JSONB without MONGO_URL.
        DOCUMENTS_SCHEMA: schemaOf(`${name}_documents`),
        PORT: String(base + offset),
        HOST: '127.0.0.1',
      }),
    );
  // The gateway calls the services in this process directly (no loopback HTTP hop); they still
  // listen on their ports for health checks and tools. GATEWAY_IN_PROCESS=false proxies instead.
  const inProcess =
    env.GATEWAY_IN_PROCESS === 'false'
      ? undefined
      : Object.fromEntries(running.filter((s) => s.handle).map((s) => [s.name, s.handle!]));
  const gateway = await startGateway({ ...shared, PORT: env.GATEWAY_PORT || '8080' }, inProcess);
  running.push(gateway);
  console.log(`\n  Gems is running at ${gateway.url.replace('0.0.0.0', 'localhost')}\n`);
  // Stop in reverse: the gateway first, the database last.
  const stopAll = async () => {
    for (const service of [...running].reverse()) await service.stop();
  };
  return { name: 'gems', url: gateway.url, stop: stopAll };
}

// GEMS_WORKERS=N: this process only starts and stops N workers, each running startAll.
const workers = workerCountOrExit(process.env);
if (workers > 1 && isPrimary()) runWorkers(workers);
else await runMain(startAll);
