import type { Collection, CreateCollection, ListedGem, UpdateCollection, Visibility } from '@gems/contracts';
import { forbidden, notFound } from '@gems/platform/errors';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { Shelf as ShelfRow } from '../db/generated/client.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { isRecordNotFound } from '../db/record-not-found.js';
import { collectionCreated, collectionDeleted } from '../events/curation-events.js';
import { canView } from '../gems/gem-visibility.js';
import { toListedGem } from '../gems/gem.mapper.js';
import { GEM_NOT_FOUND } from '../gems/gems.service.js';
import type { GemsRepository } from '../gems/gems.repository.js';
import type { UserCardsRepository } from '../users/user-cards.repository.js';
import { toCollection, toCollectionCard } from './collection.mapper.js';
import type { ShelvesReadRepository } from './shelves-read.repository.js';
import type { ShelvesRepository } from './shelves.repository.js';

export const COLLECTION_NOT_FOUND = 'Collection not found';
const NOT_YOUR_COLLECTION = 'You can only change your own collections';

/** A collection deleted between the ownership check and the write is simply not found. */
const goneAsNotFound = (error: unknown): never => {
  throw isRecordNotFound(error) ? notFound(COLLECTION_NOT_FOUND) : error;
};

const visibilityOf = (input: { visibility?: Visibility; isPublic?: boolean }): Visibility | undefined =>
  input.visibility ?? (input.isPublic === undefined ? undefined : input.isPublic ? 'public' : 'private');

/** Collections (shelves) and their membership, with visibility and ownership checked on every call. */
export class CollectionsService {
  constructor(
    private readonly shelves: ShelvesRepository,
    private readonly reads: ShelvesReadRepository,
    private readonly gems: GemsRepository,
    private readonly cards: UserCardsRepository,
    private readonly inTransaction: UnitOfWork,
  ) {}

  async create(user: SessionClaims, input: CreateCollection): Promise<Collection> {
    const row = await this.inTransaction(async (tx, emit) => {
      const shelf = await this.shelves.create(tx, {
        userId: user.userId,
        title: input.title,
        description: input.description ?? '',
        visibility: visibilityOf(input) ?? 'public',
      });
      collectionCreated(emit, shelf);
      return shelf;
    });
    return toCollection(row);
  }

  async listOwn(user: SessionClaims): Promise<Collection[]> {
    return (await this.reads.cards({ userId: user.userId }, user.userId)).map(toCollectionCard);
  }

  /** A user's collections as the viewer may see them. */
  async listOfUser(viewer: SessionClaims | undefined, userId: number): Promise<Collection[]> {
    const where = viewer?.userId === userId ? { userId } : { userId, visibility: 'public' };
    return (await this.reads.cards(where, viewer?.userId)).map(toCollectionCard);
  }

  async listPublic(viewer: SessionClaims | undefined, limit: number): Promise<Collection[]> {
    return (await this.reads.cards({ visibility: 'public' }, viewer?.userId, limit)).map(toCollectionCard);
  }

  async get(viewer: SessionClaims | undefined, id: number): Promise<Collection> {
    await this.visible(viewer, id);
    const [card] = await this.reads.cards({ id }, viewer?.userId);
    if (!card) throw notFound(COLLECTION_NOT_FOUND);
    return toCollectionCard(card);
  }

  async update(user: SessionClaims, id: number, input: UpdateCollection): Promise<Collection> {
    await this.owned(user, id);
    const visibility = visibilityOf(input);
    const row = await this.inTransaction((tx) =>
      this.shelves.update(tx, id, {
        title: input.title,
        description: input.description === null ? '' : input.description,
        visibility,
      }),
    ).catch(goneAsNotFound);
    return this.get(user, row.id);
  }

  async delete(user: SessionClaims, id: number): Promise<void> {
    await this.owned(user, id);
    await this.inTransaction(async (tx, emit) => {
      collectionDeleted(emit, await this.shelves.delete(tx, id));
    }).catch(goneAsNotFound);
  }

  async gemsOf(viewer: SessionClaims | undefined, id: number): Promise<ListedGem[]> {
    await this.visible(viewer, id);
    const rows = await this.reads.gemsOf(id, viewer?.userId);
    const cards = await this.cards.byIds(rows.map((r) => r.gem.userId));
    return rows.map((r) => toListedGem(r.gem, cards.get(r.gem.userId)));
  }

  /** The collections holding a gem the viewer may see, as far as the viewer may see them. */
  async collectionsOfGem(viewer: SessionClaims | undefined, gemId: number): Promise<Collection[]> {
    const gem = await this.gems.findById(gemId);
    if (!gem || !canView(gem, viewer?.userId)) throw notFound(GEM_NOT_FOUND);
    const where = viewer?.userId === gem.userId ? {} : { visibility: 'public' };
    return (await this.reads.shelvesOf(gemId, where)).map((m) => toCollection(m.shelf));
  }

  /** Only the owner of both the collection and the gem may put one in the other. */
  async addGem(user: SessionClaims, shelfId: number, gemId: number): Promise<void> {
    await this.owned(user, shelfId);
    await this.ownedGem(user, gemId);
    await this.inTransaction((tx) => this.shelves.addGem(tx, gemId, shelfId)).catch(goneAsNotFound);
  }

  async removeGem(user: SessionClaims, shelfId: number, gemId: number): Promise<void> {
    await this.owned(user, shelfId);
    const removed = await this.inTransaction((tx) => this.shelves.removeGem(tx, gemId, shelfId));
    if (!removed) throw notFound('That gem is not in this collection');
  }

  private async visible(viewer: SessionClaims | undefined, id: number): Promise<ShelfRow> {
    const shelf = await this.shelves.findById(id);
    if (!shelf || !canView(shelf, viewer?.userId)) throw notFound(COLLECTION_NOT_FOUND);
    return shelf;
  }

  private async owned(user: SessionClaims, id: number): Promise<ShelfRow> {
    const shelf = await this.visible(user, id);
    if (shelf.userId !== user.userId) throw forbidden(NOT_YOUR_COLLECTION);
    return shelf;
  }

  private async ownedGem(user: SessionClaims, gemId: number): Promise<void> {
    const gem = await this.gems.findById(gemId);
    if (!gem || !canView(gem, user.userId)) throw notFound(GEM_NOT_FOUND);
    if (gem.userId !== user.userId) throw forbidden('You can only add your own gems to a collection');
  }
}
