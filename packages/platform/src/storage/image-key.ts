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

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The content type a key's extension names (what a static file server would send). */
export const contentTypeOfKey = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** True when `url` is `/uploads/<a valid key>`. */
export const isUploadsUrl = (url: string): boolean =>
  url.startsWith(UPLOADS_URL_PREFIX) && isValidImageKey(url.slice(UPLOADS_URL_PREFIX.length));
