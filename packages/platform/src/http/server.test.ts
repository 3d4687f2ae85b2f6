import { connect } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { listen } from './server.js';

/** Writes raw request bytes (each piece `gapMs` apart) and resolves to all the server answered. */
function exchange(port: number, pieces: string[], gapMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      pieces.forEach((piece, i) => setTimeout(() => socket.write(piece), i * gapMs)),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('listen', () => {
  it('answers 408 and closes a connection whose headers never finish', async () => {
    const http = await listen((_req, res) => res.end('ok'), 0, '127.0.0.1', { headersTimeoutMs: 300 });
    try {
      const started = Date.now();
      const answer = await exchange(http.port, ['GET / HTTP/1.1\r\nHost: x\r\nCookie: ']);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await http.close(100);
    }
  });

  it('still answers a client that sends its headers in pieces within the limit', async () => {
    const http = await listen((_req, res) => res.end('ok'), 0, '127.0.0.1', { headersTimeoutMs: 1000 });
    try {
      const answer = await exchange(
        http.port,
        ['GET / HTTP/1.1\r\nHost: x\r\n', 'Connection: close\r\n\r\n'],
        200,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      await http.close(100);
    }
  });
});
