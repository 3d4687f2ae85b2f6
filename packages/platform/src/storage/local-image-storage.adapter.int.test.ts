import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { describeImageStorageContract } from './image-storage.contract.js';
import { UPLOADS_URL_PREFIX } from './image-key.js';
import { LocalImageStorage } from './local-image-storage.adapter.js';

async function readUnder(root: string, url: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(root, url.slice(UPLOADS_URL_PREFIX.length)));
  } catch {
    return null;
  }
}

describeImageStorageContract('local directory', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'gems-uploads-'));
  return {
    storage: new LocalImageStorage(root),
    read: (url) => readUnder(root, url),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});

describe('LocalImageStorage on disk', () => {
  let parent: string;
  let root: string;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'gems-uploads-'));
    root = path.join(parent, 'uploads');
  });

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('creates the directory tree and leaves no temp files behind', async () => {
    const storage = new LocalImageStorage(root);
    await storage.put('gems/42/a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('gems/42/a.webp', Buffer.from('b'), 'image/webp');
    expect(await readdir(path.join(root, 'gems/42'))).toEqual(['a.webp']);
  });

  it('never touches a file outside its directory', async () => {
    const outside = path.join(parent, 'secret.txt');
    await writeFile(outside, 'keep');
    const storage = new LocalImageStorage(root);
    await expect(storage.delete('../secret.txt')).rejects.toThrow();
    await expect(storage.delete('/uploads/../secret.txt')).rejects.toThrow();
    expect(await readFile(outside, 'utf8')).toBe('keep');
  });
});
