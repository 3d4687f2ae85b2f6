import type { ShortUrl } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';

/** The short_urls table: one code per gem, with its click count. */
export class ShortUrlsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  findByGem(db: Tx, gemId: number): Promise<ShortUrl | null> {
    return db.shortUrl.findFirst({ where: { gemId }, orderBy: { id: 'asc' } });
  }

  create(db: Tx, gemId: number, shortCode: string): Promise<ShortUrl> {
    return db.shortUrl.create({ data: { gemId, shortCode } });
  }

  /** Counts a click and answers the gem it leads to, or null for an unknown code. */
  async click(shortCode: string): Promise<number | null> {
    const rows = await this.prisma.shortUrl.updateManyAndReturn({
      where: { shortCode },
      data: { clickCount: { increment: 1 } },
      select: { gemId: true },
    });
    return rows[0]?.gemId ?? null;
  }
}
