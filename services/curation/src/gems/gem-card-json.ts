import type { GemCardHead, GemContentRow } from './gem-cards.repository.js';

/**
 * A card's JSON in two parts, so the gem row's content can be serialised once and kept
 * (GemCardContents) while the head — creator, counters, the viewer's like, extra images — is
 * written on every page. Together they are exactly `JSON.stringify` of the ListedGem the API
 * answers (same fields, same order): the content opens the object, the head closes it.
 */

/** `{"id":…,"userId":…,…,"updatedAt":"…"` — the card's opening, content fields only. */
export function contentJson(row: GemContentRow): string {
  const json = JSON.stringify({
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
    visibility: row.visibility,
    isBookmark: row.is_bookmark,
    siteName: row.site_name,
    logoUrl: row.logo_url,
    publishedAt: row.published_at,
    author: row.author,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
  return json.slice(0, -1);
}

/** The whole card: its content's opening, then the head's fields and the closing brace. */
export function cardJson(content: string, head: GemCardHead): string {
  const creator = { id: head.user_id, username: head.username, profileImageUrl: head.profile_image_url };
  return (
    `${content},"creator":${JSON.stringify(creator)},"likeCount":${JSON.stringify(head.like_count)}` +
    `,"commentCount":${JSON.stringify(head.comment_count)},"likedByViewer":${JSON.stringify(head.liked)}` +
    `,"extraImageUrls":${JSON.stringify(head.extra_image_urls)}}`
  );
}
