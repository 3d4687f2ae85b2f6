import type { Readable } from 'node:stream';

/** An object read back from storage, ready to stream to a browser. */
export interface StoredImage {
  body: Readable;
  contentType: string;
  contentLength?: number;
  /** Quoted entity tag, as it goes in the ETag header. */
  etag?: string;
  lastModified?: Date;
}

/**
 * Image storage port. Embedded default: a local directory (LocalImageStorage); production: an
 * S3-compatible bucket (S3ImageStorage). createImageStorage(config) picks one by configuration.
 * Either way put() answers a same-origin `/uploads/<key>` URL (unless an S3 public base URL is
 * configured) and the gateway streams it with serveStoredImages(storage).
 */
export interface ImageStorage {
  /**
   * Stores bytes under `key` (e.g. `gems/12/ab12.webp`) and returns the public URL (`/uploads/...`).
   * Keys are `/`-separated segments of [a-z0-9_.-] not starting with a dot (InvalidImageKeyError
   * otherwise). Readers see the previous object or the new one, never a partial write.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Deletes by key or by the URL put() returned; deleting a missing object is not an error. */
  delete(keyOrUrl: string): Promise<void>;
  exists(keyOrUrl: string): Promise<boolean>;
  /** The object by key or by the URL put() returned; null when absent. */
  read(keyOrUrl: string): Promise<StoredImage | null>;
  /** True when `url` is one this storage's put() could have returned (so delete() may take it). */
  owns(url: string): boolean;
}
