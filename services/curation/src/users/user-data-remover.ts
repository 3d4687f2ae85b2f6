import type { Emit } from '@gems/platform/db/unit-of-work';
import type { Tx } from '../db/prisma.js';
import { collectionDeleted, gemDeleted } from '../events/curation-events.js';
import type { ShelvesRepository } from '../collections/shelves.repository.js';
import type { GemsRepository } from '../gems/gems.repository.js';
import type { UserCardsRepository } from './user-cards.repository.js';

/**
 * Everything curation holds about a user, removed in the caller's transaction: gems (their images,
 * memberships, short links and order rows go with them by foreign key), collections, the card.
 */
export class UserDataRemover {
  constructor(
    private readonly gems: GemsRepository,
    private readonly shelves: ShelvesRepository,
    private readonly cards: UserCardsRepository,
  ) {}

  async remove(tx: Tx, emit: Emit, userId: number): Promise<void> {
    const gems = await this.gems.findByUser(tx, userId);
    const shelves = await this.shelves.findByUser(userId, tx);
    await tx.gemOrder.deleteMany({ where: { userId } });
    await this.gems.deleteByUser(tx, userId);
    await this.shelves.deleteByUser(tx, userId);
    await this.cards.delete(tx, userId);
    for (const gem of gems) gemDeleted(emit, gem);
    for (const shelf of shelves) collectionDeleted(emit, shelf);
  }
}
