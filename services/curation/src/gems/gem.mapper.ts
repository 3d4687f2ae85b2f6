import type { Gem, GemDetail, ListedGem, Visibility } from '@gems/contracts';
import type { GemRow } from './gems.repository.js';
import type { GemCardRow, GemContentRow } from './gem-cards.repository.js';
import { linkHealthOf } from '../links/link-health.mapper.js';

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
    siteName: row.siteName,
    logoUrl: row.logoUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    author: row.author,
    sourceImageUrl: row.sourceImageUrl,
    imageSrcset: row.imageSrcset,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    linkHealth: linkHealthOf({
      status: row.linkStatus,
      httpStatus: row.linkHttpStatus,
      checkedAt: row.linkCheckedAt?.toISOString() ?? null,
      movedTo: row.linkMovedTo,
    }),
  };
}

/**
 * The gem row's own fields of a card, in the order the API answers them (gem-card-json.ts
 * serialises this once per row version; the card adds creator, counters and the viewer's like).
 */
export function toGemContent(row: GemContentRow): Gem {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    userNote: row.user_note,
    url: row.url,
    canonicalUrl: row.canonical_url,
    imageUrl: row.image_url,
    domain: row.domain,
    categories: row.categories ?? [],
    tags: row.tags ?? [],
    visibility: row.visibility as Visibility,
    isBookmark: row.is_bookmark,
    siteName: row.site_name,
    logoUrl: row.logo_url,
    publishedAt: row.published_at,
    author: row.author,
    sourceImageUrl: row.source_image_url,
    imageSrcset: row.image_srcset,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    linkHealth: linkHealthOf({
      status: row.link_status,
      httpStatus: row.link_http_status,
      checkedAt: row.link_checked_at,
      movedTo: row.link_moved_to,
    }),
  };
}

/** A gem card row (one statement: creator, counters, the viewer's like, extra images). */
export function toListedGem(row: GemCardRow): ListedGem {
  return {
    ...toGemContent(row),
    creator: { id: row.user_id, username: row.username, profileImageUrl: row.profile_image_url },
    likeCount: row.like_count,
    commentCount: row.comment_count,
    likedByViewer: row.liked,
    extraImageUrls: row.extra_image_urls,
  };
}

export const toGemDetail = (row: GemCardRow): GemDetail => ({
  ...toListedGem(row),
  savedByCount: row.saved_by_count ?? 1,
  readableCopySavedAt: row.readable_copy_saved_at ?? null,
});

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
