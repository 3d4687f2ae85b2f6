// The costs overview over 90 days of aggregates that count one million gateway requests (plus
// paid APIs, scrapes and database statements), read through the gateway as an admin.
// Target: p95 ≤ 100 ms.
//   npm run bench:admin:costs [-- --requests 400 --connections 1]
// Uses DATABASE_URL / REDIS_URL / NATS_URL when set, else the embedded defaults.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { GATEWAY_SERVICES } from '@gems/contracts';
import { PostgresDocumentStore } from '@gems/platform/documents';
import { measure, ms, startAdminBench } from './support.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '400' },
    connections: { type: 'string', default: '1' },
  },
});
const DAYS = 90;
const COUNTED = 1_000_000;

const bench = await startAdminBench(4970);
try {
  const store = await PostgresDocumentStore.open({ pool: bench.pool, schema: bench.documentsSchema });
  const api = store.collection('api_usage_metrics');
  const resources = store.collection('resource_usage_metrics');
  const to = new Date().toISOString().slice(0, 10);
  const day = (i: number) =>
    new Date(Date.parse(`${to}T00:00:00Z`) - i * 86_400_000).toISOString().slice(0, 10);
  // What the consumers write: one document per day and service (upsertIncrement per minute's window).
  const perDay = Math.floor(COUNTED / DAYS / GATEWAY_SERVICES.length);
  let counted = 0;
  for (let i = 0; i < DAYS; i++) {
    const date = day(i);
    const writes: Promise<void>[] = [];
    for (const service of GATEWAY_SERVICES) {
      const requests =
        i === 0 && service === 'identity'
          ? COUNTED - perDay * DAYS * GATEWAY_SERVICES.length + perDay
          : perDay;
      counted += requests;
      const clientError = Math.floor(requests * 0.03);
      const serverError = Math.floor(requests * 0.002);
      writes.push(
        api.upsertIncrement(
          { date, apiService: service },
          {
            requestCount: requests,
            successCount: requests - clientError - serverError,
            errorCount: clientError + serverError,
            clientErrorCount: clientError,
            serverErrorCount: serverError,
            units: 0,
          },
        ),
        resources.upsertIncrement(
          { date, resourceType: 'database_queries', service },
          { count: requests * 3, totalSize: 0 },
        ),
      );
    }
    writes.push(
      api.upsertIncrement(
        { date, apiService: 'playwright' },
        { requestCount: 120, successCount: 110, errorCount: 10, units: 400 },
      ),
      resources.upsertIncrement(
        { date, resourceType: 'scraping_operations' },
        { count: 900, totalSize: 9e7 },
      ),
      resources.upsertIncrement({ date, resourceType: 'image_downloads' }, { count: 1500, totalSize: 3e8 }),
    );
    await Promise.all(writes);
  }
  const url = `${bench.gateway}/api/admin/costs/overview?from=${day(DAYS - 1)}&to=${to}`;
  const check = (await (await fetch(url, { headers: { cookie: bench.cookie } })).json()) as {
    services: { kind: string; totalRequests: number }[];
  };
  const seen = check.services.filter((s) => s.kind === 'gateway').reduce((s, r) => s + r.totalRequests, 0);
  if (seen !== counted || counted !== COUNTED)
    throw new Error(`the overview counts ${seen} of ${COUNTED} requests`);

  await measure(url, bench.cookie, 40, 2); // warm-up
  const r = await measure(url, bench.cookie, Number(values.requests), Number(values.connections));
  console.log(
    `\nGET /api/admin/costs/overview (${DAYS} days, ${COUNTED.toLocaleString('en')} counted requests) through the gateway, ${new Date().toISOString()}, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(`${r.count} requests over ${values.connections} connections`);
  console.log('| p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|');
  console.log(`| ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`);
  console.log(`\np95 ${ms(r.p95)} ms (target ≤ 100 ms)`);
} finally {
  await bench.stop();
}
