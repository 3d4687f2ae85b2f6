import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { acceptedEncoding } from './answer-encoding.js';
import type { FirstPaint } from './first-paint/first-paint.js';
import { withFirstPaint } from './first-paint/first-paint-html.js';
import type { ShareCard } from './share-cards/card.js';
import { cardTags, withCard } from './share-cards/head.js';

export interface AppPageOptions {
  /** The share card a visitor may see for a path (null: the generic head). */
  cardOf?: (path: string) => Promise<ShareCard | null>;
  /** The site's own origin for absolute URLs; the request's protocol and host otherwise. */
  publicOrigin?: string;
  /** The page drawn for a visitor's or a member's first view (first-paint/first-paint.ts), or null. */
  firstPaintOf?: (req: Request) => Promise<FirstPaint | null>;
}

/**
 * Answers a page of the app with index.html carrying what the gateway knows of it: its share
 * card in the head, its first paint in the body. index.html is read once and read again only
 * when its modification time changes (a rebuild). False when there is nothing to add (the caller
 * sends index.html as it is).
 */
export function appPage(indexPath: string, { cardOf, publicOrigin, firstPaintOf }: AppPageOptions) {
  let held: { mtimeMs: number; html: string } | undefined;
  const indexHtml = async () => {
    const { mtimeMs } = await stat(indexPath);
    if (held?.mtimeMs !== mtimeMs) held = { mtimeMs, html: await readFile(indexPath, 'utf8') };
    return held.html;
  };
  return async (req: Request, res: Response): Promise<boolean> => {
    const [card, paint] = await Promise.all([
      cardOf ? cardOf(req.path) : null,
      firstPaintOf ? firstPaintOf(req) : null,
    ]);
    if (!card && !paint) return false;
    let html = await indexHtml();
    if (card) {
      const origin = publicOrigin || `${req.protocol}://${req.get('host') ?? 'localhost'}`;
      html = withCard(html, cardTags(card, origin));
    }
    if (paint) html = withFirstPaint(html, paint);
    res.type('html');
    // A member's page holds their own data: for their browser only, kept by no cache.
    if (paint?.personal) res.setHeader('Cache-Control', 'private, no-store');
    // A drawn page is tens of kilobytes (index.html alone is under one): compressed, as the
    // build's own files are (brotli at a quality that costs about a millisecond).
    const encoding = paint ? acceptedEncoding(req.get('accept-encoding')) : undefined;
    if (encoding) {
      res.setHeader('Content-Encoding', encoding);
      res.send(
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(html, { level: 6 }),
      );
    } else res.send(html);
    return true;
  };
}
