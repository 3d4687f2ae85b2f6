import type { Prisma, Shelf as ShelfRow } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';

/** The row as the rest of the service sees it. */
export type { Shelf as ShelfRow } from '../db/generated/client.js';

/** All reads and writes of the shelves (collections) and gem_shelves tables. */
export class ShelvesRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(db: Tx, shelf: Omit<Prisma.ShelfUncheckedCreateInput, 'id'>): Promise<ShelfRow> {
    return db.shelf.create({ data: shelf });
  }

  update(db: Tx, id: number, patch: Pick<Prisma.ShelfUpdateInput, 'title' | 'description' | 'visibility'>) {
    return db.shelf.update({ where: { id }, data: patch });
  }

  delete(db: Tx, id: number): Promise<ShelfRow> {
    return db.shelf.delete({ where: { id } });
  }

  findById(id: number, db: Tx = this.prisma): Promise<ShelfRow | null> {
    return db.shelf.findUnique({ where: { id } });
  }

  findByUser(userId: number, db: Tx = this.prisma): Promise<ShelfRow[]> {
    return db.shelf.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  deleteByUser(db: Tx, userId: number) {
    return db.shelf.deleteMany({ where: { userId } });
  }

  /** Adds a gem to a shelf; adding it twice is not an error. */
  async addGem(db: Tx, gemId: number, shelfId: number): Promise<void> {
    await db.gemShelf.upsert({
      where: { gemId_shelfId: { gemId, shelfId } },
      create: { gemId, shelfId },
      update: {},
    });
  }

  async removeGem(db: Tx, gemId: number, shelfId: number): Promise<boolean> {
    const { count } = await db.gemShelf.deleteMany({ where: { gemId, shelfId } });
    return count > 0;
  }
}
