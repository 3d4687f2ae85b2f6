import {
  CUSTOM_LIST_DOMAIN,
  DEFAULT_CATEGORY,
  GEM_NAME_REQUIRED,
  type CreateGem,
  type Gem,
  type GemListQuery,
  type ListedGem,
  type UpdateGem,
} from '@gems/contracts';
import { badRequest, forbidden, notFound, unauthorized } from '@gems/platform/errors';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { Gem as GemRow, Prisma } from '../db/generated/client.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { Tx } from '../db/prisma.js';
import { isUniqueViolation } from '@gems/platform/db/unique-violation';
import { isRecordNotFound } from '../db/record-not-found.js';
import { gemCreated, gemDeleted, gemUpdated } from '../events/curation-events.js';
import { canonicalUrl, domainOf } from '../urls/canonical-url.js';
import type { UserCardsRepository } from '../users/user-cards.repository.js';
import type { ShelvesRepository } from '../collections/shelves.repository.js';
import { DuplicateGemError } from './duplicate-gem.error.js';
import { canView } from './gem-visibility.js';
import { decodeCursor, encodeCursor } from './gem-cursor.js';
import type { GemImageUploader, StoredGemImage } from './gem-image-uploader.js';
import { toGem, toListedGem } from './gem.mapper.js';
import type { GemsRepository } from './gems.repository.js';

export const GEM_NOT_FOUND = 'Gem not found';

const categoriesOf = (input: CreateGem): string[] => {
  if (input.categories?.length) return input.categories;
  return [input.category || DEFAULT_CATEGORY];
};

/** A gem deleted between the ownership check and the write is simply not found. */
const goneAsNotFound = (error: unknown): never => {
  throw isRecordNotFound(error) ? notFound(GEM_NOT_FOUND) : error;
};
const INVALID_URL = 'Please enter a valid URL';

/** Saving, reading, editing and deleting gems with the spec's rules (spec 01 §4, §5, §6). */
export class GemsService {
  constructor(
    private readonly gems: GemsRepository,
    private readonly shelves: ShelvesRepository,
    private readonly cards: UserCardsRepository,
    private readonly images: GemImageUploader,
    private readonly inTransaction: UnitOfWork,
  ) {}

  async create(user: SessionClaims, input: CreateGem): Promise<Gem> {
    const isCustomList = input.domain === CUSTOM_LIST_DOMAIN;
    const isBookmark = input.isBookmark || input.requiresBookmark === true;
    if (isBookmark && !input.title) throw badRequest(GEM_NAME_REQUIRED, { title: GEM_NAME_REQUIRED });
    const canonical = isCustomList ? null : canonicalUrl(input.url);
    if (!isCustomList && !canonical) throw badRequest(INVALID_URL, { url: INVALID_URL });

    // Decoding and re-encoding happen before the transaction: no connection held during CPU work.
    const uploaded = input.uploadedImage
      ? await this.images.fromDataUrl(user.userId, input.uploadedImage)
      : null;
    const owner = await this.cards.find(user.userId);
    const data = {
      userId: user.userId,
      title: input.title || 'Untitled',
      description: input.description ?? '',
      userNote: input.userNote ?? '',
      url: isCustomList ? '' : input.url,
      canonicalUrl: canonical,
      imageUrl: uploaded?.imageUrl ?? input.imageUrl ?? '',
      domain: isCustomList ? CUSTOM_LIST_DOMAIN : input.domain || domainOf(input.url),
      categories: isCustomList ? ['Lists'] : categoriesOf(input),
      tags: input.tags,
      // A private profile's new gems default to private (spec 02 §1); an explicit choice wins.
      visibility: input.visibility ?? (owner?.isPublic === false ? 'private' : 'public'),
      isBookmark,
    };
    try {
      const row = await this.inTransaction(async (tx, emit) => {
        if (canonical) {
          const existing = await this.gems.findByCanonicalUrl(user.userId, canonical, tx);
          if (existing) throw new DuplicateGemError(existing.id);
        }
        const gem = await this.gems.create(tx, data);
        if (uploaded) await this.recordImage(tx, gem.id, user.userId, uploaded);
        if (input.shelfId) {
          const shelf = await this.shelves.findById(input.shelfId, tx);
          // Only into the saver's own collection; a foreign or missing one is left out, not an error.
          if (shelf?.userId === user.userId) await this.shelves.addGem(tx, gem.id, shelf.id);
        }
        gemCreated(emit, gem);
        return gem;
      });
      return toGem(row);
    } catch (error) {
      if (uploaded) await this.images.discard([uploaded.imageUrl, uploaded.thumbnailUrl]);
      if (canonical && isUniqueViolation(error, 'canonical_url')) {
        const existing = await this.gems.findByCanonicalUrl(user.userId, canonical);
        if (existing) throw new DuplicateGemError(existing.id);
      }
      throw error;
    }
  }

  async get(viewer: SessionClaims | undefined, id: number): Promise<Gem> {
    return toGem(await this.visible(viewer, id));
  }

  async update(user: SessionClaims, id: number, patch: UpdateGem): Promise<Gem> {
    await this.owned(user, id, 'You can only edit your own gems');
    return this.save(id, patch);
  }

  async setImage(user: SessionClaims, id: number, imageUrl: string): Promise<Gem> {
    await this.owned(user, id, 'You can only edit your own gems');
    return this.save(id, { imageUrl });
  }

  async delete(user: SessionClaims, id: number): Promise<void> {
    await this.owned(user, id, 'Unauthorized: You can only delete your own gems');
    const images = await this.inTransaction(async (tx, emit) => {
      const files = await this.gems.imageUrlsOf(tx, [id]);
      const gem = await this.gems.delete(tx, id);
      gemDeleted(emit, gem);
      return files;
    }).catch(goneAsNotFound);
    await this.images.discard(images.flatMap((i) => [i.imageUrl, i.thumbnailUrl]));
  }

  /** Newest first, keyset-paged; `nextCursor` is set when another page may follow. */
  async list(
    viewer: SessionClaims | undefined,
    query: GemListQuery & { userId?: number },
  ): Promise<{ items: ListedGem[]; nextCursor?: string }> {
    const where: Prisma.GemWhereInput[] = [];
    if (query.userId !== undefined) {
      // One user's gems: all of them for the owner, the public ones for anyone else.
      where.push(
        viewer?.userId === query.userId
          ? { userId: query.userId }
          : { userId: query.userId, visibility: 'public' },
      );
    } else if (query.feed === 'mine') {
      if (!viewer) throw unauthorized();
      where.push({ userId: viewer.userId });
    } else {
      // "All": the viewer's own gems and public ones (followed people's arrive with the follow replica).
      where.push(
        viewer ? { OR: [{ userId: viewer.userId }, { visibility: 'public' }] } : { visibility: 'public' },
      );
    }
    if (query.category) where.push({ categories: { has: query.category } });
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await this.gems.page({ AND: where }, query.limit + 1, after);
    const page = rows.slice(0, query.limit);
    const cards = await this.cards.byIds(page.map((r) => r.userId));
    const last = page.at(-1);
    return {
      items: page.map((row) => toListedGem(row, cards.get(row.userId))),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : undefined,
    };
  }

  /** A gem the viewer may see; 404 otherwise, so private gems are not revealed to exist. */
  async visible(viewer: SessionClaims | undefined, id: number): Promise<GemRow> {
    const gem = await this.gems.findById(id);
    if (!gem || !canView(gem, viewer?.userId)) throw notFound(GEM_NOT_FOUND);
    return gem;
  }

  private async owned(user: SessionClaims, id: number, refusal: string): Promise<GemRow> {
    const gem = await this.visible(user, id);
    if (gem.userId !== user.userId) throw forbidden(refusal);
    return gem;
  }

  private async save(id: number, patch: Parameters<GemsRepository['update']>[2]): Promise<Gem> {
    const row = await this.inTransaction(async (tx, emit) => {
      const gem = await this.gems.update(tx, id, patch);
      gemUpdated(emit, gem);
      return gem;
    }).catch(goneAsNotFound);
    return toGem(row);
  }

  private recordImage(tx: Tx, gemId: number, userId: number, image: StoredGemImage) {
    return this.gems.addImage(tx, { gemId, uploadedByUserId: userId, ...image });
  }
}
