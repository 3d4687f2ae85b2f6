import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { readThrough } from './read-through.js';
import { userCardOf } from './user-replica.js';

/** The owning service's internal read: /things/1 exists, /things/2 does not, /things/3 fails. */
let owner: Server;
let base = '';
const asked: string[] = [];
beforeAll(async () => {
  owner = createServer((req, res) => {
    asked.push(req.url!);
    if (req.url === '/things/1')
      return void res.setHeader('content-type', 'application/json').end('{"name":"one"}');
    res.statusCode = req.url === '/things/2' ? 404 : 500;
    res.end();
  });
  await new Promise<void>((resolve) => owner.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(owner.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => owner.close(() => resolve())));

function replica(id: number, rows = new Map<number, string>(), deleted = new Set<number>()) {
  return {
    rows,
    read: () =>
      readThrough({
        local: async () => rows.get(id) ?? null,
        gone: async () => deleted.has(id),
        ownerUrl: `${base}/things/${id}`,
        schema: z.object({ name: z.string() }),
        remember: async (owned) => (rows.set(id, owned.name), owned.name),
        unavailableMessage: 'Things cannot be checked right now',
      }),
  };
}

describe('readThrough', () => {
  it('answers from the replica without asking the owner when it has the row', async () => {
    asked.length = 0;
    expect(await replica(1, new Map([[1, 'local']])).read()).toBe('local');
    expect(asked).toEqual([]);
  });

  it('asks the owner when the replica is late, and remembers the answer', async () => {
    const late = replica(1);
    expect(await late.read()).toBe('one');
    expect(late.rows.get(1)).toBe('one');
  });

  it("takes only the owner's no (or a known deletion) as no such thing", async () => {
    expect(await replica(2).read()).toBeNull();
    asked.length = 0;
    expect(await replica(1, new Map(), new Set([1])).read()).toBeNull();
    expect(asked).toEqual([]);
  });

  it('answers 503 with its words when the owner cannot say, never a false absence', async () => {
    await expect(replica(3).read()).rejects.toMatchObject({
      status: 503,
      message: 'Things cannot be checked right now',
    });
  });
});

describe('userCardOf', () => {
  it('makes the same card from an event and from identity’s answer', () => {
    const card = { username: 'ada', profileImageUrl: null, isPublic: false };
    expect(userCardOf({ userId: 7, ...card, email: 'x' } as never)).toEqual({ userId: 7, ...card });
    expect(userCardOf({ id: 7, ...card })).toEqual({ userId: 7, ...card });
  });
});
