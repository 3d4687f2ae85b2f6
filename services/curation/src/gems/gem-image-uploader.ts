import { randomBytes } from 'node:crypto';
import { GEM_IMAGE_MAX_BYTES, GEM_IMAGE_NOT_IMAGE, GEM_IMAGE_TOO_LARGE } from '@gems/contracts';
import { decodeDataUrl, ImageRejectedError, InvalidDataUrlError, processUpload } from '@gems/platform/images';
import type { ImageStorage } from '@gems/platform/storage';
import { badRequest } from '@gems/platform/errors';

export interface StoredGemImage {
  imageUrl: string;
  thumbnailUrl: string | null;
}

/** A kept preview image: its two sizes and their `srcset`. */
export interface StoredPreviewImage extends StoredGemImage {
  srcset: string;
}

/** A remote preview image is kept at the widths cards need (issue 29 §1). */
const PREVIEW_SIDE = 1200;
const PREVIEW_THUMB_SIDE = 600;
/** The scraper's own cap on an image it fetches (SCRAPER_IMAGE_MAX_BYTES' default). */
const PREVIEW_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Turns an uploaded image (bytes or the SPA's `uploadedImage` data URL) into a clean WebP whose
 * longest side is at most 1600 px plus a 600 px thumbnail, stored under gems/{userId}/.
 * Refusals are 400s with the spec's messages (spec 01 §5).
 */
export class GemImageUploader {
  constructor(private readonly storage: ImageStorage) {}

  async fromDataUrl(userId: number, dataUrl: string): Promise<StoredGemImage> {
    try {
      return await this.store(userId, decodeDataUrl(dataUrl, { maxBytes: GEM_IMAGE_MAX_BYTES }).bytes);
    } catch (error) {
      if (error instanceof InvalidDataUrlError) throw badRequest(GEM_IMAGE_NOT_IMAGE);
      // decodeDataUrl refuses an oversized payload from its length, before decoding it.
      if (error instanceof ImageRejectedError) throw badRequest(messageFor(error));
      throw error;
    }
  }

  async store(userId: number, bytes: Buffer): Promise<StoredGemImage> {
    let processed;
    try {
      processed = await processUpload(bytes, {
        maxBytes: GEM_IMAGE_MAX_BYTES,
        allowedFormats: ['jpeg', 'png', 'gif', 'webp'],
        maxSide: 1600,
        thumbSide: 600,
      });
    } catch (error) {
      if (error instanceof ImageRejectedError) throw badRequest(messageFor(error));
      throw error;
    }
    const name = `gems/${userId}/${randomBytes(12).toString('hex')}`;
    const imageUrl = await this.storage.put(`${name}.webp`, processed.main.bytes, 'image/webp');
    const thumbnailUrl = processed.thumb
      ? await this.storage.put(`${name}-thumb.webp`, processed.thumb.bytes, 'image/webp')
      : null;
    return { imageUrl, thumbnailUrl };
  }

  /**
   * A preview image fetched from its site: re-encoded to WebP at most 1200 px and 600 px on the
   * longest side (pixels only: no metadata, first frame), stored, with the `srcset` of both.
   * Throws ImageRejectedError when the bytes are not a usable image.
   */
  async storePreview(userId: number, bytes: Buffer): Promise<StoredPreviewImage> {
    const processed = await processUpload(bytes, {
      maxBytes: PREVIEW_MAX_BYTES,
      allowedFormats: ['jpeg', 'png', 'gif', 'webp'],
      maxSide: PREVIEW_SIDE,
      thumbSide: PREVIEW_THUMB_SIDE,
    });
    const name = `gems/${userId}/${randomBytes(12).toString('hex')}`;
    const imageUrl = await this.storage.put(`${name}.webp`, processed.main.bytes, 'image/webp');
    const thumb = processed.thumb;
    if (!thumb || thumb.width >= processed.main.width)
      return { imageUrl, thumbnailUrl: null, srcset: `${imageUrl} ${processed.main.width}w` };
    const thumbnailUrl = await this.storage.put(`${name}-600.webp`, thumb.bytes, 'image/webp');
    return {
      imageUrl,
      thumbnailUrl,
      srcset: `${thumbnailUrl} ${thumb.width}w, ${imageUrl} ${processed.main.width}w`,
    };
  }

  /** Best effort: a file left behind wastes space but breaks nothing. */
  async discard(urls: (string | null)[]): Promise<void> {
    await Promise.allSettled(
      urls.filter((u): u is string => Boolean(u?.startsWith('/uploads/'))).map((u) => this.storage.delete(u)),
    );
  }
}

function messageFor(error: ImageRejectedError): string {
  if (error.reason === 'too_large') return GEM_IMAGE_TOO_LARGE;
  if (error.reason === 'not_image') return GEM_IMAGE_NOT_IMAGE;
  return error.message;
}
