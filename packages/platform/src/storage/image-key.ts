/** The URL prefix under which the gateway serves stored images. */
export const UPLOADS_URL_PREFIX = '/uploads/';

export class InvalidImageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid image key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidImageKeyError';
  }
}

// Lower-case segments of [a-z0-9_.-] that do not start with a dot: no `..`, no hidden or temp files,
// no absolute paths, no backslashes, nothing a URL or a file system would read differently.
const SEGMENT = /^[a-z0-9_-][a-z0-9_.-]*$/;
const MAX_KEY_LENGTH = 255;

/** The key for a key or for the `/uploads/...` URL put() returned; throws on anything unsafe. */
export function toImageKey(keyOrUrl: string): string {
  const key = keyOrUrl.startsWith(UPLOADS_URL_PREFIX) ? keyOrUrl.slice(UPLOADS_URL_PREFIX.length) : keyOrUrl;
  if (!isValidImageKey(key)) throw new InvalidImageKeyError(keyOrUrl);
  return key;
}

export function isValidImageKey(key: string): boolean {
  return (
    typeof key === 'string' &&
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    key.split('/').every((segment) => SEGMENT.test(segment))
  );
}

export const imageUrl = (key: string): string => UPLOADS_URL_PREFIX + key;
