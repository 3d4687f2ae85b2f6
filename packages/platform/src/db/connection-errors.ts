/**
 * Whether an error means the database could not be reached or dropped the connection (a restart,
 * `pg_terminate_backend`, a network cut), as opposed to a fault in the statement itself. Such a
 * failure is answered 503 and is worth retrying; the pool replaces the connection by itself.
 * Walks what wraps pg's error: `cause` chains, and Prisma's `meta.driverAdapterError` (a
 * connection refused while Postgres starts up or shuts down comes as P2039 with the 57P03 there).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, kind, message, cause, meta } = error as Wrapped;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof kind === 'string' && UNAVAILABLE_KINDS.has(kind)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  return (
    isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(meta?.driverAdapterError, depth + 1)
  );
}

interface Wrapped {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
}

const UNAVAILABLE_CODES = new Set([
  // Postgres: shutting down, crashed, starting up, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // Node sockets.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  // Prisma: cannot reach the server, server closed the connection, no pooled connection in time.
  'P1001',
  'P1002',
  'P1017',
  'P2024',
]);

/** Prisma driver adapters' error kinds for the same. */
const UNAVAILABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

/** pg's own errors carry no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'terminating connection due to administrator command',
];
