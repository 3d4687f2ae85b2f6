// The ceiling for explore search: curation's own search statements, run by its own repository
// (GemCardsRepository.page, so the tiers, statement names and plans are the service's) in a raw
// `pg` loop on as many connections as the service's pool, with no HTTP, auth or JSON. A page may
// take more than one statement (the partial-word tier), so both pages/s and statements/s are
// reported; the service's answers per second compare against the pages.
import pg from 'pg';
import { cpuMeter, perRequest } from '../support/cpu.js';
import { GemCardsRepository } from '../../services/curation/src/gems/gem-cards.repository.js';
import { searchTerms } from '../../services/curation/src/gems/gem-search.js';

export async function searchCeiling(
  databaseUrl: string,
  schema: string,
  viewerId: number,
  text: string,
  seconds: number,
) {
  const connections = 10;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections, options: '-c jit=off' });
  let statements = 0;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (...args) => {
      statements++;
      return query(...args);
    };
  });
  const repository = new GemCardsRepository(pool, schema);
  const search = searchTerms(text);
  const page = () =>
    repository.page(
      { viewerId, scope: { kind: 'visible' }, search, ordering: 'relevance', limit: 20 },
      'head',
    );
  await page(); // one answer first, so a broken search fails here rather than counting nothing
  statements = 0;
  const latencies: number[] = [];
  // Postgres's CPU only: the loop itself runs in the load generator's process.
  const stop = cpuMeter({}).start();
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      await page();
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const cpuPerPage = perRequest(stop(), latencies.length);
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]!;
  return {
    connections,
    perSecond: latencies.length / seconds,
    statementsPerSecond: statements / seconds,
    statementsPerPage: statements / latencies.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    cpuPerPage,
  };
}
