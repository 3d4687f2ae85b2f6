import { DEFAULT_CATEGORY, zVisibility } from '@gems/contracts';
import { z } from 'zod';
import type { GemDraft } from './gem-draft';
import { needsName } from './gem-draft';

export const NAME_REQUIRED_TITLE = 'Gem name required';
export const NAME_REQUIRED = 'Please provide a name for this gem';

/**
 * The POST /api/gems body of spec 01 §7. It lives here until the curation service publishes
 * its request schema in @gems/contracts; then this should import that one.
 */
export const zNewGemPayload = z.object({
  title: z.string().trim(),
  description: z.string().trim(),
  imageUrl: z.string().trim(),
  url: z.string(),
  domain: z.string(),
  categories: z.array(z.string()).min(1),
  tags: z.array(z.string()),
  userNote: z.string().trim(),
  visibility: zVisibility,
  shelfId: z.number().int().positive().nullable(),
  uploadedImage: z.string().startsWith('data:image/').nullable(),
  isBookmark: z.boolean(),
});
export type NewGemPayload = z.infer<typeof zNewGemPayload>;

/** The payload for a draft, or the name message when the spec's bookmark rule is not met. */
export function gemPayload(
  draft: GemDraft,
  shelfId: number | null,
): { ok: true; payload: NewGemPayload } | { ok: false; message: string } {
  if (needsName(draft) && !draft.title.trim()) return { ok: false, message: NAME_REQUIRED };
  const payload = zNewGemPayload.parse({
    title: draft.title,
    description: draft.description,
    imageUrl: draft.imageUrl,
    url: draft.url,
    domain: draft.domain,
    categories: draft.categories.length ? draft.categories : [DEFAULT_CATEGORY],
    tags: draft.tags,
    userNote: draft.userNote,
    visibility: draft.visibility,
    shelfId,
    uploadedImage: draft.uploadedImage,
    isBookmark: draft.isBookmark,
  });
  return { ok: true, payload };
}
