import { describe, expect, it } from '@jest/globals';
import { OwnerIds } from './owner-ids.js';

describe('OwnerIds', () => {
  it('reads an owner once, then answers from memory', async () => {
    const reads: string[] = [];
    const owners = new OwnerIds(async (target, id) => {
      reads.push(`${target}:${id}`);
      return { ownerId: id * 10 };
    });
    expect(await owners.of('gem', 4)).toBe(40);
    expect(await owners.of('gem', 4)).toBe(40);
    expect(await owners.of('collection', 4)).toBe(40);
    expect(reads).toEqual(['gem:4', 'collection:4']);
  });

  it('does not remember an item it could not find, and forgets the oldest past its bound', async () => {
    const reads: number[] = [];
    let exists = false;
    const owners = new OwnerIds(async (_target, id) => {
      reads.push(id);
      return exists || id !== 1 ? { ownerId: 7 } : null;
    }, 2);
    expect(await owners.of('gem', 1)).toBeNull();
    exists = true;
    expect(await owners.of('gem', 1)).toBe(7);
    await owners.of('gem', 2);
    await owners.of('gem', 3); // evicts gem 1
    await owners.of('gem', 1);
    expect(reads).toEqual([1, 1, 2, 3, 1]);
  });
});
