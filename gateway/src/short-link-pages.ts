import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { createReadStream } from 'node:fs';
import { relayAnswer } from './answer-encoding.js';

const wantsPage = (req: IncomingMessage) => /text\/html/.test(req.headers.accept ?? '');

/**
 * What a short link's answer becomes: the redirect or JSON as curation sent it, except that a
 * browser following an unknown link gets the app (which shows its not-found page) with a 404
 * instead of a JSON body.
 */
export function shortLinkAnswer(webDistDir: string) {
  const index = join(resolve(webDistDir), 'index.html');
  return (upstream: IncomingMessage, req: IncomingMessage, res: ServerResponse): void => {
    if (upstream.statusCode === 404 && wantsPage(req) && existsSync(index)) {
      upstream.resume();
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      createReadStream(index).pipe(res);
      return;
    }
    relayAnswer(upstream, req, res);
  };
}
