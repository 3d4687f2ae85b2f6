import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { ImageStorage } from './image-storage.port.js';
import { isValidImageKey } from './image-key.js';

type Next = (error?: unknown) => void;

/**
 * Serves stored images at a mount point (the gateway's /uploads) from whichever ImageStorage is
 * configured: `GET /<key>` streams the object. Same answers as a static directory: immutable
 * caching (keys are random), ETag / 304, never sniffed, never run as a page, JSON 404 otherwise.
 * Works as an Express/Connect middleware (the mount path is already stripped from req.url).
 */
export function serveStoredImages(storage: ImageStorage) {
  return (req: IncomingMessage, res: ServerResponse, next?: Next): void => {
    serve(storage, req, res).catch((error: unknown) => {
      if (next && !res.headersSent) return next(error);
      res.destroy(error as Error);
    });
  };
}

async function serve(storage: ImageStorage, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const key = keyOfRequest(req);
  const image = key && (req.method === 'GET' || req.method === 'HEAD') ? await storage.read(key) : null;
  if (!image) return notFound(res);

  res.setHeader('Content-Type', image.contentType);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
  if (image.etag) res.setHeader('ETag', image.etag);
  if (image.lastModified) res.setHeader('Last-Modified', image.lastModified.toUTCString());

  if (image.etag && req.headers['if-none-match'] === image.etag) {
    image.body.destroy();
    res.statusCode = 304;
    res.end();
    return;
  }
  if (image.contentLength !== undefined) res.setHeader('Content-Length', image.contentLength);
  res.statusCode = 200;
  if (req.method === 'HEAD') {
    image.body.destroy();
    res.end();
    return;
  }
  await pipeline(image.body, res);
}

function keyOfRequest(req: IncomingMessage): string | null {
  const path = (req.url ?? '').split('?')[0] ?? '';
  let key: string;
  try {
    key = decodeURIComponent(path.startsWith('/') ? path.slice(1) : path);
  } catch {
    return null;
  }
  return isValidImageKey(key) ? key : null;
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ message: 'Image not found', code: 'not_found' }));
}
