import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createUnzip } from 'node:zlib';
import { FetchFailure } from './fetch-errors.js';

export interface BodyLimits {
  /** Cap on bytes received and on bytes after decompression; over it the read fails. */
  maxBytes: number;
  /** Stop quietly once this many decoded bytes are in (an image probe only needs the head). */
  readLimit?: number;
}

export interface ReadBody {
  body: Buffer;
  /** Bytes that came over the wire (compressed). */
  transferred: number;
  /** True when readLimit cut the body short. */
  truncated: boolean;
}

function decoderFor(encoding: string | undefined): Transform | null {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return null;
  if (name === 'gzip' || name === 'x-gzip') return createGunzip();
  // `deflate` is zlib-wrapped by the standard; createUnzip also accepts a gzip header.
  if (name === 'deflate') return createUnzip();
  if (name === 'br') return createBrotliDecompress();
  throw new FetchFailure('bad-encoding', `unsupported content encoding "${name}"`);
}

/**
 * Streams a response body with both caps enforced as bytes arrive, so a huge or never-ending
 * body, or a small body that inflates to gigabytes, is cut off at the cap instead of filling
 * memory. Aborting `signal` ends the read with a timeout.
 */
export function readBody(res: IncomingMessage, limits: BodyLimits, signal: AbortSignal): Promise<ReadBody> {
  const decoder = decoderFor(res.headers['content-encoding']);
  const declared = Number(res.headers['content-length']);
  if (!decoder && Number.isFinite(declared) && declared > limits.maxBytes) {
    res.destroy();
    return Promise.reject(
      new FetchFailure('too-large', `declared body of ${declared} bytes is over the cap`),
    );
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let transferred = 0;
    let settled = false;
    const stop = () => {
      settled = true;
      signal.removeEventListener('abort', onAbort);
      res.destroy();
      decoder?.destroy();
    };
    const fail = (error: FetchFailure) => {
      if (settled) return;
      stop();
      reject(error);
    };
    const finish = (truncated: boolean) => {
      if (settled) return;
      stop();
      resolve({ body: Buffer.concat(chunks, size), transferred, truncated });
    };
    const onAbort = () => fail(new FetchFailure('timeout', 'timed out while reading the body'));
    const onDecoded = (chunk: Buffer) => {
      if (settled) return;
      chunks.push(chunk);
      size += chunk.length;
      if (limits.readLimit !== undefined && size >= limits.readLimit) return finish(true);
      if (size > limits.maxBytes) fail(new FetchFailure('too-large', `body over ${limits.maxBytes} bytes`));
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    res.on('data', (chunk: Buffer) => {
      if (settled) return;
      transferred += chunk.length;
      if (transferred > limits.maxBytes)
        return fail(new FetchFailure('too-large', `body over ${limits.maxBytes} bytes`));
      if (decoder) decoder.write(chunk);
      else onDecoded(chunk);
    });
    res.on('end', () => (decoder ? decoder.end() : finish(false)));
    res.on('error', () => fail(new FetchFailure('network', 'the connection broke while reading the body')));
    res.on('aborted', () => fail(new FetchFailure('network', 'the server closed the connection mid-body')));
    if (decoder) {
      decoder.on('data', onDecoded);
      decoder.on('end', () => finish(false));
      decoder.on('error', () => fail(new FetchFailure('bad-encoding', 'the compressed body is corrupt')));
    }
  });
}
