import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';

/** Where the system takes the local ports of outgoing connections (Linux; its default elsewhere). */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    if (Number(low) > 0 && Number(high) >= Number(low)) return [Number(low), Number(high)];
  } catch {
    /* not Linux */
  }
  return [32768, 60999];
}

const LOWEST = 10_000;

const listenOn = (port: number) =>
  new Promise<Server | null>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/**
 * `n` distinct free TCP ports on loopback for the processes a suite starts, so it never collides
 * with a copy of the app already running. They are chosen below the system's ephemeral range: a
 * port handed out by `listen(0)` and released is in that range, where any process's outgoing
 * connection (to Postgres, NATS, Redis…) may take it as its local port before the service that
 * was meant to listen there starts (`EADDRINUSE`, seen in the scale-out rehearsal). They are held
 * open together while chosen, so they are distinct.
 */
export async function freePorts(n: number): Promise<number[]> {
  const [ephemeralLow] = ephemeralRange();
  const held: Server[] = [];
  try {
    for (let tries = 0; held.length < n; tries++) {
      if (tries > n * 50) throw new Error(`no ${n} free ports below ${ephemeralLow}`);
      const port = LOWEST + Math.floor(Math.random() * (ephemeralLow - LOWEST));
      const server = await listenOn(port);
      if (server) held.push(server);
    }
    return held.map((server) => (server.address() as { port: number }).port);
  } finally {
    await Promise.all(held.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}
