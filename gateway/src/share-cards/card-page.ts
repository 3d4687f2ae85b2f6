import { readFile, stat } from 'node:fs/promises';
import type { Request, Response } from 'express';
import type { ShareCard } from './card.js';
import { cardTags, withCard } from './head.js';

export interface CardPageOptions {
  /** The card a visitor may see for a path (null: the generic head). */
  cardOf: (path: string) => Promise<ShareCard | null>;
  /** The site's own origin for absolute URLs; the request's protocol and host otherwise. */
  publicOrigin?: string;
}

/**
 * Answers a page that has a share card with index.html carrying it. index.html is read once and
 * read again only when its modification time changes (a rebuild), so a card costs a cached
 * lookup and a string replace.
 */
export function cardPage(indexPath: string, { cardOf, publicOrigin }: CardPageOptions) {
  let held: { mtimeMs: number; html: string } | undefined;
  const indexHtml = async () => {
    const { mtimeMs } = await stat(indexPath);
    if (held?.mtimeMs !== mtimeMs) held = { mtimeMs, html: await readFile(indexPath, 'utf8') };
    return held.html;
  };
  return async (req: Request, res: Response): Promise<boolean> => {
    const card = await cardOf(req.path);
    if (!card) return false;
    const origin = publicOrigin || `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const html = withCard(await indexHtml(), cardTags(card, origin));
    res.type('html').send(html);
    return true;
  };
}
