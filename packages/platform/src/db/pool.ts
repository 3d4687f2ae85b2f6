import pg from 'pg';

/**
 * Marks a URL whose connections all share one Postgres session (the embedded PGlite server).
 * createPool strips it; such a pool must not use named statements, because one connection's
 * `PREPARE` would collide with another's of the same name.
 */
export const SHARED_SESSION_PARAM = 'gems_shared_session';
const sharedSessionPools = new WeakSet<pg.Pool>();

/** One pg pool per service; `application_name` shows the owner in pg_stat_activity. */
export function createPool(
  url: string,
  options: {
    max?: number;
    applicationName?: string;
    /** Told when a connection breaks (the server restarted, the backend was terminated). */
    onConnectionError?: (error: Error) => void;
  } = {},
): pg.Pool {
  const parsed = new URL(url);
  const sharedSession = parsed.searchParams.get(SHARED_SESSION_PARAM) === '1';
  parsed.searchParams.delete(SHARED_SESSION_PARAM);
  const pool = new pg.Pool({
    connectionString: parsed.href,
    max: options.max ?? 10,
    application_name: options.applicationName,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  if (sharedSession) sharedSessionPools.add(pool);
  const onError = options.onConnectionError ?? (() => undefined);
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', onError);
  // pg-pool listens for errors only while a client is idle: one checked out (a transaction, the
  // outbox relay's lock, Prisma's interactive transaction) that loses its server would emit an
  // unhandled 'error' and end the process. Its holder sees the failure on its next query and
  // releases it with the error, which makes the pool drop it.
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

/** Whether statements may be prepared by name (planned once per connection, not per call). */
export const canNameStatements = (pool: pg.Pool): boolean => !sharedSessionPools.has(pool);

export async function pingPool(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
