import { createServer } from 'node:net';

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A run's ports, as offsets from its base: SERVICE_PORT_BASE is base + 10, so the services
 * (identity … admin-metrics, offsets 1 … 6 in scripts/embedded.ts) take base + 11 … base + 16. */
export const PORTS = {
  gateway: 0,
  serviceBase: 10,
  services: [11, 12, 13, 14, 15, 16],
  /** The journeys' SMTP server (mail-catcher.mjs). */
  smtp: 18,
  fixtureSite: 19,
};

/**
 * A base whose ports (PORTS) are all free, so a copy of the app already running (say on 8090) or
 * another run of the browser tests on the same machine never collides with this one. Bases are
 * drawn at random in 20000-32000 (below Linux's ephemeral range, so outgoing connections do not
 * take them), which keeps two runs starting together from picking the same one.
 */
export async function freePortBase(tries = 50): Promise<number> {
  for (let i = 0; i < tries; i++) {
    const base = 20_000 + 20 * Math.floor(Math.random() * 600);
    const ports = [PORTS.gateway, ...PORTS.services, PORTS.smtp, PORTS.fixtureSite].map(
      (offset) => base + offset,
    );
    if ((await Promise.all(ports.map(free))).every(Boolean)) return base;
  }
  throw new Error(`no free block of ports for the browser tests after ${tries} tries`);
}
