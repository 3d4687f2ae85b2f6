import type { GemDetail, UpdateGem } from '@gems/contracts';
import { z } from 'zod';
import { ApiError, api, errorFromResponse } from '../api/client';
import { zListedGems } from './use-gem-lists';

/** The curation service's per-gem calls (spec 01 §7) and the cache keys they live under. */

export const gemKeys = {
  detail: (id: number) => ['gem', id] as const,
  images: (id: number) => ['gem', id, 'images'] as const,
  collections: (id: number) => ['gem', id, 'collections'] as const,
  related: (id: number, category: string) => ['gems', 'related', id, category] as const,
};

/** Every cache a gem change can touch (brief: invalidate by prefix). */
export const GEM_CACHE_ROOTS = ['gems', 'gem', 'collections', 'collection', 'users'] as const;

/** GET /api/gems/{id}: a card's fields plus how many curators saved the same link. */
export const zGemDetail = z.intersection(
  zListedGems.element,
  z.object({ savedByCount: z.number().int().nonnegative().default(1) }),
);

export const fetchGem = (id: number): Promise<GemDetail> =>
  api.get(`/api/gems/${id}`, { schema: zGemDetail });

export const updateGem = (id: number, patch: UpdateGem) => api.put(`/api/gems/${id}`, patch);

export const setMainImage = (id: number, imageUrl: string) => api.patch(`/api/gems/${id}`, { imageUrl });

export const deleteGem = (id: number) => api.delete(`/api/gems/${id}`);

export const zGemImage = z.object({
  id: z.number().int(),
  gemId: z.number().int(),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable().default(null),
  caption: z.string().nullable().default(null),
});
export type GemImage = z.infer<typeof zGemImage>;

export const fetchGemImages = (id: number) =>
  api.get(`/api/gems/${id}/images`, { schema: z.array(zGemImage) });

export const deleteGemImage = (imageId: number) => api.delete(`/api/gem-images/${imageId}`);

/**
 * POST /api/gems/{id}/images/upload (multipart: image, caption). The one JSON client cannot send
 * a form, so this call is made here, with the client's error rules for a refusal.
 */
export async function uploadGemImage(id: number, file: Blob, caption = ''): Promise<GemImage> {
  const form = new FormData();
  form.append('image', file);
  if (caption) form.append('caption', caption);
  let res: Response;
  try {
    res = await fetch(`/api/gems/${id}/images/upload`, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (!res.ok) throw await errorFromResponse(res);
  const parsed = zGemImage.safeParse(await res.json().catch(() => null));
  if (!parsed.success)
    throw new ApiError(res.status, 'The server sent an answer this page does not understand.');
  return parsed.data;
}

/** A 409 from POST /api/gems: the user already saved this link, as gem `gemId`. */
export class DuplicateGemError extends ApiError {
  readonly gemId: number;
  constructor(message: string, gemId: number) {
    super(409, message);
    this.name = 'DuplicateGemError';
    this.gemId = gemId;
  }
}

const zCreated = z.object({ id: z.number().int().positive() }).loose();
const zDuplicate = z.object({ message: z.string(), gemId: z.number().int().positive() }).loose();

/**
 * POST /api/gems. Made here rather than through the JSON client because a 409's body carries the
 * existing gem's id, which the dialog offers to open.
 */
export async function createGem(payload: unknown): Promise<{ id: number }> {
  let res: Response;
  try {
    res = await fetch('/api/gems', {
      method: 'POST',
      body: JSON.stringify(payload),
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (res.status === 409) {
    const body = zDuplicate.safeParse(
      await res
        .clone()
        .json()
        .catch(() => null),
    );
    if (body.success) throw new DuplicateGemError(body.data.message, body.data.gemId);
  }
  if (!res.ok) throw await errorFromResponse(res);
  const created = zCreated.safeParse(await res.json().catch(() => null));
  if (!created.success)
    throw new ApiError(res.status, 'The server sent an answer this page does not understand.');
  return created.data;
}

/** POST /api/gems/{id}/short-url → the 8-character code of /s/{code}. */
export const createShortUrl = (id: number) =>
  api.post(`/api/gems/${id}/short-url`, undefined, { schema: z.object({ shortCode: z.string().min(1) }) });
