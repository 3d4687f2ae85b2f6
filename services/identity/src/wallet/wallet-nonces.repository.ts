import type { PrismaClient } from '../db/prisma.js';

export type NonceCheck = { status: 'ok'; message: string } | { status: 'used' | 'expired' | 'invalid' };

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

  /**
   * Uses the nonce exactly once, and says why when it cannot: unknown or issued to another wallet
   * (invalid, and left untouched), already used, or expired.
   */
  async consume(nonce: string, walletAddress: string, walletType: string): Promise<NonceCheck> {
    const row = await this.prisma.walletNonce.findUnique({ where: { nonce } });
    if (!row || row.walletAddress !== walletAddress || row.walletType !== walletType)
      return { status: 'invalid' };
    if (row.usedAt) return { status: 'used' };
    if (row.expiresAt <= new Date()) return { status: 'expired' };
    const { count } = await this.prisma.walletNonce.updateMany({
      where: { nonce, usedAt: null },
      data: { usedAt: new Date() },
    });
    return count === 1 ? { status: 'ok', message: row.message } : { status: 'used' };
  }
}
