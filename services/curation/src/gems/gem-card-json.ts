import type { GemCardHead, GemContentRow } from './gem-cards.repository.js';
import { toGemContent } from './gem.mapper.js';
import { matchSnippetOf } from './archives/match-snippet.js';

/**
 * A card's JSON in two parts, so the gem row's content can be serialised once and kept
 * (GemCardContents) while the head — creator, counters, the viewer's like, extra images — is
 * written on every page. Together they are exactly `JSON.stringify` of the ListedGem the API
 * answers (same fields, same order): the content opens the object, the head closes it.
 */

/** `{"id":…,"userId":…,…,"updatedAt":"…"` — the card's opening, content fields only. */
export function contentJson(row: GemContentRow): string {
  return JSON.stringify(toGemContent(row)).slice(0, -1);
}

/** The whole card: its content's opening, then the head's fields and the closing brace. */
export function cardJson(content: string, head: GemCardHead): string {
  const creator = { id: head.user_id, username: head.username, profileImageUrl: head.profile_image_url };
  return (
    `${content},"creator":${JSON.stringify(creator)},"likeCount":${JSON.stringify(head.like_count)}` +
    `,"commentCount":${JSON.stringify(head.comment_count)},"likedByViewer":${JSON.stringify(head.liked)}` +
    `,"extraImageUrls":${JSON.stringify(head.extra_image_urls)}` +
    (head.match_snippet ? `,"matchSnippet":${JSON.stringify(matchSnippetOf(head.match_snippet))}` : '') +
    '}'
  );
}
