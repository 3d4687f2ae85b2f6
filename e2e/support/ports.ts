import { createServer } from 'node:net';

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port base whose gateway port (base) and service ports (base + 11 … base + 16) are all free, so
 * a copy of the app already running (say on 8090) never collides with the browser tests.
 */
export async function freePortBase(from = 8090, step = 20, tries = 40): Promise<number> {
  for (let base = from; base < from + step * tries; base += step) {
    const ports = [base, ...[11, 12, 13, 14, 15, 16].map((offset) => base + offset)];
    if ((await Promise.all(ports.map(free))).every(Boolean)) return base;
  }
  throw new Error(`no free ports for the browser tests between ${from} and ${from + step * tries}`);
}

/** A free port near `from` (the fixture website the scraper may reach). */
export async function freePort(from: number, tries = 50): Promise<number> {
  for (let port = from; port < from + tries; port++) if (await free(port)) return port;
  throw new Error(`no free port between ${from} and ${from + tries}`);
}
