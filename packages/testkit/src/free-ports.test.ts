import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect, it } from '@jest/globals';
import { freePorts } from './free-ports.js';

const ephemeralLow = (() => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32768;
  }
})();

it('gives distinct ports below the range outgoing connections take theirs from, each free to listen on', async () => {
  const ports = await freePorts(12);
  expect(new Set(ports).size).toBe(12);
  for (const port of ports) {
    expect(port).toBeLessThan(ephemeralLow);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
