import type { CreateGem, GemImage, UpdateGem } from '@gems/contracts';
import { ApiError } from '../api/client';
import { call } from '../api/operations';

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
export const fetchGem = (id: number) => call('getGemsId', { params: { id } });

export const updateGem = (id: number, patch: UpdateGem) => call('putGemsId', { params: { id }, body: patch });

export const setMainImage = (id: number, imageUrl: string) =>
  call('patchGemsId', { params: { id }, body: { imageUrl } });

export const deleteGem = (id: number) => call('deleteGemsId', { params: { id } });

export type { GemImage };

export const fetchGemImages = (id: number) => call('getGemsIdImages', { params: { id } });

export const deleteGemImage = (imageId: number) => call('deleteGemImagesId', { params: { id: imageId } });

/** POST /api/gems/{id}/images/upload (multipart: image, caption). */
export function uploadGemImage(id: number, file: Blob, caption = ''): Promise<GemImage> {
  const form = new FormData();
  form.append('image', file);
  if (caption) form.append('caption', caption);
  return call('postGemsIdImagesUpload', { params: { id }, body: form });
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

/** The body of a 409: the message and the id of the gem already saved, when the server names it. */
function duplicateOf(body: unknown): { message: string; gemId: number } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, gemId } = body as { message?: unknown; gemId?: unknown };
  return typeof message === 'string' && Number.isInteger(gemId) && (gemId as number) > 0
    ? { message, gemId: gemId as number }
    : null;
}

/** POST /api/gems. A 409 names the gem already saved for this link, which the dialog offers to open. */
export async function createGem(payload: unknown): Promise<{ id: number }> {
  try {
    return await call('postGems', { body: payload as CreateGem });
  } catch (error) {
    const duplicate = error instanceof ApiError && error.status === 409 ? duplicateOf(error.body) : null;
    if (duplicate) throw new DuplicateGemError(duplicate.message, duplicate.gemId);
    throw error;
  }
}

/** POST /api/gems/{id}/short-url → the 8-character code of /s/{code}. */
export const createShortUrl = (id: number) => call('postGemsIdShortUrl', { params: { id } });
