import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { Gem as GemRow, Prisma, Shelf as ShelfRow } from '../db/generated/client.js';
import type { FeedTimelinesRepository } from '../gems/feed-timelines.repository.js';

/** One imported gem as the worker builds it. */
export type NewImportedGem = Prisma.GemCreateManyInput;

/**
 * The bulk writes of an import batch: many gems and memberships per statement. New gems go into
 * their owner's followers' timelines in the same transaction (issue 33).
 */
export class ImportedGemsRepository {
  constructor(private readonly timelines: FeedTimelinesRepository) {}

  /**
   * Inserts the gems in one statement; a URL the user already saved (unique user_id +
   * canonical_url) is skipped, not an error, so it is simply absent from the answer.
   */
  async insertNew(txHandle: Transaction, gems: NewImportedGem[]): Promise<GemRow[]> {
    const tx = openTransaction(txHandle);
    if (!gems.length) return [];
    const rows = await tx.gem.createManyAndReturn({ data: gems, skipDuplicates: true });
    await this.timelines.fanOut(txHandle, rows);
    return rows;
  }

  /** Gems with no URL (custom lists), one statement each: nothing to skip as a duplicate. */
  async insertEach(txHandle: Transaction, gems: NewImportedGem[]): Promise<GemRow[]> {
    const tx = openTransaction(txHandle);
    const rows: GemRow[] = [];
    for (const data of gems) rows.push(await tx.gem.create({ data }));
    await this.timelines.fanOut(txHandle, rows);
    return rows;
  }

  /** The extra images a Gems export carried, added to the gems just made. */
  async addImages(txHandle: Transaction, images: Prisma.GemImageCreateManyInput[]): Promise<void> {
    const tx = openTransaction(txHandle);
    if (images.length) await tx.gemImage.createMany({ data: images });
  }

  async addToShelves(txHandle: Transaction, links: { gemId: number; shelfId: number }[]): Promise<void> {
    const tx = openTransaction(txHandle);
    if (links.length) await tx.gemShelf.createMany({ data: links, skipDuplicates: true });
  }

  /**
   * Which of these collections still exist: a folder's collection deleted during the import
   * leaves its links saved without it (one deleted in the instant before the insert fails the
   * batch, whose link-by-link retry then finds it gone).
   */
  async existingShelves(txHandle: Transaction, shelfIds: number[]): Promise<Set<number>> {
    const tx = openTransaction(txHandle);
    if (!shelfIds.length) return new Set();
    const rows = await tx.shelf.findMany({ where: { id: { in: shelfIds } }, select: { id: true } });
    return new Set(rows.map((r) => r.id));
  }

  /** The user's oldest collection with exactly this title, so importing a file again reuses it. */
  findShelf(txHandle: Transaction, userId: number, title: string): Promise<ShelfRow | null> {
    const tx = openTransaction(txHandle);
    return tx.shelf.findFirst({ where: { userId, title }, orderBy: { id: 'asc' } });
  }

  /** Every job lane of every replica agrees on one collection per folder. */
  async lockJob(txHandle: Transaction, jobId: number): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1::int, $2::int)', 7_310_002, jobId);
  }
}
