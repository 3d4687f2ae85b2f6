import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStorage, StoredImage } from './image-storage.port.js';
import { contentTypeOfKey, imageUrl, InvalidImageKeyError, isUploadsUrl, toImageKey } from './image-key.js';

/**
 * Images as files under one directory, which the gateway serves at /uploads. The content type is
 * not stored: keys carry the extension (`.webp`) the static server derives it from.
 */
export class LocalImageStorage implements ImageStorage {
  private readonly root: string;

  constructor(directory: string) {
    this.root = path.resolve(directory);
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<string> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write a dot-named temp file beside the target, then rename over it: readers see the old file
    // or the whole new one, never a partial write. Dotfiles are never valid keys nor served.
    const temp = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    return imageUrl(toImageKey(key));
  }

  async delete(keyOrUrl: string): Promise<void> {
    try {
      await unlink(this.fileOf(keyOrUrl));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async exists(keyOrUrl: string): Promise<boolean> {
    try {
      return (await stat(this.fileOf(keyOrUrl))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async read(keyOrUrl: string): Promise<StoredImage | null> {
    const key = toImageKey(keyOrUrl);
    const file = this.fileOf(key);
    let handle;
    try {
      // Open first, then stat the open file: a rename over it later does not change what is read.
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(),
        contentType: contentTypeOfKey(key),
        contentLength: info.size,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  owns(url: string): boolean {
    return isUploadsUrl(url);
  }

  private fileOf(keyOrUrl: string): string {
    const file = path.resolve(this.root, toImageKey(keyOrUrl));
    // The key rules already forbid escaping the root; this keeps it true if they ever loosen.
    if (!file.startsWith(this.root + path.sep)) throw new InvalidImageKeyError(keyOrUrl);
    return file;
  }
}

/** ENOTDIR: a parent of the path is a file, so the object cannot exist either. */
const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes(String((error as NodeJS.ErrnoException).code));
