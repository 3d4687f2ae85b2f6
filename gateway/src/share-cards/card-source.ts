import { LRUCache } from 'lru-cache';
import {
  collectionCard,
  gemCard,
  profileCard,
  type ShareCard,
  type VisibleCollection,
  type VisibleGem,
  type VisibleProfile,
} from './card.js';
import { operationPath } from './operation-path.js';

/** Reads a service's answer as a signed-out visitor: no cookie, no identity; null when not 200. */
export type VisitorRead = (service: 'curation' | 'identity', path: string) => Promise<unknown>;

/** A visitor read over HTTP from the services' own addresses, within a short budget. */
export function httpVisitorRead(urls: { curation: string; identity: string }, timeoutMs = 1500): VisitorRead {
  return async (service, path) => {
    const res = await fetch(new URL(path, urls[service]), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      return null;
    }
    return res.json();
  };
}

const CARD_PAGES: [RegExp, (id: string, read: VisitorRead) => Promise<ShareCard | null>][] = [
  [
    /^\/gem\/(\d{1,15})\/?$/,
    async (id, read) => {
      const gem = (await read('curation', operationPath('getGemsId', { id }))) as VisibleGem | null;
      return gem ? gemCard(gem) : null;
    },
  ],
  [
    /^\/collections\/(\d{1,15})\/?$/,
    async (id, read) => {
      const collection = (await read(
        'curation',
        operationPath('getCollectionsId', { id }),
      )) as VisibleCollection | null;
      return collection ? collectionCard(collection) : null;
    },
  ],
  [
    /^\/profile\/([^/]{1,100})\/?$/,
    async (name, read) => {
      const profile = (await read(
        'identity',
        operationPath('getUsersUsername', { username: name }),
      )) as VisibleProfile | null;
      return profile ? profileCard(profile) : null;
    },
  ],
];

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The card of a page as a visitor sees it, from a bounded LRU cache (a card is at most `ttlMs`
 * old: a gem made private shows its generic head within that time). A failed read is the generic
 * head, cached briefly too so a down service is not asked on every unfurl.
 */
export function shareCards(read: VisitorRead, options: { ttlMs?: number; max?: number } = {}) {
  const cache = new LRUCache<string, { card: ShareCard | null }>({
    max: options.max ?? 5000,
    ttl: options.ttlMs ?? 30_000,
  });
  const pending = new Map<string, Promise<ShareCard | null>>();
  return async (path: string): Promise<ShareCard | null> => {
    const entry = CARD_PAGES.find(([pattern]) => pattern.test(path));
    const segment = entry && decode(path.match(entry[0])![1]!);
    if (!entry || segment === null || segment === undefined) return null;
    const key = `${entry[0].source}|${segment}`;
    const cached = cache.get(key);
    if (cached) return cached.card;
    let loading = pending.get(key);
    if (!loading) {
      loading = entry[1](segment, read)
        .catch(() => null)
        .then((card) => {
          cache.set(key, { card });
          return card;
        })
        .finally(() => pending.delete(key));
      pending.set(key, loading);
    }
    return loading;
  };
}
