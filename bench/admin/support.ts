// What the admin benchmarks share: identity, admin-metrics and the gateway as separate processes
// (as in compose) on one database (DATABASE_URL, else an embedded Postgres), an admin signed in
// through the gateway, and latency percentiles over sequential-by-connection requests.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool } from '@gems/platform/db/pool';
import { startEmbeddedPostgres } from '@gems/platform/db/embedded-postgres';
import { registerAdminThroughGateway, waitFor } from '../support/gateway.js';
import { startEntry } from '../support/processes.js';

export interface AdminBench {
  gateway: string;
  cookie: string;
  /** A pool on the bench's database, for seeding. */
  pool: ReturnType<typeof createPool>;
  /** Where admin-metrics keeps its documents (Postgres JSONB). */
  documentsSchema: string;
  stop(): Promise<void>;
}

export async function startAdminBench(basePort: number): Promise<AdminBench> {
  const tag = Date.now().toString(36);
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres();
  const databaseUrl = process.env.DATABASE_URL ?? embedded!.url;
  const identity = `http://127.0.0.1:${basePort + 1}`;
  const adminMetrics = `http://127.0.0.1:${basePort + 6}`;
  const gateway = `http://127.0.0.1:${basePort}`;
  const documentsSchema = `bench_${tag}_admin_documents`;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    EVENTBUS_SCHEMA: `bench_${tag}_bus`,
    EVENTS_NAMESPACE: `bench_${tag}`,
    CACHE_PREFIX: `bench_${tag}`,
    LOG_LEVEL: 'warn',
    MONGO_URL: '',
    ADMIN_EMAIL: `admin_${tag}@example.com`,
    MAIL_DIR: mkdtempSync(join(tmpdir(), 'bench-mail-')),
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    IDENTITY_URL: identity,
    ADMIN_METRICS_URL: adminMetrics,
  };
  const start = (entry: string, url: string, extra: Record<string, string>): ChildProcess =>
    startEntry(entry, { ...env, PORT: new URL(url).port, HOST: '127.0.0.1', ...extra });
  const processes = [
    start('services/identity/src/main.ts', identity, { DB_SCHEMA: `bench_${tag}_identity` }),
    start('services/admin-metrics/src/main.ts', adminMetrics, {
      DB_SCHEMA: `bench_${tag}_admin`,
      DOCUMENTS_SCHEMA: documentsSchema,
    }),
    start('gateway/src/main.ts', gateway, {}),
  ];
  const pool = createPool(databaseUrl, { max: 4 });
  const stop = async () => {
    for (const p of processes) p.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await pool.query(`DROP SCHEMA IF EXISTS ${documentsSchema} CASCADE`).catch(() => undefined);
    await pool.end();
    await embedded?.stop();
  };
  try {
    for (const url of [identity, adminMetrics, gateway])
      await waitFor(async () => (await fetch(`${url}/readyz`)).ok, `${url} ready`);
    const { cookie } = await registerAdminThroughGateway(gateway, `admin_${tag}`, env.MAIL_DIR);
    return { gateway, cookie, pool, documentsSchema, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `total` GETs over `connections` concurrent loops; each request timed on its own. */
export async function measure(url: string, cookie: string, total: number, connections: number) {
  const times: number[] = [];
  let next = 0;
  const loop = async () => {
    while (next < total) {
      next += 1;
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  return { count: times.length, p50: at(50), p95: at(95), p99: at(99), max: times.at(-1)! };
}

export const ms = (n: number) => n.toFixed(1);
