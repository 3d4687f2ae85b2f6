import type { Gem, ListedGem, Visibility } from '@gems/contracts';
import type { Gem as GemRow, UserCard } from '../db/generated/client.js';

export function toGem(row: GemRow): Gem {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    userNote: row.userNote,
    url: row.url,
    canonicalUrl: row.canonicalUrl,
    imageUrl: row.imageUrl,
    domain: row.domain,
    categories: row.categories,
    tags: row.tags,
    visibility: row.visibility as Visibility,
    isBookmark: row.isBookmark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A gem as a card needs it. Like and comment counts are 0 until curation keeps the social
 * service's replica of them (social publishes no events yet).
 */
export function toListedGem(row: GemRow, creator: UserCard | undefined): ListedGem {
  return {
    ...toGem(row),
    creator: {
      id: row.userId,
      username: creator?.username ?? null,
      profileImageUrl: creator?.profileImageUrl ?? null,
    },
    likeCount: 0,
    commentCount: 0,
  };
}

/** Event data for gem.created / gem.updated. */
export const gemEventData = (row: GemRow) => ({
  gemId: row.id,
  userId: row.userId,
  visibility: row.visibility as Visibility,
  title: row.title,
  url: row.url,
  canonicalUrl: row.canonicalUrl,
  categories: row.categories,
  tags: row.tags,
  imageUrl: row.imageUrl,
  createdAt: row.createdAt.toISOString(),
});
