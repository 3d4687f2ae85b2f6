import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db/prisma.js';

/** reset: a password reset; verify: the account's address; change: a new address (`email`). */
export type EmailTokenPurpose = 'reset' | 'verify' | 'change';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use e-mail link tokens, kept only as their sha256. */
export class EmailTokensRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** A fresh token for the user; their older unused ones of the same purpose stop working. */
  async issue(
    txHandle: Transaction,
    link: { purpose: EmailTokenPurpose; userId: number; email: string; ttlMs: number },
  ): Promise<string> {
    const tx = openTransaction(txHandle);
    const now = new Date();
    await tx.emailToken.updateMany({
      where: { userId: link.userId, purpose: link.purpose, usedAt: null },
      data: { usedAt: now },
    });
    const token = randomBytes(32).toString('base64url');
    await tx.emailToken.create({
      data: {
        purpose: link.purpose,
        tokenHash: hashToken(token),
        userId: link.userId,
        email: link.email,
        expiresAt: new Date(now.getTime() + link.ttlMs),
      },
    });
    return token;
  }

  /** Marks the token used exactly once; returns it only if unused, unexpired and of one of `purposes`. */
  async consume(txHandle: Transaction, token: string, purposes: EmailTokenPurpose[]) {
    const tx = openTransaction(txHandle);
    const tokenHash = hashToken(token);
    const { count } = await tx.emailToken.updateMany({
      where: { tokenHash, purpose: { in: purposes }, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    return count === 1 ? tx.emailToken.findUnique({ where: { tokenHash } }) : null;
  }

  /** The address of the user's e-mail change waiting for confirmation, if any. */
  async pendingEmail(userId: number): Promise<string | null> {
    const row = await this.prisma.emailToken.findFirst({
      where: { userId, purpose: 'change', usedAt: null, expiresAt: { gt: new Date() } },
      orderBy: { id: 'desc' },
      select: { email: true },
    });
    return row?.email ?? null;
  }
}
