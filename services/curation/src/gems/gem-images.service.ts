import { GEM_IMAGE_NOT_IMAGE } from '@gems/contracts';
import { badRequest, forbidden, notFound } from '@gems/platform/errors';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { GemImageRow } from './gems.repository.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { isRecordNotFound } from '@gems/platform/db/record-not-found';
import { gemUpdated } from '../events/curation-events.js';
import type { GemImageUploader } from './gem-image-uploader.js';
import type { GemsRepository } from './gems.repository.js';
import type { GemsService } from './gems.service.js';

const NOT_YOURS = 'You can only change your own gems';
const IMAGE_NOT_FOUND = 'Image not found';

const toGemImage = (row: GemImageRow) => ({
  id: row.id,
  gemId: row.gemId,
  imageUrl: row.imageUrl,
  thumbnailUrl: row.thumbnailUrl,
  caption: row.caption,
  uploadedByUserId: row.uploadedByUserId,
  createdAt: row.createdAt.toISOString(),
});
export type GemImage = ReturnType<typeof toGemImage>;

/** A gem's extra images (Edit Gem → Images): listed by whoever may see the gem, changed by its owner. */
export class GemImagesService {
  constructor(
    private readonly gems: GemsService,
    private readonly repo: GemsRepository,
    private readonly uploader: GemImageUploader,
    private readonly inTransaction: UnitOfWork,
  ) {}

  async list(viewer: SessionClaims | undefined, gemId: number): Promise<GemImage[]> {
    await this.gems.visible(viewer, gemId);
    return (await this.repo.images(gemId)).map(toGemImage);
  }

  async upload(
    user: SessionClaims,
    gemId: number,
    bytes: Buffer | undefined,
    caption: string | null,
  ): Promise<GemImage> {
    const gem = await this.gems.visible(user, gemId);
    if (gem.userId !== user.userId) throw forbidden(NOT_YOURS);
    if (!bytes) throw badRequest(GEM_IMAGE_NOT_IMAGE);
    const stored = await this.uploader.store(user.userId, bytes);
    try {
      const row = await this.inTransaction((tx) =>
        this.repo.addImage(tx, { gemId, uploadedByUserId: user.userId, caption, ...stored }),
      );
      return toGemImage(row);
    } catch (error) {
      await this.uploader.discard([stored.imageUrl, stored.thumbnailUrl]);
      throw isRecordNotFound(error) ? notFound('Gem not found') : error;
    }
  }

  /** Deleting the gem's main image also clears it from the gem. */
  async delete(user: SessionClaims, imageId: number): Promise<void> {
    const image = await this.repo.findImage(imageId);
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    const gem = await this.gems.visible(user, image.gemId).catch(() => {
      throw notFound(IMAGE_NOT_FOUND);
    });
    if (gem.userId !== user.userId) throw forbidden(NOT_YOURS);
    await this.inTransaction(async (tx, emit) => {
      await this.repo.deleteImage(tx, imageId);
      if (gem.imageUrl === image.imageUrl)
        gemUpdated(emit, await this.repo.update(tx, gem.id, { imageUrl: '' }));
    }).catch((error: unknown) => {
      throw isRecordNotFound(error) ? notFound(IMAGE_NOT_FOUND) : error;
    });
    await this.uploader.discard([image.imageUrl, image.thumbnailUrl]);
  }
}
