import { connect } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

  describe('a request body', () => {
    const echo = (req: IncomingMessage, res: ServerResponse) => {
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => res.end(`got ${size}`));
    };
    const head = (length: number) =>
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

    it('trickled past the headers’ deadline is answered 408 and its connection closed', async () => {
      const http = await listen(echo, 0, '127.0.0.1', { headersTimeoutMs: 300, minBodyBytesPerSecond: 1e9 });
      try {
        const started = Date.now();
        // A byte every 100 ms: never idle, never done.
        const answer = await exchange(http.port, [head(100), ...Array.from({ length: 40 }, () => 'x')], 100);
        expect(answer).toMatch(/^HTTP\/1\.1 408/);
        expect(answer).toContain('"message":"The request body took too long to arrive"');
        expect(Date.now() - started).toBeLessThan(1500);
      } finally {
        await http.close(100);
      }
    });

    it('arriving in pieces within the deadline is answered', async () => {
      const http = await listen(echo, 0, '127.0.0.1', { headersTimeoutMs: 1000, minBodyBytesPerSecond: 1e9 });
      try {
        const answer = await exchange(http.port, [head(6), 'abc', 'def'], 100);
        expect(answer).toMatch(/^HTTP\/1\.1 200/);
        expect(answer).toContain('got 6');
      } finally {
        await http.close(100);
      }
    });

    it('gets more time for a larger declared length, at the slowest accepted rate', async () => {
      // 300 ms grace + 20 bytes at 20 bytes/s = 1.3 s: a body done in ~0.6 s arrives.
      const http = await listen(echo, 0, '127.0.0.1', { headersTimeoutMs: 300, minBodyBytesPerSecond: 20 });
      try {
        const answer = await exchange(http.port, [head(20), ...Array.from({ length: 20 }, () => 'y')], 30);
        expect(answer).toMatch(/^HTTP\/1\.1 200/);
      } finally {
        await http.close(100);
      }
    });

    it('still trickling after an early answer is cut off too', async () => {
      const early = (_req: unknown, res: ServerResponse) => res.end('no');
      const http = await listen(early, 0, '127.0.0.1', { headersTimeoutMs: 300, minBodyBytesPerSecond: 1e9 });
      try {
        const started = Date.now();
        // Keep-alive: Node reads (and drops) the rest of the body to reuse the connection.
        const keepAlive = `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n`;
        const answer = await exchange(http.port, [keepAlive, ...Array.from({ length: 40 }, () => 'x')], 100);
        expect(answer).toMatch(/^HTTP\/1\.1 200/); // the early answer, then the connection closed
        expect(Date.now() - started).toBeLessThan(1500);
      } finally {
        await http.close(100);
      }
    });
  });
});
