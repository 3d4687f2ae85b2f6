import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { ShortUrl } from '../db/generated/client.js';

/** The short_urls table (one code per gem and sharer, with its click count) and who opened each. */
export class ShortUrlsRepository {
  /** The sharer's code for the gem (null sharer: a signed-out visitor's). */
  findFor(dbHandle: Transaction, gemId: number, sharedBy: number | null): Promise<ShortUrl | null> {
    const db = openTransaction(dbHandle);
    return db.shortUrl.findFirst({ where: { gemId, createdBy: sharedBy }, orderBy: { id: 'asc' } });
  }

  create(
    dbHandle: Transaction,
    gemId: number,
    sharedBy: number | null,
    shortCode: string,
  ): Promise<ShortUrl> {
    const db = openTransaction(dbHandle);
    return db.shortUrl.create({ data: { gemId, createdBy: sharedBy, shortCode } });
  }

  /** Counts a click; answers the link, its sharer and the gem's owner, or null for an unknown code. */
  async click(
    dbHandle: Transaction,
    shortCode: string,
  ): Promise<{ id: number; gemId: number; createdBy: number | null; ownerId: number } | null> {
    const db = openTransaction(dbHandle);
    const rows = await db.shortUrl.updateManyAndReturn({
      where: { shortCode },
      data: { clickCount: { increment: 1 } },
      select: { id: true, gemId: true, createdBy: true, gem: { select: { userId: true } } },
    });
    const row = rows[0];
    return row ? { id: row.id, gemId: row.gemId, createdBy: row.createdBy, ownerId: row.gem.userId } : null;
  }

  /** Records that `openerKey` opened the link; true only the first time. */
  async firstOpen(dbHandle: Transaction, shortUrlId: number, openerKey: string): Promise<boolean> {
    const db = openTransaction(dbHandle);
    const { count } = await db.shortLinkOpen.createMany({
      data: [{ shortUrlId, openerKey }],
      skipDuplicates: true,
    });
    return count > 0;
  }
}
