// The scraper error log's first page (unresolved, newest first) with 100,000 entries in the log,
// read through the gateway as an admin. Target: p95 ≤ 50 ms.
//   npm run bench:admin:errors [-- --entries 100000 --requests 400 --connections 1]
// Uses DATABASE_URL / REDIS_URL / NATS_URL when set, else the embedded defaults.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { PostgresDocumentStore } from '@gems/platform/documents';
import { measure, ms, startAdminBench } from './support.js';

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '400' },
    connections: { type: 'string', default: '1' },
  },
});
const ENTRIES = Number(values.entries);
const ERROR_TYPES = ['network', 'parsing', 'timeout', 'blocked', 'other'];

const bench = await startAdminBench(4980);
try {
  // The store's own table (as admin-metrics opened it); one INSERT … SELECT writes the documents
  // ScraperErrorLog.record writes (a tenth of them resolved), each URL its own entry.
  await PostgresDocumentStore.open({ pool: bench.pool, schema: bench.documentsSchema });
  await bench.pool.query(
    `INSERT INTO ${bench.documentsSchema}.documents (collection, doc)
     SELECT 'scraper_error_logs', jsonb_build_object(
       'url', 'https://site' || (i % 5000) || '.example/page/' || i,
       'domain', 'site' || (i % 5000) || '.example',
       'errorType', ($2::text[])[1 + i % 5],
       'errorMessage', 'This website took too long to respond',
       'errorStack', 'FetchFailure: timeout after 10000 ms\n  at fetch (safe-fetcher.ts:10)',
       'timestamp', to_char(now() - (i || ' seconds')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       'firstSeen', to_char(now() - (i || ' seconds')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       'count', 1 + i % 7, 'userId', i % 1000, 'resolved', i % 10 = 0,
       'resolvedAt', NULL, 'resolvedBy', NULL, 'notes', NULL, 'traceId', NULL)
     FROM generate_series(1, $1::int) AS i`,
    [ENTRIES, ERROR_TYPES],
  );
  await bench.pool.query(`ANALYZE ${bench.documentsSchema}.documents`);

  const url = `${bench.gateway}/api/admin/scraper-errors`;
  const first = (await (await fetch(url, { headers: { cookie: bench.cookie } })).json()) as {
    timestamp: string;
  }[];
  if (first.length !== 50) throw new Error(`the first page has ${first.length} entries`);

  await measure(url, bench.cookie, 40, 1); // warm-up
  const r = await measure(url, bench.cookie, Number(values.requests), Number(values.connections));
  console.log(
    `\nGET /api/admin/scraper-errors, first page of 50 (${ENTRIES.toLocaleString('en')} entries) through the gateway, ${new Date().toISOString()}, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(`${r.count} requests over ${values.connections} connection(s)`);
  console.log('| p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|');
  console.log(`| ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`);
  console.log(`\np95 ${ms(r.p95)} ms (target ≤ 50 ms)`);
} finally {
  await bench.stop();
}
