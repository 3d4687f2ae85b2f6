import { describe, expect, it } from '@jest/globals';
import { MemoryCache } from '../cache/memory-cache.adapter.js';
import { RevocationCheck, type RevocationSource } from './revocations.js';
import { DENY_LIST_COMPLETE_KEY, revokedSessionKey } from './session-claims.js';

const record = (revoked: string[]) => {
  const asked: string[] = [];
  const source: RevocationSource = {
    isRevoked: async (id) => {
      asked.push(id);
      return revoked.includes(id);
    },
  };
  return { source, asked };
};
let n = 0;
const cache = () => new MemoryCache({ namespace: `revocations-${n++}` });

describe('RevocationCheck', () => {
  it('trusts a whole deny-list without asking identity', async () => {
    const denyList = cache();
    await denyList.set(DENY_LIST_COMPLETE_KEY, 'now');
    await denyList.set(revokedSessionKey('gone'), '1', 60);
    const { source, asked } = record([]);
    const check = new RevocationCheck(denyList, source);
    expect(await check.isRevoked('gone')).toBe(true);
    expect(await check.isRevoked('live')).toBe(false);
    expect(asked).toEqual([]);
  });

  it('asks identity when the deny-list lost its data (no completeness mark), every time it is still valid', async () => {
    const { source, asked } = record(['gone']);
    const check = new RevocationCheck(cache(), source);
    expect(await check.isRevoked('gone')).toBe(true);
    expect(await check.isRevoked('gone')).toBe(true); // final: remembered
    expect(await check.isRevoked('live')).toBe(false);
    expect(await check.isRevoked('live')).toBe(false); // a logout may come any moment: asked again
    expect(asked).toEqual(['gone', 'live', 'live']);
  });

  it('asks identity while the cache is failing, and fails closed (503, not "revoked") when identity cannot answer', async () => {
    const failing = Object.assign(cache(), { available: () => false });
    const { source, asked } = record([]);
    expect(await new RevocationCheck(failing, source).isRevoked('live')).toBe(false);
    expect(asked).toEqual(['live']);
    const down: RevocationSource = { isRevoked: () => Promise.reject(new Error('unreachable')) };
    await expect(new RevocationCheck(failing, down).isRevoked('live')).rejects.toMatchObject({
      status: 503,
      message: 'Your session cannot be checked right now. Please try again in a moment.',
    });
  });
});
