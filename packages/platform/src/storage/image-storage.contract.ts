import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ImageStorage } from './image-storage.port.js';
import { InvalidImageKeyError } from './image-key.js';

export interface ImageStorageHarness {
  storage: ImageStorage;
  /** Reads an object back the way a browser would get it, by the URL put() returned; null when absent. */
  read(url: string): Promise<Buffer | null>;
  cleanup(): Promise<void>;
}

export const HOSTILE_KEYS = [
  '../escape.webp',
  'gems/../../escape.webp',
  '/etc/passwd',
  '/uploads/../escape.webp',
  'Gems/Upper.webp',
  'gems//double.webp',
  'gems/',
  '.hidden.webp',
  'gems/.temp.tmp',
  'space in.webp',
  'back\\slash.webp',
  'http://evil.example/x.webp',
  'nul\0.webp',
  '',
  `${'a'.repeat(300)}.webp`,
];

/** The behaviour every ImageStorage adapter must show (local directory now; an S3 adapter later). */
export function describeImageStorageContract(
  adapterName: string,
  setup: () => Promise<ImageStorageHarness>,
): void {
  describe(`ImageStorage contract: ${adapterName}`, () => {
    let harness: ImageStorageHarness;
    let storage: ImageStorage;
    const bytes = (text: string) => Buffer.from(text);

    beforeAll(async () => {
      harness = await setup();
      storage = harness.storage;
    });

    afterAll(async () => {
      await harness.cleanup();
    });

    it('stores bytes under a key and answers the public /uploads URL', async () => {
      const url = await storage.put('gems/12/ab12.webp', bytes('image one'), 'image/webp');
      expect(url).toBe('/uploads/gems/12/ab12.webp');
      expect(await harness.read(url)).toEqual(bytes('image one'));
      expect(await storage.exists('gems/12/ab12.webp')).toBe(true);
      expect(await storage.exists(url)).toBe(true);
    });

    it('replaces the object stored under an existing key', async () => {
      await storage.put('profiles/7.webp', bytes('old'), 'image/webp');
      const url = await storage.put('profiles/7.webp', bytes('new and longer'), 'image/webp');
      expect(await harness.read(url)).toEqual(bytes('new and longer'));
    });

    it('lets readers see the old object or the new one while it is replaced, never a partial one', async () => {
      const a = Buffer.alloc(1024 * 1024, 'a');
      const b = Buffer.alloc(512 * 1024, 'b');
      const url = await storage.put('race/one.webp', a, 'image/webp');
      let writing = true;
      const writers = (async () => {
        for (let i = 0; i < 10; i++) await storage.put('race/one.webp', i % 2 ? a : b, 'image/webp');
        writing = false;
      })();
      const seen: (Buffer | null)[] = [];
      while (writing) seen.push(await harness.read(url));
      await writers;
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((read) => !(read?.equals(a) || read?.equals(b)))).toHaveLength(0);
    });

    it('deletes by key or by URL, and deleting a missing object is fine', async () => {
      const first = await storage.put('gems/1/x.webp', bytes('x'), 'image/webp');
      await storage.put('gems/1/y.webp', bytes('y'), 'image/webp');
      await storage.delete('gems/1/x.webp');
      await storage.delete('/uploads/gems/1/y.webp');
      expect(await storage.exists(first)).toBe(false);
      expect(await storage.exists('gems/1/y.webp')).toBe(false);
      expect(await harness.read(first)).toBeNull();
      await expect(storage.delete('gems/1/x.webp')).resolves.toBeUndefined();
      await expect(storage.delete('never/was/here.webp')).resolves.toBeUndefined();
      expect(await storage.exists('never/was/here.webp')).toBe(false);
    });

    it('refuses keys that could escape the store or be read differently', async () => {
      for (const key of HOSTILE_KEYS) {
        await expect(storage.put(key, bytes('evil'), 'image/webp')).rejects.toThrow(InvalidImageKeyError);
        await expect(storage.delete(key)).rejects.toThrow(InvalidImageKeyError);
        await expect(storage.exists(key)).rejects.toThrow(InvalidImageKeyError);
      }
    });
  });
}
