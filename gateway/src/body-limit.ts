import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type Writable } from 'node:stream';
import { sendJson } from './http-helpers.js';

/** The 413's body: the route's own words when it has them (a file too large), else the limit. */
export const tooLargeMessage = (limit: number, message?: string) => ({
  message: message ?? `Request body must be at most ${Math.round(limit / 1024 / 1024)} MB`,
  code: 'too_large',
});

/**
 * Holds a body without Content-Length (chunked) to the route's limit while it streams to the
 * service: past the limit the upstream request is cut and the client answered 413. (A declared
 * Content-Length over the limit is refused before anything is read.) The proxy pipes `req`, so
 * the count sits in that pipe.
 */
export function limitStreamedBody(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
  message?: string,
): void {
  // A declared length was checked already; without Transfer-Encoding either there is no body.
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] === undefined) return;
  const pipe = req.pipe.bind(req);
  req.pipe = (<T extends Writable>(destination: T, options?: { end?: boolean }) => {
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size <= limit) return done(null, chunk);
        if (!res.headersSent) sendJson(res, 413, tooLargeMessage(limit, message));
        destination.destroy(new Error('request body over the limit'));
        req.unpipe(counter);
        req.resume(); // drain what the client still sends; the answer is already given
        done();
      },
    });
    return pipe(counter).pipe(destination, options);
  }) as typeof req.pipe;
}
