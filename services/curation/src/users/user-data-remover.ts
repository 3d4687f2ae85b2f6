import type { Emit } from '@gems/platform/db/unit-of-work';
import type { Transaction } from '../db/unit-of-work.js';
import { collectionDeleted, gemDeleted } from '../events/curation-events.js';
import type { ShelvesRepository } from '../collections/shelves.repository.js';
import type { GemsRepository } from '../gems/gems.repository.js';
import type { SocialReplicaRepository } from '../social/social-replica.repository.js';
import type { ImportJobsRepository } from '../imports/import-jobs.repository.js';
import type { UserCardsRepository } from './user-cards.repository.js';

/** What UserDataRemover is built from. */
export interface UserDataRemoverDeps {
  gems: GemsRepository;
  shelves: ShelvesRepository;
  cards: UserCardsRepository;
  social: SocialReplicaRepository;
  imports: Pick<ImportJobsRepository, 'deleteByUser'>;
}

/**
 * Everything curation holds about a user, removed in the caller's transaction: gems (their images,
 * memberships, short links, order rows, likes and counters go with them by foreign key),
 * collections, import jobs, the card, and in the social replicas their likes of others' gems and collections
 * (those counters drop) and every follow to or from them.
 *
 * Image files cannot be part of a transaction: `remove` answers the stored image URLs (uploaded
 * main images, extra images and thumbnails), and the caller deletes them from storage
 * (LocalImageStorage, or whatever ImageStorage is wired) after the commit.
 */
export class UserDataRemover {
  constructor(private readonly deps: UserDataRemoverDeps) {}

  async remove(tx: Transaction, emit: Emit, userId: number): Promise<string[]> {
    const gems = await this.deps.gems.findByUser(tx, userId);
    const shelves = await this.deps.shelves.findByUser(userId, tx);
    const images = await this.deps.gems.imageUrlsOf(
      tx,
      gems.map((g) => g.id),
    );
    await this.deps.social.removeUser(tx, userId);
    await this.deps.gems.deleteByUser(tx, userId);
    await this.deps.shelves.deleteByUser(tx, userId);
    await this.deps.imports.deleteByUser(tx, userId);
    await this.deps.cards.delete(tx, userId);
    for (const gem of gems) gemDeleted(emit, gem);
    for (const shelf of shelves) collectionDeleted(emit, shelf);
    return [
      ...gems.map((g) => g.imageUrl),
      ...images.flatMap((i) => [i.imageUrl, i.thumbnailUrl ?? '']),
    ].filter((url) => url.startsWith('/uploads/'));
  }
}
