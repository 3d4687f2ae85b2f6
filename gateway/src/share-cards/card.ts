/**
 * A page's share card: what a link unfurler shows for /gem/{id}, /collections/{id} or
 * /profile/{username}. Built only from what a visitor may see; absent means the generic head.
 */
export interface ShareCard {
  /** The page's own path (the canonical URL is the site's origin plus this). */
  path: string;
  title: string;
  description: string;
  /** The stored preview: absolute http(s) or a site path such as /uploads/…; null when none. */
  image: string | null;
  type: 'article' | 'profile' | 'website';
  /** The page's feed (a site path), advertised with <link rel="alternate">. */
  feed?: string;
}

/** The fields of the services' visitor answers a card reads (a subset of their contracts). */
export interface VisibleGem {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  visibility: string;
  domain: string;
  creator: { username: string | null };
}
export interface VisibleCollection {
  id: number;
  title: string;
  description: string;
  visibility: string;
  gemCount: number;
  previewImages: string[];
  creator: { username: string | null };
}
export interface VisibleProfile {
  username: string;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  isPublic: boolean;
}

const DESCRIPTION_MAX = 300;
const clip = (text: string) =>
  text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Only images an unfurler can fetch: http(s) or the site's own uploads (never data: or blob:). */
const usableImage = (url: string | null | undefined): string | null =>
  url && (/^https?:\/\//i.test(url) || url.startsWith('/uploads/')) ? url : null;

export function gemCard(gem: VisibleGem): ShareCard | null {
  if (gem.visibility !== 'public') return null;
  const by = gem.creator.username ? ` Saved by @${gem.creator.username} on Gems.` : '';
  return {
    path: `/gem/${gem.id}`,
    title: oneLine(gem.title) || gem.domain,
    description: clip(oneLine(gem.description) || `A link from ${gem.domain}.${by}`),
    image: usableImage(gem.imageUrl),
    type: 'article',
  };
}

export function collectionCard(collection: VisibleCollection): ShareCard | null {
  if (collection.visibility !== 'public') return null;
  const by = collection.creator.username ? ` by @${collection.creator.username}` : '';
  const count = `${collection.gemCount} gem${collection.gemCount === 1 ? '' : 's'}`;
  return {
    path: `/collections/${collection.id}`,
    title: oneLine(collection.title),
    description: clip(oneLine(collection.description) || `A collection of ${count}${by} on Gems.`),
    image: usableImage(collection.previewImages.find((url) => usableImage(url))),
    type: 'website',
    feed: `/collections/${collection.id}/feed.xml`,
  };
}

export function profileCard(profile: VisibleProfile): ShareCard | null {
  if (!profile.isPublic) return null;
  const name = oneLine([profile.firstName, profile.lastName].filter(Boolean).join(' '));
  return {
    path: `/profile/${encodeURIComponent(profile.username)}`,
    title: name ? `${name} (@${profile.username})` : `@${profile.username}`,
    description: clip(oneLine(profile.bio ?? '') || `The gems @${profile.username} saves on Gems.`),
    image: usableImage(profile.profileImageUrl),
    type: 'profile',
    feed: `/profile/${encodeURIComponent(profile.username)}/feed.xml`,
  };
}
