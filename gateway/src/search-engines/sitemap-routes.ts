import express, { type Request, type Response, type Router } from 'express';
import { LRUCache } from 'lru-cache';
import type { SitemapPage } from '@gems/contracts';
import type { VisitorRead } from '../share-cards/card-source.js';
import { operationPath } from '../share-cards/operation-path.js';
import { robotsTxt } from './robots.js';
import { sitemapIndex, urlSet, type SitemapUrl } from './sitemap-xml.js';

const KINDS = {
  gems: { service: 'curation', api: 'getSitemapGems', page: (key: string) => `/gem/${key}` },
  collections: {
    service: 'curation',
    api: 'getSitemapCollections',
    page: (key: string) => `/collections/${key}`,
  },
  profiles: {
    service: 'identity',
    api: 'getSitemapProfiles',
    page: (key: string) => `/profile/${encodeURIComponent(key)}`,
  },
} as const;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

class SourceDown extends Error {}

/**
 * /robots.txt, /sitemap.xml and, past `urlsPerFile` public pages, the sitemap files the index
 * names (/sitemaps/{kind}-{n}.xml). The public pages come from the owning services' sitemap
 * operations, read as a visitor; an answer is kept for five minutes.
 */
export function searchEngineRoutes(options: {
  read: VisitorRead;
  publicOrigin?: string;
  urlsPerFile: number;
}): Router {
  const { read, urlsPerFile } = options;
  const held = new LRUCache<string, string>({ max: 200, ttl: 5 * 60_000 });
  const originOf = (req: Request) =>
    options.publicOrigin || `${req.protocol}://${req.get('host') ?? 'localhost'}`;

  const pageOf = async (kind: Kind, page: number, limit: number): Promise<SitemapPage> => {
    const { service, api } = KINDS[kind];
    const answer = (await read(service, `${operationPath(api)}?page=${page}&limit=${limit}`).catch(
      () => null,
    )) as SitemapPage | null;
    if (!answer) throw new SourceDown(kind);
    return answer;
  };
  const urlsOf = (kind: Kind, { entries }: SitemapPage, origin: string): SitemapUrl[] =>
    entries.map(({ key, lastmod }) => ({ loc: new URL(KINDS[kind].page(key), origin).href, lastmod }));

  const sitemap = async (origin: string): Promise<string> => {
    const totals = await Promise.all(KIND_NAMES.map(async (kind) => (await pageOf(kind, 1, 1)).total));
    if (totals.reduce((a, b) => a + b, 0) <= urlsPerFile) {
      const pages = await Promise.all(KIND_NAMES.map((kind) => pageOf(kind, 1, urlsPerFile)));
      return urlSet(KIND_NAMES.flatMap((kind, i) => urlsOf(kind, pages[i]!, origin)));
    }
    return sitemapIndex(
      KIND_NAMES.flatMap((kind, i) =>
        Array.from({ length: Math.ceil(totals[i]! / urlsPerFile) }, (_, n) => ({
          loc: new URL(`/sitemaps/${kind}-${n + 1}.xml`, origin).href,
        })),
      ),
    );
  };

  const sendXml = async (req: Request, res: Response, make: (origin: string) => Promise<string | null>) => {
    const origin = originOf(req);
    const key = `${origin}${req.path}`;
    try {
      const xml = held.get(key) ?? (await make(origin));
      if (xml === null) {
        res.status(404).json({ message: 'No such sitemap' });
        return;
      }
      held.set(key, xml);
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=300').send(xml);
    } catch (error) {
      if (!(error instanceof SourceDown)) throw error;
      res
        .status(503)
        .setHeader('Retry-After', '60')
        .json({ message: 'The sitemap is not available right now.' });
    }
  };

  const router = express.Router();
  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .setHeader('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(originOf(req)));
  });
  router.get('/sitemap.xml', (req, res) => sendXml(req, res, sitemap));
  router.get(/^\/sitemaps\/(gems|collections|profiles)-(\d{1,6})\.xml$/, (req, res) =>
    sendXml(req, res, async (origin) => {
      const [, kind, n] = /^\/sitemaps\/(\w+)-(\d+)\.xml$/.exec(req.path)! as unknown as [
        string,
        Kind,
        string,
      ];
      const page = Number(n);
      if (page < 1) return null;
      const answer = await pageOf(kind, page, urlsPerFile);
      return answer.entries.length === 0 ? null : urlSet(urlsOf(kind, answer, origin));
    }),
  );
  return router;
}
