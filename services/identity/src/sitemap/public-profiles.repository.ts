import type { SitemapPage, SitemapQuery } from '@gems/contracts';
import type { PrismaClient } from '../db/prisma.js';

/** Profiles a search engine may list: public and active (never private, suspended or banned). */
export class PublicProfilesRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async page({ page, limit }: SitemapQuery): Promise<SitemapPage> {
    const where = { isPublic: true, status: 'active' };
    const [total, rows] = await Promise.all([
      this.prisma.user.count({ where }),
      this.prisma.user.findMany({
        where,
        select: { username: true, updatedAt: true },
        orderBy: { id: 'asc' },
        take: limit,
        skip: (page - 1) * limit,
      }),
    ]);
    return {
      total,
      entries: rows.map((row) => ({ key: row.username, lastmod: row.updatedAt.toISOString() })),
    };
  }
}
