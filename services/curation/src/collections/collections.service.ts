import type {
  Collection,
  CreateCollection,
  GemListQuery,
  UpdateCollection,
  Visibility,
} from '@gems/contracts';
import { forbidden, notFound } from '@gems/platform/errors';
import type { JsonText } from '@gems/platform/http/answer-page';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { ShelfRow } from './shelves.repository.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { isRecordNotFound } from '@gems/platform/db/record-not-found';
import { collectionCreated, collectionDeleted, collectionUpdated } from '../events/curation-events.js';
import type { VisibilityPolicy } from '../gems/gem-visibility.js';
import type { GemsService } from '../gems/gems.service.js';
import { toCollectionCard } from './collection.mapper.js';
import type { CollectionCardsRepository, ShelfScope } from './collection-cards.repository.js';
import type { ShelvesRepository } from './shelves.repository.js';

const COLLECTION_NOT_FOUND = 'Collection not found';
const NOT_YOUR_COLLECTION = 'You can only change your own collections';

/** A collection deleted between the ownership check and the write is simply not found. */
const goneAsNotFound = (error: unknown): never => {
  throw isRecordNotFound(error) ? notFound(COLLECTION_NOT_FOUND) : error;
};

const visibilityOf = (input: { visibility?: Visibility; isPublic?: boolean }): Visibility | undefined =>
  input.visibility ?? (input.isPublic === undefined ? undefined : input.isPublic ? 'public' : 'private');

/** What CollectionsService is built from. */
export interface CollectionsServiceDeps {
  shelves: ShelvesRepository;
  cardsRepo: CollectionCardsRepository;
  gemLists: GemsService;
  visibility: VisibilityPolicy;
  inTransaction: UnitOfWork;
}

/** Collections (shelves) and their membership, with visibility and ownership checked on every call. */
export class CollectionsService {
  constructor(private readonly deps: CollectionsServiceDeps) {}

  async create(user: SessionClaims, input: CreateCollection): Promise<Collection> {
    const row = await this.deps.inTransaction(async (tx, emit) => {
      const shelf = await this.deps.shelves.create(tx, {
        userId: user.userId,
        title: input.title,
        description: input.description ?? '',
        visibility: visibilityOf(input) ?? 'public',
      });
      collectionCreated(emit, shelf);
      return shelf;
    });
    return this.get(user, row.id);
  }

  async listOwn(user: SessionClaims): Promise<Collection[]> {
    return this.list(user.userId, { kind: 'own' });
  }

  /** A user's collections as the viewer may see them. */
  async listOfUser(viewer: SessionClaims | undefined, userId: number): Promise<Collection[]> {
    return this.list(viewer?.userId ?? 0, { kind: 'user', userId });
  }

  /** Public collections: newest first, or most liked first (`top`, the explore tab). */
  async listPublic(
    viewer: SessionClaims | undefined,
    limit: number,
    sort: 'recent' | 'top' = 'recent',
  ): Promise<Collection[]> {
    return this.list(viewer?.userId ?? 0, { kind: 'public' }, { limit, sort });
  }

  async get(viewer: SessionClaims | undefined, id: number): Promise<Collection> {
    const [card] = await this.list(viewer?.userId ?? 0, { kind: 'id', id });
    if (!card) throw notFound(COLLECTION_NOT_FOUND);
    return card;
  }

  private async list(
    viewerId: number,
    scope: ShelfScope,
    options?: { limit?: number; sort?: 'recent' | 'top' },
  ): Promise<Collection[]> {
    return (await this.deps.cardsRepo.cards(viewerId, scope, options)).map(toCollectionCard);
  }

  async update(user: SessionClaims, id: number, input: UpdateCollection): Promise<Collection> {
    const before = await this.owned(user, id);
    const visibility = visibilityOf(input);
    const row = await this.deps
      .inTransaction(async (tx, emit) => {
        const shelf = await this.deps.shelves.update(tx, id, {
          title: input.title,
          description: input.description === null ? '' : input.description,
          visibility,
        });
        // Social keeps collection owners and visibility: tell it when title or visibility changed.
        if (shelf.title !== before.title || shelf.visibility !== before.visibility)
          collectionUpdated(emit, shelf);
        return shelf;
      })
      .catch(goneAsNotFound);
    return this.get(user, row.id);
  }

  async delete(user: SessionClaims, id: number): Promise<void> {
    await this.owned(user, id);
    await this.deps
      .inTransaction(async (tx, emit) => {
        collectionDeleted(emit, await this.deps.shelves.delete(tx, id));
      })
      .catch(goneAsNotFound);
  }

  /** The gems of a collection the viewer may see, newest first, keyset-paged like every list. */
  async gemsOf(
    viewer: SessionClaims | undefined,
    id: number,
    query: Pick<GemListQuery, 'limit' | 'cursor'>,
  ): Promise<{ items: JsonText[]; nextCursor?: string }> {
    await this.visible(viewer, id);
    return this.deps.gemLists.list(viewer, { ...query, shelfId: id });
  }

  /** The collections holding a gem the viewer may see, as far as the viewer may see them. */
  async collectionsOfGem(viewer: SessionClaims | undefined, gemId: number): Promise<Collection[]> {
    await this.deps.gemLists.visible(viewer, gemId);
    return this.list(viewer?.userId ?? 0, { kind: 'gem', gemId });
  }

  /** Only the owner of both the collection and the gem may put one in the other. */
  async addGem(user: SessionClaims, shelfId: number, gemId: number): Promise<void> {
    await this.owned(user, shelfId);
    await this.ownedGem(user, gemId);
    await this.deps.inTransaction((tx) => this.deps.shelves.addGem(tx, gemId, shelfId)).catch(goneAsNotFound);
  }

  async removeGem(user: SessionClaims, shelfId: number, gemId: number): Promise<void> {
    await this.owned(user, shelfId);
    const removed = await this.deps.inTransaction((tx) => this.deps.shelves.removeGem(tx, gemId, shelfId));
    if (!removed) throw notFound('That gem is not in this collection');
  }

  private async visible(viewer: SessionClaims | undefined, id: number): Promise<ShelfRow> {
    const shelf = await this.deps.shelves.findById(id);
    if (!shelf || !(await this.deps.visibility.canView(shelf, viewer?.userId)))
      throw notFound(COLLECTION_NOT_FOUND);
    return shelf;
  }

  private async owned(user: SessionClaims, id: number): Promise<ShelfRow> {
    const shelf = await this.visible(user, id);
    if (shelf.userId !== user.userId) throw forbidden(NOT_YOUR_COLLECTION);
    return shelf;
  }

  private async ownedGem(user: SessionClaims, gemId: number): Promise<void> {
    const gem = await this.deps.gemLists.visible(user, gemId);
    if (gem.userId !== user.userId) throw forbidden('You can only add your own gems to a collection');
  }
}
