import type { Prisma } from '../db/generated/client.js';
import type { PrismaClient } from '../db/prisma.js';

const PREVIEWS = 3;

/** Gems a viewer may see (gems in a shelf are the shelf owner's own). */
export const visibleGems = (viewerId: number | undefined): Prisma.GemWhereInput =>
  viewerId ? { OR: [{ visibility: 'public' }, { userId: viewerId }] } : { visibility: 'public' };

/** Collection cards: shelves with the count and preview images of the gems the viewer may see. */
export class ShelvesReadRepository {
  constructor(private readonly prisma: PrismaClient) {}

  cards(where: Prisma.ShelfWhereInput, viewerId: number | undefined, take?: number) {
    const gem = visibleGems(viewerId);
    return this.prisma.shelf.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      include: {
        _count: { select: { gems: { where: { gem } } } },
        gems: {
          where: { gem: { AND: [gem, { imageUrl: { not: '' } }] } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: PREVIEWS,
          select: { gem: { select: { imageUrl: true } } },
        },
      },
    });
  }

  /** The gems of one shelf the viewer may see, newest membership first. */
  gemsOf(shelfId: number, viewerId: number | undefined) {
    return this.prisma.gemShelf.findMany({
      where: { shelfId, gem: visibleGems(viewerId) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      include: { gem: true },
    });
  }

  /** The shelves holding a gem that the viewer may see. */
  shelvesOf(gemId: number, where: Prisma.ShelfWhereInput) {
    return this.prisma.gemShelf.findMany({
      where: { gemId, shelf: where },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { shelf: true },
    });
  }
}
export type ShelfCardRow = Awaited<ReturnType<ShelvesReadRepository['cards']>>[number];
