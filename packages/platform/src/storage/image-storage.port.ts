/**
 * Image storage port. Embedded/default: a local directory the gateway serves at /uploads.
 * (An S3-compatible adapter would implement the same three calls.)
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
}
