import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestListener } from 'node:http';
import { withBodyDeadline } from './body-deadline.js';

export interface HttpServer {
  server: Server;
  port: number;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to graceMs), then closes what is left. */
  close(graceMs?: number): Promise<void>;
}

export interface ListenOptions {
  /**
   * How long a request's headers may take to arrive: a client that never finishes them (a slow
   * loris, a broken client) is answered 408 and its connection closed, instead of holding it for
   * Node's default 60 s (checked every 30 s). Default 15 s.
   */
  headersTimeoutMs?: number;
  /**
   * A request body has the same deadline as the headers, plus the time its declared length takes
   * at this rate (a large upload on a slow line still arrives; a trickle is cut). Default 50 KB/s.
   */
  minBodyBytesPerSecond?: number;
}

export async function listen(
  handler: RequestListener,
  port: number,
  host = '127.0.0.1',
  options: ListenOptions = {},
): Promise<HttpServer> {
  const headersTimeout = options.headersTimeoutMs ?? 15_000;
  const server = createServer(
    {
      headersTimeout,
      // Node checks the timeouts at this interval; a tenth of the limit keeps the cut close to it.
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.round(headersTimeout / 10))),
    },
    withBodyDeadline(handler, {
      deadlineMs: headersTimeout,
      minBytesPerSecond: options.minBodyBytesPerSecond ?? 50 * 1024,
    }),
  );
  server.keepAliveTimeout = 65_000; // longer than typical proxy idle timeouts
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    server,
    port: actual,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actual}`,
    close: (graceMs = 10_000) =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
