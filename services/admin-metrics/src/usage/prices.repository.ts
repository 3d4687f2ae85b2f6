import type { PrismaClient, Tx } from '../db/prisma.js';

/** Unit prices in cents: the configured defaults, overridden by what an admin set. */
export class PricesRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly defaults: Record<string, number>,
  ) {}

  async all(): Promise<Record<string, number>> {
    const set = await this.prisma.unitPrice.findMany();
    return { ...this.defaults, ...Object.fromEntries(set.map((p) => [p.key, p.cents])) };
  }

  isKnown(key: string): boolean {
    return Object.hasOwn(this.defaults, key);
  }

  async set(tx: Tx, key: string, cents: number, adminId: number): Promise<void> {
    await tx.unitPrice.upsert({
      where: { key },
      create: { key, cents, updatedBy: adminId },
      update: { cents, updatedBy: adminId, updatedAt: new Date() },
    });
  }
}
