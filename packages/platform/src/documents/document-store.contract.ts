import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DocumentCollection, DocumentStore } from './document-store.port.js';
import { InvalidDocumentQueryError } from './document-validation.js';

interface Event {
  [field: string]: unknown;
  kind?: string;
  at?: string | number;
  n?: number;
  ok?: boolean;
  note?: string | null;
}

/** The behaviour every DocumentStore adapter must show (Postgres JSONB always, MongoDB when reachable). */
export function describeDocumentStoreContract(adapterName: string, open: () => Promise<DocumentStore>): void {
  describe(`DocumentStore contract: ${adapterName}`, () => {
    let store: DocumentStore;
    const collections: DocumentCollection[] = [];
    // A fresh collection per test keeps the cases independent of each other.
    const fresh = <T extends Event = Event>() => {
      const collection = store.collection<T>(`c_${randomBytes(5).toString('hex')}`);
      collections.push(collection as unknown as DocumentCollection);
      return collection;
    };

    beforeAll(async () => {
      store = await open();
    });

    afterAll(async () => {
      await Promise.all(collections.map((c) => c.deleteMany()));
      await store.close();
    });

    it('answers ping', async () => {
      expect(await store.ping()).toBe(true);
    });

    it('inserts a document and finds it by its string id', async () => {
      const events = fresh();
      const doc = {
        kind: 'scrape',
        at: '2024-05-01T10:00:00.000Z',
        n: 3,
        ok: true,
        detail: { url: 'https://x.y', codes: [1, 2] },
      };
      const stored = await events.insertOne(doc);
      expect(typeof stored.id).toBe('string');
      expect(stored).toEqual({ ...doc, id: stored.id });
      expect(await events.findById(stored.id)).toEqual(stored);
      const other = await events.insertOne({ kind: 'other' });
      expect(other.id).not.toBe(stored.id);
    });

    it('stores what JSON stores: dates as ISO strings, no undefined, no NUL characters', async () => {
      const events = fresh();
      const stored = await events.insertOne({
        at: new Date('2024-05-01T10:00:00Z') as unknown as string,
        note: undefined,
        kind: 'a\0b',
      });
      const found = await events.findById(stored.id);
      expect(found).toEqual({ id: stored.id, at: '2024-05-01T10:00:00.000Z', kind: 'a\uFFFDb' });
      expect(found).toEqual(stored);
    });

    it('answers null for unknown and malformed ids', async () => {
      const events = fresh();
      const gone = await events.insertOne({ kind: 'x' });
      await events.deleteMany();
      expect(await events.findById(gone.id)).toBeNull();
      for (const id of ['not-an-id', '', '0', '-1', '../x', '99999999999999999999999', 'aaaaaaaaaaaa']) {
        expect(await events.findById(id)).toBeNull();
        expect(await events.updateById(id, { n: 1 })).toBeNull();
      }
    });

    it('filters on equality of strings, numbers, booleans and null (null also matches missing)', async () => {
      const events = fresh();
      await events.insertOne({ kind: 'a', n: 1, ok: true, note: null });
      await events.insertOne({ kind: 'a', n: 2, ok: false, note: 'x' });
      await events.insertOne({ kind: 'b', n: 1, ok: true });
      const kinds = async (where: Record<string, string | number | boolean | null>) =>
        (await events.find({ where, sort: { field: 'n', direction: 'asc' } })).map((d) => `${d.kind}${d.n}`);
      expect(await kinds({ kind: 'a' })).toEqual(['a1', 'a2']);
      expect(await kinds({ n: 1 })).toEqual(['a1', 'b1']);
      expect(await kinds({ n: 1.0, kind: 'b' })).toEqual(['b1']);
      expect(await kinds({ ok: false })).toEqual(['a2']);
      expect((await kinds({ note: null })).sort()).toEqual(['a1', 'b1']);
      expect(await kinds({ kind: 'A' })).toEqual([]);
      expect(await kinds({ n: '1' })).toEqual([]);
    });

    it('filters on a half-open range of ISO date strings, and of numbers', async () => {
      const events = fresh();
      for (const at of [
        '2024-04-30T23:59:59.999Z',
        '2024-05-01T00:00:00.000Z',
        '2024-05-15T12:00:00.000Z',
        '2024-06-01T00:00:00.000Z',
      ]) {
        await events.insertOne({ at, kind: 'day' });
      }
      await events.insertOne({ at: 20240510, kind: 'number' });
      const may = await events.find({
        range: { field: 'at', gte: '2024-05-01T00:00:00.000Z', lt: '2024-06-01T00:00:00.000Z' },
        sort: { field: 'at', direction: 'asc' },
      });
      expect(may.map((d) => d.at)).toEqual(['2024-05-01T00:00:00.000Z', '2024-05-15T12:00:00.000Z']);
      expect(await events.count({ range: { field: 'at', lt: '2024-05-01T00:00:00.000Z' } })).toBe(1);
      expect(
        await events.count({
          where: { kind: 'day' },
          range: { field: 'at', gte: '2024-05-01T00:00:00.000Z' },
        }),
      ).toBe(3);
      // A numeric range compares numbers only.
      const numbers = await events.find({ range: { field: 'at', gte: 20240101, lt: 20241231 } });
      expect(numbers.map((d) => d.kind)).toEqual(['number']);
      await expect(events.find({ range: { field: 'at', gte: '2024', lt: 2025 } })).rejects.toThrow(
        InvalidDocumentQueryError,
      );
    });

    it('sorts descending with limit and skip, numbers numerically', async () => {
      const events = fresh();
      for (const n of [5, 10, 1, 30, 2]) await events.insertOne({ n, kind: `k${n}` });
      const page = async (skip: number) =>
        (await events.find({ sort: { field: 'n', direction: 'desc' }, limit: 2, skip })).map((d) => d.n);
      expect(await page(0)).toEqual([30, 10]);
      expect(await page(2)).toEqual([5, 2]);
      expect(await page(4)).toEqual([1]);
      expect(await page(6)).toEqual([]);
      const ascending = await events.find({ sort: { field: 'n', direction: 'asc' } });
      expect(ascending.map((d) => d.n)).toEqual([1, 2, 5, 10, 30]);
      await expect(events.find({ limit: 0 })).rejects.toThrow(InvalidDocumentQueryError);
      await expect(events.find({ skip: -1 })).rejects.toThrow(InvalidDocumentQueryError);
    });

    it('sorts strings bytewise, as ISO timestamps need', async () => {
      const events = fresh();
      for (const kind of ['b', 'B', 'a', '10', '9']) await events.insertOne({ kind });
      const sorted = await events.find({ sort: { field: 'kind', direction: 'asc' } });
      expect(sorted.map((d) => d.kind)).toEqual(['10', '9', 'B', 'a', 'b']);
    });

    it('keeps the same order and paging with a sort index, created as often as asked', async () => {
      const events = fresh();
      await events.ensureSortIndex({ field: 'at', direction: 'desc' });
      await events.ensureSortIndex({ field: 'at', direction: 'desc' });
      for (const at of ['2026-01-02', 7, '2026-01-10', undefined, '2026-01-01'])
        await events.insertOne(at === undefined ? { ok: true } : { at, ok: true });
      await events.insertOne({ at: '2026-01-05', ok: false });
      const newest = await events.find({
        where: { ok: true },
        sort: { field: 'at', direction: 'desc' },
        limit: 3,
      });
      expect(newest.map((d) => d.at)).toEqual(['2026-01-10', '2026-01-02', '2026-01-01']);
      const rest = await events.find({
        where: { ok: true },
        sort: { field: 'at', direction: 'desc' },
        skip: 3,
      });
      expect(rest.map((d) => d.at)).toEqual([7, undefined]); // numbers before strings, missing last
      await expect(events.ensureSortIndex({ field: 'bad name', direction: 'desc' })).rejects.toThrow(
        InvalidDocumentQueryError,
      );
    });

    it('counts all documents or the matching ones', async () => {
      const events = fresh();
      expect(await events.count()).toBe(0);
      await events.insertOne({ kind: 'a' });
      await events.insertOne({ kind: 'a' });
      await events.insertOne({ kind: 'b' });
      expect(await events.count()).toBe(3);
      expect(await events.count({ where: { kind: 'a' } })).toBe(2);
    });

    it('keeps collections apart', async () => {
      const one = fresh();
      const two = fresh();
      const doc = await one.insertOne({ kind: 'a' });
      expect(await two.count()).toBe(0);
      expect(await two.findById(doc.id)).toBeNull();
      expect(await two.deleteMany()).toBe(0);
      expect(await one.count()).toBe(1);
    });

    it('merges a patch into a document and returns the result', async () => {
      const events = fresh();
      const doc = await events.insertOne({ kind: 'a', n: 1, ok: false });
      const updated = await events.updateById(doc.id, { n: 2, note: 'added' });
      expect(updated).toEqual({ id: doc.id, kind: 'a', n: 2, ok: false, note: 'added' });
      expect(await events.findById(doc.id)).toEqual(updated);
      expect(await events.updateById(doc.id, {})).toEqual(updated);
    });

    it('upserts counters atomically: 50 concurrent increments add up exactly', async () => {
      const metrics = fresh<{ day?: string; route?: string; calls?: number; bytes?: number }>();
      const key = { day: '2024-05-01', route: '/api/gems' };
      await Promise.all(
        Array.from({ length: 50 }, () => metrics.upsertIncrement(key, { calls: 1, bytes: 10 })),
      );
      await metrics.upsertIncrement({ day: '2024-05-01', route: '/api/other' }, { calls: 1 });
      const rows = await metrics.find({ where: key });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toEqual({ id: rows[0]?.id, ...key, calls: 50, bytes: 500 });
      expect(await metrics.count()).toBe(2);
      // Later increments land on the same document, whatever the field order of `where`.
      await metrics.upsertIncrement({ route: '/api/gems', day: '2024-05-01' }, { calls: 2, errors: 1 });
      expect(await metrics.find({ where: key })).toEqual([{ ...rows[0], calls: 52, errors: 1 }]);
    });

    it('increments an existing matching document rather than adding one', async () => {
      const metrics = fresh();
      const doc = await metrics.insertOne({ day: '2024-05-02', calls: 5, label: 'seeded' });
      await metrics.upsertIncrement({ day: '2024-05-02' }, { calls: 1 });
      expect(await metrics.count()).toBe(1);
      expect(await metrics.findById(doc.id)).toEqual({ ...doc, calls: 6 });
    });

    it('deletes the matching documents and says how many', async () => {
      const events = fresh();
      for (const kind of ['a', 'a', 'b', 'c']) await events.insertOne({ kind });
      expect(await events.deleteMany({ where: { kind: 'a' } })).toBe(2);
      expect(await events.count()).toBe(2);
      expect(await events.deleteMany({ where: { kind: 'zzz' } })).toBe(0);
      expect(await events.deleteMany()).toBe(2);
      expect(await events.count()).toBe(0);
    });

    it('rejects hostile or reserved field and collection names before querying', async () => {
      const events = fresh();
      await events.insertOne({ kind: 'survivor' });
      const hostile = [
        "kind'); DROP TABLE documents; --",
        'a.b',
        '$where',
        'x y',
        '1abc',
        '',
        '_id',
        'id',
        '__proto__',
      ];
      for (const field of hostile) {
        await expect(events.find({ where: { [field]: 1 } })).rejects.toThrow(InvalidDocumentQueryError);
        await expect(events.count({ range: { field, gte: 1 } })).rejects.toThrow(InvalidDocumentQueryError);
        await expect(events.find({ sort: { field, direction: 'asc' } })).rejects.toThrow(
          InvalidDocumentQueryError,
        );
        await expect(events.deleteMany({ where: { [field]: 'x' } })).rejects.toThrow(
          InvalidDocumentQueryError,
        );
        await expect(events.upsertIncrement({ kind: 'k' }, { [field]: 1 })).rejects.toThrow(
          InvalidDocumentQueryError,
        );
        await expect(events.upsertIncrement({ [field]: 'k' }, { n: 1 })).rejects.toThrow(
          InvalidDocumentQueryError,
        );
        await expect(events.insertOne({ [field]: 1 })).rejects.toThrow(InvalidDocumentQueryError);
      }
      const doc = (await events.find())[0];
      await expect(events.updateById(doc?.id ?? '', { 'a.b': 1 } as Event)).rejects.toThrow(
        InvalidDocumentQueryError,
      );
      // An operator object where a scalar belongs is refused, not interpreted.
      const injected = { kind: { $ne: null } } as unknown as Record<string, string>;
      await expect(events.find({ where: injected })).rejects.toThrow(InvalidDocumentQueryError);
      await expect(events.deleteMany({ where: injected })).rejects.toThrow(InvalidDocumentQueryError);
      expect(() => store.collection('bad name; --')).toThrow(InvalidDocumentQueryError);
      expect(() => store.collection('system.users')).toThrow(InvalidDocumentQueryError);
      expect(await events.find()).toEqual([doc]);
    });
  });
}
