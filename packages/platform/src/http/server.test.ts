import { connect } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { listen } from './server.js';

describe('listen', () => {
  it('answers 408 and closes a connection whose headers never finish', async () => {
    const http = await listen((_req, res) => res.end('ok'), 0, '127.0.0.1', { headersTimeoutMs: 300 });
    try {
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(http.port, '127.0.0.1', () =>
          socket.write('GET / HTTP/1.1\r\nHost: x\r\nCookie: '),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await http.close(100);
    }
  });

  it('still answers a client that sends its headers in pieces within the limit', async () => {
    const http = await listen((_req, res) => res.end('ok'), 0, '127.0.0.1', { headersTimeoutMs: 1000 });
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(http.port, '127.0.0.1', () => {
          socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
          setTimeout(() => socket.write('Connection: close\r\n\r\n'), 200);
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      await http.close(100);
    }
  });
});
