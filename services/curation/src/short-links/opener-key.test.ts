import { describe, expect, it } from '@jest/globals';
import { openerKey } from './opener-key.js';

describe('a short link opener', () => {
  it('is a signed-in user by id, anyone else by a hash of their address', () => {
    expect(openerKey(42, '203.0.113.7')).toBe('u:42');
    const visitor = openerKey(undefined, '203.0.113.7');
    expect(visitor).toMatch(/^a:[0-9a-f]{32}$/);
    expect(visitor).not.toContain('203');
    expect(openerKey(undefined, '203.0.113.8')).not.toBe(visitor);
    expect(openerKey(undefined, ' ')).toBeNull();
  });
});
