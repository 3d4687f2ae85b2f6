import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestListener } from 'node:http';

export interface HttpServer {
  server: Server;
  port: number;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to graceMs), then closes what is left. */
  close(graceMs?: number): Promise<void>;
}

export async function listen(
  handler: RequestListener,
  port: number,
  host = '127.0.0.1',
): Promise<HttpServer> {
  const server = createServer(handler);
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
