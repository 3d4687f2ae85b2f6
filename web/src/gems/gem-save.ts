import { DEFAULT_CATEGORY, zCreateGem, type CreateGem } from '@gems/contracts';
import type { GemDraft } from './gem-draft';
import { hasGivenName, needsName } from './gem-draft';

export const NAME_REQUIRED_TITLE = 'Gem name required';
const NAME_REQUIRED = 'Please provide a name for this gem';

/** The POST /api/gems body of spec 01 §7, checked by the server's own contract. */
export type NewGemPayload = CreateGem;

/**
 * The payload for a draft, or why it cannot be saved: the spec's bookmark rule (a bookmark, or a
 * gem without an image, needs a name), or the first thing the server's contract would refuse.
 */
export function gemPayload(
  draft: GemDraft,
  shelfId: number | null,
): { ok: true; payload: NewGemPayload } | { ok: false; field: string; message: string } {
  if (needsName(draft) && !hasGivenName(draft)) return { ok: false, field: 'title', message: NAME_REQUIRED };
  const parsed = zCreateGem.safeParse({
    title: draft.title,
    description: draft.description,
    imageUrl: draft.imageUrl,
    url: draft.url,
    domain: draft.domain,
    categories: draft.categories.length ? draft.categories : [DEFAULT_CATEGORY],
    tags: draft.tags,
    userNote: draft.userNote,
    // Left out until picked: the server applies the profile's default (spec 02 §1).
    visibility: draft.visibility ?? undefined,
    shelfId,
    uploadedImage: draft.uploadedImage,
    isBookmark: draft.isBookmark,
    ...draft.byline,
  });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    field: String(issue?.path[0] ?? 'title'),
    message: issue?.message ?? 'Please check the gem.',
  };
}
