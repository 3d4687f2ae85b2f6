import type { PrismaClient } from '../db/prisma.js';

export class WalletNoncesRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(nonce: {
    nonce: string;
    walletAddress: string;
    walletType: string;
    message: string;
    expiresAt: Date;
  }) {
    // Expired nonces are useless; clearing them here keeps the table small without a scheduler.
    await this.prisma.walletNonce.deleteMany({
      where: { expiresAt: { lt: new Date(Date.now() - 3_600_000) } },
    });
    await this.prisma.walletNonce.create({ data: nonce });
  }

  /** Marks the nonce used exactly once; returns it only if it was unused, unexpired and for this wallet. */
  async consume(nonce: string, walletAddress: string, walletType: string) {
    const { count } = await this.prisma.walletNonce.updateMany({
      where: { nonce, walletAddress, walletType, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    return count === 1 ? this.prisma.walletNonce.findUnique({ where: { nonce } }) : null;
  }
}
