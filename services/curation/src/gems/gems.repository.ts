import type { Gem as GemRow, Prisma } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';

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
>;

/** All reads and writes of the gems and gem_images tables. `db` is the client or a transaction. */
export class GemsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(db: Tx, gem: NewGem): Promise<GemRow> {
    return db.gem.create({ data: gem });
  }

  addImage(db: Tx, image: Prisma.GemImageUncheckedCreateInput) {
    return db.gemImage.create({ data: image });
  }

  update(db: Tx, id: number, patch: GemPatch): Promise<GemRow> {
    return db.gem.update({ where: { id }, data: patch });
  }

  delete(db: Tx, id: number): Promise<GemRow> {
    return db.gem.delete({ where: { id } });
  }

  findById(id: number, db: Tx = this.prisma): Promise<GemRow | null> {
    return db.gem.findUnique({ where: { id } });
  }

  findByCanonicalUrl(userId: number, canonicalUrl: string, db: Tx = this.prisma): Promise<GemRow | null> {
    return db.gem.findUnique({ where: { userId_canonicalUrl: { userId, canonicalUrl } } });
  }

  images(gemId: number) {
    return this.prisma.gemImage.findMany({ where: { gemId }, orderBy: { id: 'asc' } });
  }

  findImage(id: number) {
    return this.prisma.gemImage.findUnique({ where: { id } });
  }

  deleteImage(db: Tx, id: number) {
    return db.gemImage.delete({ where: { id } });
  }

  imageUrlsOf(db: Tx, gemIds: number[]): Promise<{ imageUrl: string; thumbnailUrl: string | null }[]> {
    return db.gemImage.findMany({
      where: { gemId: { in: gemIds } },
      select: { imageUrl: true, thumbnailUrl: true },
    });
  }

  findByUser(db: Tx, userId: number): Promise<GemRow[]> {
    return db.gem.findMany({ where: { userId } });
  }

  deleteByUser(db: Tx, userId: number) {
    return db.gem.deleteMany({ where: { userId } });
  }
}
