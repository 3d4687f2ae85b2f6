import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { Prisma, Shelf as ShelfRow } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';

/** The row as the rest of the service sees it. */
export type { Shelf as ShelfRow } from '../db/generated/client.js';

/** All reads and writes of the shelves (collections) and gem_shelves tables. */
export class ShelvesRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(dbHandle: Transaction, shelf: Omit<Prisma.ShelfUncheckedCreateInput, 'id'>): Promise<ShelfRow> {
    const db = openTransaction(dbHandle);
    return db.shelf.create({ data: shelf });
  }

  update(
    dbHandle: Transaction,
    id: number,
    patch: Pick<Prisma.ShelfUpdateInput, 'title' | 'description' | 'visibility'>,
  ) {
    const db = openTransaction(dbHandle);
    return db.shelf.update({ where: { id }, data: patch });
  }

  delete(dbHandle: Transaction, id: number): Promise<ShelfRow> {
    const db = openTransaction(dbHandle);
    return db.shelf.delete({ where: { id } });
  }

  findById(id: number, dbHandle?: Transaction): Promise<ShelfRow | null> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    return db.shelf.findUnique({ where: { id } });
  }

  findByUser(userId: number, dbHandle?: Transaction): Promise<ShelfRow[]> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    return db.shelf.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  deleteByUser(dbHandle: Transaction, userId: number) {
    const db = openTransaction(dbHandle);
    return db.shelf.deleteMany({ where: { userId } });
  }

  /** Adds a gem to a shelf; adding it twice is not an error. */
  async addGem(dbHandle: Transaction, gemId: number, shelfId: number): Promise<void> {
    const db = openTransaction(dbHandle);
    await db.gemShelf.upsert({
      where: { gemId_shelfId: { gemId, shelfId } },
      create: { gemId, shelfId },
      update: {},
    });
  }

  async removeGem(dbHandle: Transaction, gemId: number, shelfId: number): Promise<boolean> {
    const db = openTransaction(dbHandle);
    const { count } = await db.gemShelf.deleteMany({ where: { gemId, shelfId } });
    return count > 0;
  }
}
