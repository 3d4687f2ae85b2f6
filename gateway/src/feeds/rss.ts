import { Feed } from 'feed';

/** The fields of a listed gem (GET /api/users/{id}/gems, /api/collections/{id}/gems) a feed uses. */
export interface FeedGem {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  tags: string[];
  domain: string;
  visibility: string;
  createdAt: string;
  updatedAt: string;
}

/** A feed holds the newest public gems, at most this many. */
export const FEED_SIZE = 50;

const usableImage = (url: string) => /^https?:\/\//i.test(url) || url.startsWith('/uploads/');

/** Public gems only, newest first, at most FEED_SIZE (whatever the service's page held). */
export const feedGems = (gems: FeedGem[]): FeedGem[] =>
  gems
    .filter((gem) => gem.visibility === 'public')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, FEED_SIZE);

/**
 * An RSS 2.0 feed (written by `feed`, which escapes every value): each item links to the gem's
 * page and carries its description, image (as an enclosure) and tags (as categories).
 */
export function rssFeed(options: {
  origin: string;
  title: string;
  description: string;
  /** The page the feed follows and the feed itself, as site paths. */
  pagePath: string;
  feedPath: string;
  gems: FeedGem[];
}): { xml: string; lastModified: Date } {
  const { origin, gems } = options;
  const at = (path: string) => new URL(path, origin).href;
  const lastModified = new Date(Math.max(0, ...gems.map((gem) => Date.parse(gem.updatedAt))));
  const feed = new Feed({
    title: options.title,
    description: options.description,
    id: at(options.pagePath),
    link: at(options.pagePath),
    feedLinks: { rss: at(options.feedPath) },
    updated: lastModified,
    generator: 'Gems',
    ttl: 5,
  });
  for (const gem of gems)
    feed.addItem({
      title: gem.title || gem.domain,
      id: at(`/gem/${gem.id}`),
      link: at(`/gem/${gem.id}`),
      description: gem.description,
      date: new Date(gem.createdAt),
      ...(usableImage(gem.imageUrl) ? { image: at(gem.imageUrl) } : {}),
      category: gem.tags.map((name) => ({ name })),
    });
  return { xml: feed.rss2(), lastModified };
}
