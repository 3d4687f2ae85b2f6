// Playwright's web server: the real launcher (scripts/start.mjs) on a data folder made fresh
// for this run and removed after it, so each run starts with an empty database.
// Playwright signals the whole process group on shutdown, so the launcher receives the
// signal itself; this wrapper only waits for it to finish, then cleans up — whatever the tests'
// outcome, since Playwright stops its web server after failed runs too.
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'gems-e2e-'));
// On a shared Postgres/NATS/Redis (CI, or a developer's own servers), a run gets its own schemas,
// stream and cache keys, so nothing from an earlier run or a running copy of the app shows up
// (top creators, public lists); all of them are removed at the end. Each is set only with its
// server, so the embedded mode (no URLs) runs exactly as `npm start` does.
const tag = `t_e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const { DATABASE_URL, NATS_URL, REDIS_URL } = process.env;
const isolated = {
  ...(DATABASE_URL ? { DB_SCHEMA: tag, EVENTBUS_SCHEMA: `${tag}_bus` } : {}),
  ...(NATS_URL ? { EVENTS_NAMESPACE: tag } : {}),
  ...(REDIS_URL ? { CACHE_PREFIX: tag } : {}),
};

// The journeys' SMTP server (mail-catcher.mjs): the app sends through it (SMTP_URL), the journeys
// read what arrived from E2E_MAIL_DIR. Started before the app, so no message finds it closed.
const { E2E_SMTP_PORT, E2E_MAIL_DIR } = process.env;
const closeMailCatcher =
  E2E_SMTP_PORT && E2E_MAIL_DIR
    ? await (
        await import('./mail-catcher.mjs')
      ).startMailCatcher({ port: Number(E2E_SMTP_PORT), dir: E2E_MAIL_DIR })
    : async () => undefined;

const launcher = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GEMS_DATA_DIR: dataDir, ...isolated },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);

/** Every schema of the run: one per service and its documents, plus the bus (`<tag>_…`). */
async function dropSchemas() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE $1 || '\\_%'", [
      tag.replace(/_/g, '\\_'),
    ]);
    if (rows.length)
      await client.query(`DROP SCHEMA ${rows.map((r) => `"${r.nspname}"`).join(', ')} CASCADE`);
  } finally {
    await client.end();
  }
}

/** The run's own stream on the shared NATS (`GEMS_<EVENTS_NAMESPACE>`), its consumers with it. */
async function deleteStream() {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: NATS_URL });
  try {
    await (await jetstreamManager(nc)).streams.delete(`GEMS_${tag}`).catch(() => false);
  } finally {
    await nc.close();
  }
}

/** The run's cache keys on the shared Redis (`<CACHE_PREFIX>:…`). */
async function deleteCacheKeys() {
  const { createClient } = await import('redis');
  const client = createClient({ url: REDIS_URL });
  client.on('error', () => undefined);
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${tag}:*`, COUNT: 500 }))
      if (keys.length) await client.del(keys);
  } finally {
    await client.quit();
  }
}

const cleanup = (what, step) =>
  step().catch((error) => console.error(`could not remove the e2e ${what}:`, error.message));

launcher.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (E2E_MAIL_DIR) rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  Promise.all([
    closeMailCatcher(),
    DATABASE_URL && cleanup('schemas', dropSchemas),
    NATS_URL && cleanup('stream', deleteStream),
    REDIS_URL && cleanup('cache keys', deleteCacheKeys),
  ]).finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
