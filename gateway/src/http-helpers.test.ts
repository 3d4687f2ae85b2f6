import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { clientIp, trustedProxies } from './http-helpers.js';

const request = (socket: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: socket },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('is the socket’s address when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientIp(request('198.51.100.7', '203.0.113.9'))).toBe('198.51.100.7');
  });

  it('believes a trusted proxy’s nearest untrusted hop, not the first one a client could forge', () => {
    const trust = trustedProxies(['10.0.0.0/8']);
    // The client wrote 1.2.3.4 itself; the ingress (10.1.2.3) appended the address it saw.
    expect(clientIp(request('10.1.2.3', '1.2.3.4, 203.0.113.9'), trust)).toBe('203.0.113.9');
  });

  it('walks back through a chain of trusted proxies given as a range and a name', () => {
    const trust = trustedProxies(['loopback', '10.0.0.0/8']);
    expect(clientIp(request('::ffff:127.0.0.1', '203.0.113.9, 10.4.0.2'), trust)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a socket outside the trusted range', () => {
    const trust = trustedProxies(['10.0.0.0/8']);
    expect(clientIp(request('192.0.2.1', '203.0.113.9'), trust)).toBe('192.0.2.1');
  });

  it('refuses an entry that is neither an address, a range nor a range name', () => {
    expect(() => trustedProxies(['10.0.0.0/33'])).toThrow();
    expect(() => trustedProxies(['ingress'])).toThrow();
  });
});
