import type { GemDetail, UpdateGem } from '@gems/contracts';
import { z } from 'zod';
import { ApiError, api } from '../api/client';
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

const zGemImage = z.object({
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

/** POST /api/gems/{id}/images/upload (multipart: image, caption). */
export function uploadGemImage(id: number, file: Blob, caption = ''): Promise<GemImage> {
  const form = new FormData();
  form.append('image', file);
  if (caption) form.append('caption', caption);
  return api.upload(`/api/gems/${id}/images/upload`, form, { schema: zGemImage });
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

/** POST /api/gems. A 409 names the gem already saved for this link, which the dialog offers to open. */
export async function createGem(payload: unknown): Promise<{ id: number }> {
  try {
    return await api.post('/api/gems', payload, { schema: zCreated });
  } catch (error) {
    const duplicate = error instanceof ApiError && error.status === 409 && zDuplicate.safeParse(error.body);
    if (duplicate && duplicate.success)
      throw new DuplicateGemError(duplicate.data.message, duplicate.data.gemId);
    throw error;
  }
}

/** POST /api/gems/{id}/short-url → the 8-character code of /s/{code}. */
export const createShortUrl = (id: number) =>
  api.post(`/api/gems/${id}/short-url`, undefined, { schema: z.object({ shortCode: z.string().min(1) }) });
