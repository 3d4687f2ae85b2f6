// Link checker throughput and cost (issue 29 §4): N gems spread over H loopback hosts of a local
// fixture site (a child process, so its CPU is not counted), checked by curation's LinkChecker
// through the real scraper (HEAD, GET where refused), as the scheduled checker does. Reports
// checks per second and this process's CPU (checker + scraper, the rest of the stack idle) per
// 1,000 checks, with the politeness gap off (the machine's capacity) and at its default (2 s).
//
//   npm run bench:link-health [-- --gems 2000 --hosts 32 --concurrency 4]
//
// Needs DATABASE_URL, NATS_URL and REDIS_URL (or runs on the embedded adapters).
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCuration } from '@gems/curation';
import { startScraper } from '@gems/scraper';
import { deleteStream } from '../../packages/testkit/src/nats.js';
import { dropTaggedSchemas } from '../support/schemas.js';
import type { Logger } from '@gems/platform/logger';
import { createPrisma } from '../../services/curation/src/db/prisma.js';
import { LinkChecksRepository } from '../../services/curation/src/links/link-checks.repository.js';
import { LinkChecker, type CheckOutcome } from '../../services/curation/src/links/link-checker.js';
import { scraperLinkChecks } from '../../services/curation/src/links/scraper-link-checks.js';

const { values } = parseArgs({
  options: {
    gems: { type: 'string', default: '2000' },
    hosts: { type: 'string', default: '32' },
    concurrency: { type: 'string', default: '4' },
    'polite-gems': { type: 'string', default: '192' },
  },
});
const GEMS = Number(values.gems);
const HOSTS = Number(values.hosts);
const CONCURRENCY = Number(values.concurrency);
const POLITE_GEMS = Number(values['polite-gems']);

const SITE = fileURLToPath(new URL('./fixture-site.mjs', import.meta.url));

async function startSite(): Promise<{ port: number; stop: () => void }> {
  const child = fork(SITE, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(Number(m))));
  return { port, stop: () => child.kill() };
}

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;

async function main() {
  const site = await startSite();
  const hostOf = (i: number) => `127.0.0.${(i % HOSTS) + 1}:${site.port}`;
  const allowHosts = Array.from({ length: HOSTS }, (_, i) => hostOf(i)).join(',');
  const tag = `bench_links_${Date.now().toString(36)}`;
  const common = {
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
    ...(process.env.NATS_URL ? { NATS_URL: process.env.NATS_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    EVENTBUS_SCHEMA: `${tag}_bus`,
    CACHE_PREFIX: tag,
    EVENTS_NAMESPACE: tag,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    IDENTITY_URL: 'http://127.0.0.1:1',
  };
  const scraper = await startScraper({
    ...common,
    SCRAPER_ALLOW_HOSTS: allowHosts,
    SCRAPER_RENDERER: 'false',
  });
  // Curation only to migrate its schema: its own checker and keepers stay off.
  const schema = `${tag}_curation`;
  const curation = await startCuration({
    ...common,
    DB_SCHEMA: schema,
    SCRAPER_URL: scraper.url,
    LINK_CHECKS: 'false',
    PREVIEW_IMAGES_KEEP: 'false',
    IMPORT_PREVIEWS: 'false',
  });
  const pool = new pg.Pool({ connectionString: common.DATABASE_URL, max: 6 });
  const repo = new LinkChecksRepository(createPrisma(pool, schema), schema);
  const links = scraperLinkChecks(scraper.url);

  /** Inserts `count` gems, all due, on the hosts in turn; answers their ids. */
  const seed = async (count: number, tag: string) => {
    await pool.query(`UPDATE "${schema}".gems SET link_check_due_at = NULL`);
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO "${schema}".gems (user_id, title, url, domain, updated_at, link_check_due_at)
       SELECT 1, 'bench', 'http://127.0.0.' || ((i % $2) + 1) || ':' || $3 || '/${tag}/' || i,
              '127.0.0.' || ((i % $2) + 1), now(), now() - interval '1 minute'
         FROM generate_series(0, $1 - 1) AS i RETURNING id`,
      [count, HOSTS, site.port],
    );
    return rows.length;
  };

  const run = async (label: string, count: number, hostGapMs: number) => {
    await seed(count, label);
    const checker = new LinkChecker({
      repo,
      links,
      logger: quiet,
      options: { concurrency: CONCURRENCY, idleMs: 1000, intervalSeconds: 7 * 86400, hostGapMs },
    });
    const outcomes: CheckOutcome[] = [];
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let batch = await checker.runOnce(); batch.length; batch = await checker.runOnce())
      outcomes.push(...batch);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const { rows } = await pool.query<{ status: string; n: number }>(
      `SELECT link_status AS status, count(*)::int AS n FROM "${schema}".gems
        WHERE url LIKE '%/' || $1 || '/%' GROUP BY 1 ORDER BY 1`,
      [label],
    );
    const checked = outcomes.filter((o) => o === 'checked').length;
    console.log(
      `${label}: ${checked} checks of ${count} gems on ${HOSTS} hosts, concurrency ${CONCURRENCY}, host gap ${hostGapMs} ms: ` +
        `${seconds.toFixed(1)} s, ${(checked / seconds).toFixed(1)} checks/s, ` +
        `CPU ${cpuMs.toFixed(0)} ms = ${((cpuMs / checked) * 1000).toFixed(0)} ms per 1,000 checks ` +
        `(statuses after one pass: ${rows.map((r) => `${r.status} ${r.n}`).join(', ')})`,
    );
  };

  try {
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    await run('warm-up', 200, 0);
    await run('capacity', GEMS, 0);
    await run('polite', POLITE_GEMS, 2000);
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await curation.stop();
    await scraper.stop();
    await dropTaggedSchemas(pool, tag);
    await pool.end();
    if (process.env.NATS_URL) await deleteStream(process.env.NATS_URL, `GEMS_${tag}`);
    site.stop();
  }
}

await main();
