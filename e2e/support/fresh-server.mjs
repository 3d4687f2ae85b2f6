// Playwright's web server: the real launcher (scripts/start.mjs) on a data folder made fresh
// for this run and removed after it, so each run starts with an empty database.
// Playwright signals the whole process group on shutdown, so the launcher receives the
// signal itself; this wrapper only waits for it to finish, then cleans up.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';

const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'gems-e2e-'));
// On a shared Postgres/NATS/Redis (CI), a run gets its own schemas, events and cache keys, so
// nothing from an earlier run shows up (top creators, public lists); dropped at the end.
const tag = `t_e2e_${Date.now().toString(36)}`;
const isolated = process.env.DATABASE_URL
  ? { DB_SCHEMA: tag, EVENTBUS_SCHEMA: `${tag}_bus`, CACHE_PREFIX: tag, EVENTS_NAMESPACE: tag }
  : {};

const launcher = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GEMS_DATA_DIR: dataDir, ...isolated },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);

async function dropSchemas() {
  if (!process.env.DATABASE_URL) return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const schemas = [
    'bus',
    'identity',
    'curation',
    'social',
    'rewards',
    'scraper',
    'admin_metrics',
    'admin_metrics_documents',
  ]
    .map((s) => `"${tag}_${s}"`)
    .join(', ');
  await client.query(`DROP SCHEMA IF EXISTS ${schemas} CASCADE`).finally(() => client.end());
}

/** The run's own stream on the shared NATS (EVENTS_NAMESPACE names it). */
async function deleteStream() {
  if (!process.env.DATABASE_URL || !process.env.NATS_URL) return;
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: process.env.NATS_URL });
  try {
    await (await jetstreamManager(nc)).streams.delete(`GEMS_${tag}`).catch(() => false);
  } finally {
    await nc.close();
  }
}

launcher.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  Promise.all([
    dropSchemas().catch((error) => console.error('could not drop the e2e schemas:', error.message)),
    deleteStream().catch((error) => console.error('could not delete the e2e stream:', error.message)),
  ]).finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
