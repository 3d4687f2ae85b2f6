import express, { type Request, type Response, type Router } from 'express';
import { LRUCache } from 'lru-cache';
import type { VisibleCollection, VisibleProfile } from '../share-cards/card.js';
import type { VisitorRead } from '../share-cards/card-source.js';
import { operationPath } from '../share-cards/operation-path.js';
import { FEED_SIZE, feedGems, rssFeed, type FeedGem } from './rss.js';

class NoFeed extends Error {}
class SourceDown extends Error {}

/**
 * RSS 2.0 feeds of public profiles (/profile/{username}/feed.xml) and public collections
 * (/collections/{id}/feed.xml): the newest 50 public gems, read as a visitor. A private or
 * missing profile or collection has none (404). A feed is held a minute and sent with
 * Last-Modified (its newest gem's change) and an ETag, so a reader's revalidation is a 304.
 */
export function feedRoutes(options: { read: VisitorRead; publicOrigin?: string }): Router {
  const held = new LRUCache<string, { xml: string; lastModified: Date }>({ max: 1000, ttl: 60_000 });
  const read = async <T>(service: 'curation' | 'identity', path: string): Promise<T | null> => {
    try {
      return (await options.read(service, path)) as T | null;
    } catch {
      throw new SourceDown();
    }
  };
  const originOf = (req: Request) =>
    options.publicOrigin || `${req.protocol}://${req.get('host') ?? 'localhost'}`;

  const serve = async (
    req: Request,
    res: Response,
    make: (origin: string) => Promise<{ xml: string; lastModified: Date }>,
  ) => {
    const origin = originOf(req);
    const key = `${origin}${req.path}`;
    try {
      const feed = held.get(key) ?? (await make(origin));
      held.set(key, feed);
      res
        .type('application/rss+xml')
        .setHeader('Cache-Control', 'public, max-age=300')
        .setHeader('Last-Modified', feed.lastModified.toUTCString())
        .send(feed.xml);
    } catch (error) {
      if (error instanceof NoFeed) res.status(404).json({ message: 'No such feed' });
      else if (error instanceof SourceDown)
        res
          .status(503)
          .setHeader('Retry-After', '30')
          .json({ message: 'The feed is not available right now.' });
      else throw error;
    }
  };

  const router = express.Router();
  router.get('/profile/:username/feed.xml', (req, res) =>
    serve(req, res, async (origin) => {
      const username = String(req.params.username);
      const profile = await read<VisibleProfile & { id: number }>(
        'identity',
        operationPath('getUsersUsername', { username }),
      );
      if (!profile?.isPublic) throw new NoFeed();
      const gems = await read<FeedGem[]>(
        'curation',
        `${operationPath('getUsersIdGems', { id: profile.id })}?limit=${FEED_SIZE}&sort=recent`,
      );
      const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
      return rssFeed({
        origin,
        title: `${name || `@${profile.username}`} on Gems`,
        description: profile.bio || `The newest gems @${profile.username} saved on Gems.`,
        pagePath: `/profile/${encodeURIComponent(profile.username)}`,
        feedPath: `/profile/${encodeURIComponent(profile.username)}/feed.xml`,
        gems: feedGems(gems ?? []),
      });
    }),
  );
  router.get(/^\/collections\/(\d{1,15})\/feed\.xml$/, (req, res) =>
    serve(req, res, async (origin) => {
      const id = /^\/collections\/(\d+)/.exec(req.path)![1]!;
      const collection = await read<VisibleCollection>('curation', operationPath('getCollectionsId', { id }));
      if (collection?.visibility !== 'public') throw new NoFeed();
      // A collection lists its gems newest first, so its first page is the feed's.
      const gems = await read<FeedGem[]>(
        'curation',
        `${operationPath('getCollectionsIdGems', { id })}?limit=${FEED_SIZE}`,
      );
      return rssFeed({
        origin,
        title: `${collection.title} · Gems`,
        description: collection.description || `A collection on Gems.`,
        pagePath: `/collections/${id}`,
        feedPath: `/collections/${id}/feed.xml`,
        gems: feedGems(gems ?? []),
      });
    }),
  );
  return router;
}
