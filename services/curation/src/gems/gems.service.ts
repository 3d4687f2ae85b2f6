import {
  CUSTOM_LIST_DOMAIN,
  DEFAULT_CATEGORY,
  GEM_NAME_REQUIRED,
  type CreateGem,
  type Gem,
  type GemDetail,
  type GemListQuery,
  type GemSource,
  type UpdateGem,
} from '@gems/contracts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '@gems/platform/errors';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { GemRow } from './gems.repository.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { Transaction } from '../db/unit-of-work.js';
import { isUniqueViolation } from '@gems/platform/db/unique-violation';
import { isRecordNotFound } from '@gems/platform/db/record-not-found';
import { gemCreated, gemDeleted, gemUpdated } from '../events/curation-events.js';
import { canonicalUrl, domainOf } from '../urls/canonical-url.js';
import type { UserPrivacy } from '@gems/platform/auth/identity-users';
import type { ShelvesRepository } from '../collections/shelves.repository.js';
import { DuplicateGemError } from './duplicate-gem.error.js';
import { addressChange, ALREADY_SAVED } from '../links/address-change.js';
import type { VisibilityPolicy } from './gem-visibility.js';
import { decodeCursor, encodeCursor, type GemOrdering } from './gem-keyset.js';
import type { GemCardsRepository, GemScope } from './gem-cards.repository.js';
import { searchTerms } from './gem-search.js';
import type { GemImageUploader, StoredGemImage } from './gem-image-uploader.js';
import { toGem, toGemDetail } from './gem.mapper.js';
import type { GemCardPages } from './gem-card-pages.js';
import type { JsonText } from '@gems/platform/http/answer-page';
import type { GemsRepository } from './gems.repository.js';

const GEM_NOT_FOUND = 'Gem not found';

const categoriesOf = (input: CreateGem): string[] => {
  if (input.categories?.length) return input.categories;
  return [input.category || DEFAULT_CATEGORY];
};

/** A gem deleted between the ownership check and the write is simply not found. */
const goneAsNotFound = (error: unknown): never => {
  throw isRecordNotFound(error) ? notFound(GEM_NOT_FOUND) : error;
};
const INVALID_URL = 'Please enter a valid URL';

/** What GemsService is built from. */
export interface GemsServiceDeps {
  gems: GemsRepository;
  shelves: ShelvesRepository;
  /** Identity's current answer: a new gem's default visibility is never decided on a late copy. */
  privacy: UserPrivacy;
  images: GemImageUploader;
  inTransaction: UnitOfWork;
  cardsRepo: GemCardsRepository;
  cardPages: GemCardPages;
  visibility: VisibilityPolicy;
  /** A gem now names a remote image: the preview image keeper may copy it now (issue 29 §1). */
  remoteImageSaved?: () => void;
  /** A gem now names a web page: the archive keeper may copy it now (issue 29 §2). */
  pageSaved?: () => void;
  /** A gem's address changed: the link checker may check it now (issue 29 §4). */
  addressChanged?: () => void;
}

const isRemote = (imageUrl: string) => /^https?:\/\//i.test(imageUrl);

/** Saving, reading, editing and deleting gems with the spec's rules (spec 01 §4, §5, §6). */
export class GemsService {
  constructor(private readonly deps: GemsServiceDeps) {}

  /** `source`: how the gem was made (a batch import earns no points: gem.created says so). */
  async create(user: SessionClaims, input: CreateGem, source: GemSource = 'manual'): Promise<Gem> {
    const isCustomList = input.domain === CUSTOM_LIST_DOMAIN;
    const isBookmark = input.isBookmark || input.requiresBookmark === true;
    if (isBookmark && !input.title) throw badRequest(GEM_NAME_REQUIRED, { title: GEM_NAME_REQUIRED });
    const canonical = isCustomList ? null : canonicalUrl(input.url);
    if (!isCustomList && !canonical) throw badRequest(INVALID_URL, { url: INVALID_URL });

    // Decoding and re-encoding happen before the transaction: no connection held during CPU work.
    const uploaded = input.uploadedImage
      ? await this.deps.images.fromDataUrl(user.userId, input.uploadedImage)
      : null;
    // A private profile's new gems default to private (spec 02 §1); an explicit choice wins.
    const visibility =
      input.visibility ??
      ((await this.deps.privacy.find(user.userId))?.isPublic === false ? 'private' : 'public');
    const data = {
      userId: user.userId,
      title: input.title || 'Untitled',
      description: input.description ?? '',
      userNote: input.userNote ?? '',
      url: isCustomList ? '' : input.url,
      canonicalUrl: canonical,
      imageUrl: uploaded?.imageUrl ?? input.imageUrl ?? '',
      // Derived from the URL, never taken from the client (a gem must not claim another site).
      domain: isCustomList ? CUSTOM_LIST_DOMAIN : domainOf(input.url),
      categories: isCustomList ? ['Lists'] : categoriesOf(input),
      tags: input.tags,
      visibility,
      isBookmark,
      ...bylineData(input),
    };
    try {
      const row = await this.deps.inTransaction(async (tx, emit) => {
        if (canonical) {
          const existing = await this.deps.gems.findByCanonicalUrl(user.userId, canonical, tx);
          if (existing) throw new DuplicateGemError(existing.id);
        }
        const gem = await this.deps.gems.create(tx, data);
        if (uploaded) await this.recordImage(tx, gem.id, user.userId, uploaded);
        if (input.shelfId) {
          const shelf = await this.deps.shelves.findById(input.shelfId, tx);
          // Only into the saver's own collection; a foreign or missing one is left out, not an error.
          if (shelf?.userId === user.userId) await this.deps.shelves.addGem(tx, gem.id, shelf.id);
        }
        gemCreated(emit, gem, source);
        return gem;
      });
      if (isRemote(row.imageUrl)) this.deps.remoteImageSaved?.();
      if (isRemote(row.url)) this.deps.pageSaved?.();
      return toGem(row);
    } catch (error) {
      if (uploaded) await this.deps.images.discard([uploaded.imageUrl, uploaded.thumbnailUrl]);
      if (canonical && isUniqueViolation(error, 'canonical_url')) {
        const existing = await this.deps.gems.findByCanonicalUrl(user.userId, canonical);
        if (existing) throw new DuplicateGemError(existing.id);
      }
      throw error;
    }
  }

  /** The gem page: the card plus how many curators saved the same page; 404 when not visible. */
  async get(viewer: SessionClaims | undefined, id: number): Promise<GemDetail> {
    const row = await this.deps.cardsRepo.one(viewer?.userId ?? 0, id);
    if (!row) throw notFound(GEM_NOT_FOUND);
    return toGemDetail(row);
  }

  async update(user: SessionClaims, id: number, patch: UpdateGem): Promise<Gem> {
    const gem = await this.owned(user, id, 'You can only edit your own gems');
    const { url, ...fields } = patch;
    const address =
      url === undefined || url === gem.url
        ? {}
        : await addressChange(gem, url, (userId, canonical) =>
            this.deps.gems.findByCanonicalUrl(userId, canonical),
          );
    const saved = await this.save(id, { ...fields, ...bylineData(fields), ...address }).catch(
      (error: unknown) => {
        throw isUniqueViolation(error, 'canonical_url')
          ? conflict(ALREADY_SAVED, { url: ALREADY_SAVED })
          : error;
      },
    );
    if ('url' in address) this.deps.addressChanged?.();
    return saved;
  }

  async setImage(user: SessionClaims, id: number, imageUrl: string): Promise<Gem> {
    await this.owned(user, id, 'You can only edit your own gems');
    return this.save(id, { imageUrl });
  }

  async delete(user: SessionClaims, id: number): Promise<void> {
    await this.owned(user, id, 'Unauthorized: You can only delete your own gems');
    const images = await this.deps
      .inTransaction(async (tx, emit) => {
        const files = await this.deps.gems.imageUrlsOf(tx, [id]);
        const gem = await this.deps.gems.delete(tx, id);
        gemDeleted(emit, gem);
        return files;
      })
      .catch(goneAsNotFound);
    await this.deps.images.discard(images.flatMap((i) => [i.imageUrl, i.thumbnailUrl]));
  }

  /**
   * A page of gem cards, keyset-paged; `nextCursor` is set when another page may follow.
   * `userId`: one user's gems (their own order when they set one); `shelfId`: a collection's gems.
   */
  async list(
    viewer: SessionClaims | undefined,
    query: Pick<GemListQuery, 'limit'> & Partial<GemListQuery> & { userId?: number; shelfId?: number },
  ): Promise<{ items: JsonText[]; nextCursor?: string; total?: number }> {
    let scope: GemScope;
    if (query.shelfId !== undefined) scope = { kind: 'shelf', shelfId: query.shelfId };
    else if (query.userId !== undefined) scope = { kind: 'user', userId: query.userId };
    else if (query.feed) {
      if (!viewer) throw unauthorized();
      scope = { kind: query.feed === 'mine' ? 'mine' : 'feed' };
    } else scope = { kind: 'visible' };
    const search = query.search ? searchTerms(query.search) : undefined;
    const ordering: GemOrdering =
      query.sort === 'relevance' || (!query.sort && search)
        ? search
          ? 'relevance'
          : 'recent'
        : (query.sort ?? (scope.kind === 'user' ? 'profile' : 'recent'));
    const viewerId = viewer?.userId ?? 0;
    // A profile's first page also says how many gems the viewer may see there (X-Total-Count).
    const counted = scope.kind === 'user' && !query.cursor && !search && !query.linkHealth;
    const [{ cards, next }, total] = await Promise.all([
      this.deps.cardPages.page({
        viewerId,
        scope,
        category: query.category,
        linkHealth: query.linkHealth,
        search,
        ordering,
        after: query.cursor ? decodeCursor(query.cursor, ordering) : undefined,
        limit: query.limit,
      }),
      counted ? this.deps.cardsRepo.countForUser(viewerId, query.userId!, query.category) : undefined,
    ]);
    return {
      items: cards,
      nextCursor: next && encodeCursor(next),
      ...(total === undefined ? {} : { total }),
    };
  }

  /** A gem the viewer may see; 404 otherwise, so hidden gems are not revealed to exist. */
  async visible(viewer: SessionClaims | undefined, id: number): Promise<GemRow> {
    const gem = await this.deps.gems.findById(id);
    if (!gem || !(await this.deps.visibility.canView(gem, viewer?.userId))) throw notFound(GEM_NOT_FOUND);
    return gem;
  }

  private async owned(user: SessionClaims, id: number, refusal: string): Promise<GemRow> {
    const gem = await this.visible(user, id);
    if (gem.userId !== user.userId) throw forbidden(refusal);
    return gem;
  }

  private async save(id: number, patch: Parameters<GemsRepository['update']>[2]): Promise<Gem> {
    const row = await this.deps
      .inTransaction(async (tx, emit) => {
        const gem = await this.deps.gems.update(tx, id, patch);
        gemUpdated(emit, gem);
        return gem;
      })
      .catch(goneAsNotFound);
    if (patch.imageUrl !== undefined && isRemote(row.imageUrl)) this.deps.remoteImageSaved?.();
    return toGem(row);
  }

  private recordImage(tx: Transaction, gemId: number, userId: number, image: StoredGemImage) {
    return this.deps.gems.addImage(tx, { gemId, uploadedByUserId: userId, ...image });
  }
}

/** The byline a create or edit sent, as columns (the ISO date as a Date); absent stays absent. */
function bylineData(input: Pick<CreateGem, 'siteName' | 'logoUrl' | 'publishedAt' | 'author'>) {
  const { siteName, logoUrl, publishedAt, author } = input;
  return {
    siteName,
    logoUrl,
    publishedAt: publishedAt === undefined || publishedAt === null ? publishedAt : new Date(publishedAt),
    author,
  };
}
