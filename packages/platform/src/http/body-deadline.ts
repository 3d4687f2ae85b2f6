import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

export interface BodyDeadlineOptions {
  /** The grace every request gets, as for its headers. */
  deadlineMs: number;
  /** The slowest average upload accepted past the grace, for a declared length. */
  minBytesPerSecond: number;
}

const MESSAGE = JSON.stringify({
  message: 'The request body took too long to arrive',
  code: 'request_timeout',
});
const TIMEOUT_ANSWER =
  'HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json\r\nConnection: close\r\n' +
  `Content-Length: ${Buffer.byteLength(MESSAGE)}\r\n\r\n${MESSAGE}`;

/** How long a request's body may take: the grace, plus its declared length at the slowest rate. */
export function bodyDeadlineMs(req: IncomingMessage, options: BodyDeadlineOptions): number {
  const declared = Number(req.headers['content-length'] ?? 0);
  const bytes = Number.isFinite(declared) && declared > 0 ? declared : 0;
  return options.deadlineMs + Math.ceil((bytes / options.minBytesPerSecond) * 1000);
}

/**
 * Cuts off a request whose body has not fully arrived by its deadline, the way Node cuts off slow
 * headers: 408 and the connection closed (only the connection, if an answer had already begun).
 * Node's own requestTimeout is one number for every request, which would either let a trickled
 * JSON body hold a connection for minutes or cut a large upload on a slow line: here the deadline
 * grows with the declared length, so only a body slower than minBytesPerSecond is cut.
 */
export function withBodyDeadline(handler: RequestListener, options: BodyDeadlineOptions): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (hasBody && !req.complete) {
      const timer = setTimeout(
        () => {
          if (req.complete) return;
          const socket = req.socket;
          if (!res.headersSent && socket.writable) socket.end(TIMEOUT_ANSWER);
          socket.destroySoon();
          setTimeout(() => socket.destroy(), 1000).unref();
        },
        bodyDeadlineMs(req, options),
      );
      timer.unref();
      const clear = () => clearTimeout(timer);
      // Not on the answer's end: Node keeps reading an unread body after it, to reuse the connection.
      req.once('end', clear);
      req.once('close', clear);
    }
    handler(req, res);
  };
}
