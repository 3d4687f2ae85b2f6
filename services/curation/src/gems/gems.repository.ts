import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { Gem as GemRow, Prisma } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';
import type { FeedTimelinesRepository } from './feed-timelines.repository.js';

/** The rows as the rest of the service sees them. */
export type { Gem as GemRow, GemImage as GemImageRow } from '../db/generated/client.js';

export type NewGem = Omit<Prisma.GemUncheckedCreateInput, 'id' | 'createdAt' | 'updatedAt'>;
export type GemPatch = Pick<
  Prisma.GemUpdateInput,
  | 'title'
  | 'description'
  | 'userNote'
  | 'categories'
  | 'tags'
  | 'visibility'
  | 'imageUrl'
  | 'siteName'
  | 'logoUrl'
  | 'publishedAt'
  | 'author'
  | 'sourceImageUrl'
  | 'imageSrcset'
  // An address edit (issue 29 §4): the address, what derives from it, and a fresh link health.
  | 'url'
  | 'canonicalUrl'
  | 'domain'
  | 'linkStatus'
  | 'linkHttpStatus'
  | 'linkCheckedAt'
  | 'linkMovedTo'
  | 'linkStrikes'
  | 'linkCheckDueAt'
  | 'linkBrokenAt'
  | 'linkBrokenNotifiedAt'
>;

/** All reads and writes of the gems and gem_images tables. `db` is the client or a transaction. */
export class GemsRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly timelines: FeedTimelinesRepository,
  ) {}

  /** A new gem, in its owner's followers' timelines too (those who keep one: issue 33). */
  async create(dbHandle: Transaction, gem: NewGem): Promise<GemRow> {
    const db = openTransaction(dbHandle);
    const row = await db.gem.create({ data: gem });
    await this.timelines.fanOut(dbHandle, [row]);
    return row;
  }

  addImage(dbHandle: Transaction, image: Prisma.GemImageUncheckedCreateInput) {
    const db = openTransaction(dbHandle);
    return db.gemImage.create({ data: image });
  }

  /** A new image address drops the kept copy's source and sizes: they described the old image. */
  async update(dbHandle: Transaction, id: number, patch: GemPatch): Promise<GemRow> {
    const db = openTransaction(dbHandle);
    let data = patch;
    if (typeof patch.imageUrl === 'string' && patch.sourceImageUrl === undefined) {
      const current = await db.gem.findUnique({ where: { id }, select: { imageUrl: true } });
      if (current && current.imageUrl !== patch.imageUrl)
        data = { ...patch, sourceImageUrl: null, imageSrcset: null };
    }
    return db.gem.update({ where: { id }, data });
  }

  delete(dbHandle: Transaction, id: number): Promise<GemRow> {
    const db = openTransaction(dbHandle);
    return db.gem.delete({ where: { id } });
  }

  findById(id: number, dbHandle?: Transaction): Promise<GemRow | null> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    return db.gem.findUnique({ where: { id } });
  }

  findByCanonicalUrl(userId: number, canonicalUrl: string, dbHandle?: Transaction): Promise<GemRow | null> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    return db.gem.findUnique({ where: { userId_canonicalUrl: { userId, canonicalUrl } } });
  }

  images(gemId: number) {
    return this.prisma.gemImage.findMany({ where: { gemId }, orderBy: { id: 'asc' } });
  }

  findImage(id: number) {
    return this.prisma.gemImage.findUnique({ where: { id } });
  }

  deleteImage(dbHandle: Transaction, id: number) {
    const db = openTransaction(dbHandle);
    return db.gemImage.delete({ where: { id } });
  }

  imageUrlsOf(
    dbHandle: Transaction,
    gemIds: number[],
  ): Promise<{ imageUrl: string; thumbnailUrl: string | null }[]> {
    const db = openTransaction(dbHandle);
    return db.gemImage.findMany({
      where: { gemId: { in: gemIds } },
      select: { imageUrl: true, thumbnailUrl: true },
    });
  }

  findByUser(dbHandle: Transaction, userId: number): Promise<GemRow[]> {
    const db = openTransaction(dbHandle);
    return db.gem.findMany({ where: { userId } });
  }

  /** The user's gems and their saved order of them. */
  async deleteByUser(dbHandle: Transaction, userId: number) {
    const db = openTransaction(dbHandle);
    await db.gemOrder.deleteMany({ where: { userId } });
    return db.gem.deleteMany({ where: { userId } });
  }
}
