import { ident } from '@gems/platform/db/sql';
import type { Gem as GemRow } from '../db/generated/client.js';
import type { PrismaClient } from '../db/prisma.js';

/** Reads for exporting one user's gems, a page at a time (never the whole set in one answer). */
export class GemsExportRepository {
  private readonly gemShelves: string;
  private readonly gems: string;

  constructor(
    private readonly prisma: PrismaClient,
    schema: string,
  ) {
    this.gemShelves = `${ident(schema)}.gem_shelves`;
    this.gems = `${ident(schema)}.gems`;
  }

  /** The user's gems after `afterId`, oldest id first. */
  page(userId: number, afterId: number, limit: number): Promise<GemRow[]> {
    return this.prisma.gem.findMany({
      where: { userId, id: { gt: afterId } },
      orderBy: { id: 'asc' },
      take: limit,
    });
  }

  byIds(ids: number[]): Promise<GemRow[]> {
    return this.prisma.gem.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
  }

  /** The user's collections, oldest first. */
  shelves(userId: number) {
    return this.prisma.shelf.findMany({
      where: { userId },
      orderBy: { id: 'asc' },
      select: { id: true, title: true, description: true, visibility: true, createdAt: true },
    });
  }

  /** Every (gem, collection) pair of the user's gems, in the order they were put there. */
  async memberships(userId: number): Promise<{ gemId: number; shelfId: number }[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ gem_id: number; shelf_id: number }[]>(
      `SELECT gs.gem_id, gs.shelf_id
         FROM ${this.gemShelves} gs JOIN ${this.gems} g ON g.id = gs.gem_id
        WHERE g.user_id = $1
        ORDER BY gs.id`,
      userId,
    );
    return rows.map((r) => ({ gemId: r.gem_id, shelfId: r.shelf_id }));
  }

  /** The extra images of each gem in `gemIds` (for the JSON export), oldest first. */
  async images(gemIds: number[]) {
    const rows = await this.prisma.gemImage.findMany({
      where: { gemId: { in: gemIds } },
      orderBy: { id: 'asc' },
      select: { gemId: true, imageUrl: true, thumbnailUrl: true, caption: true },
    });
    const byGem = new Map<
      number,
      { imageUrl: string; thumbnailUrl: string | null; caption: string | null }[]
    >();
    for (const { gemId, ...image } of rows) byGem.set(gemId, [...(byGem.get(gemId) ?? []), image]);
    return byGem;
  }

  /** Collection titles of each gem in `gemIds` (for the JSON export). */
  async collectionTitles(gemIds: number[]): Promise<Map<number, string[]>> {
    const rows = await this.prisma.gemShelf.findMany({
      where: { gemId: { in: gemIds } },
      orderBy: { id: 'asc' },
      select: { gemId: true, shelf: { select: { title: true } } },
    });
    const titles = new Map<number, string[]>();
    for (const r of rows) titles.set(r.gemId, [...(titles.get(r.gemId) ?? []), r.shelf.title]);
    return titles;
  }
}
