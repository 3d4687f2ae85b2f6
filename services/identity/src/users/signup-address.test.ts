import { describe, expect, it } from '@jest/globals';
import { signupAddress } from './signup-address.js';

describe('sign-up address', () => {
  it('hashes the address the gateway resolved, not the socket’s', () => {
    const fromGateway = signupAddress('203.0.113.7', '127.0.0.1');
    expect(fromGateway).toMatch(/^[0-9a-f]{32}$/);
    expect(signupAddress('203.0.113.7', '10.0.0.2')).toBe(fromGateway);
    expect(signupAddress('203.0.113.8', '127.0.0.1')).not.toBe(fromGateway);
  });

  it('falls back to the socket, and knows nothing from loopback or private addresses', () => {
    expect(signupAddress('', '::ffff:203.0.113.7')).toBe(signupAddress('203.0.113.7', ''));
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.4', '172.20.0.1', 'unknown'])
      expect([ip, signupAddress(ip, '')]).toEqual([ip, null]);
  });
});
