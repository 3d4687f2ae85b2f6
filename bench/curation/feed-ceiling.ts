// The ceiling for the feed: curation's own feed statement (GemCardsRepository.build) run in a
// raw `pg` loop on as many connections as the service's pool, with no HTTP, auth or JSON. Named,
// as the service runs it (planned once per connection). The statement is the cards' heads, as a
// page read again runs it (the gems' content kept by GemCardPages; see docs/decisions.md).
import pg from 'pg';
import { cpuMeter, perRequest } from '../support/cpu.js';
import { GemCardsRepository } from '../../services/curation/src/gems/gem-cards.repository.js';

export async function feedCeiling(databaseUrl: string, schema: string, viewerId: number, seconds: number) {
  const connections = 10;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections, options: '-c jit=off' });
  const { sql, values } = new GemCardsRepository(pool, schema).build(
    {
      viewerId,
      scope: { kind: 'feed' },
      ordering: 'recent',
      limit: 21,
    },
    'head',
  );
  const latencies: number[] = [];
  // Postgres's CPU only: the loop itself runs in the load generator's process.
  const stop = cpuMeter({}).start();
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      await pool.query({ name: 'feed_ceiling', text: sql, values });
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const cpuPerStatement = perRequest(stop(), latencies.length);
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]!;
  return {
    connections,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    cpuPerStatement,
  };
}
