import type pg from 'pg';

const counters = new WeakMap<pg.Pool, { statements: number }>();

/**
 * Counts every statement the pool's connections run (Prisma's adapter, raw queries, transactions'
 * BEGIN/COMMIT alike): each new connection's `query` is wrapped once to add one to a number, so the
 * cost per statement is an increment. `takeStatementCount` reads and resets it.
 */
export function countStatements(pool: pg.Pool): void {
  const counter = { statements: 0 };
  counters.set(pool, counter);
  pool.on('connect', (client) => {
    const query = client.query;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      counter.statements += 1;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof client.query;
  });
}

/** The statements counted since the last call (0 for a pool that is not counted). */
export function takeStatementCount(pool: pg.Pool): number {
  const counter = counters.get(pool);
  if (!counter) return 0;
  const taken = counter.statements;
  counter.statements = 0;
  return taken;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The pools' statements as usage windows for startUsageFlush (`database_queries`). */
export function statementWindows(pools: pg.Pool | pg.Pool[], now: () => number = Date.now) {
  const all = Array.isArray(pools) ? pools : [pools];
  let windowStart = now();
  let carried = 0;
  return {
    take() {
      const databaseQueries = all.reduce((sum, pool) => sum + takeStatementCount(pool), carried);
      const date = dayOf(windowStart);
      carried = 0;
      windowStart = now();
      return databaseQueries > 0 ? { date, requests: [], databaseQueries } : null;
    },
    putBack(window: { databaseQueries: number }) {
      carried += window.databaseQueries;
    },
  };
}
