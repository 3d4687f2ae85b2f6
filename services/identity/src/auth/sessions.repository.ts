import type { PrismaClient } from '../db/prisma.js';

export class SessionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(session: {
    id: string;
    userId: number;
    expiresAt: Date;
    userAgent?: string;
    kind?: 'session' | 'api';
    name?: string;
    tokenHash?: string;
  }): Promise<void> {
    await this.prisma.session.create({ data: session });
  }

  /** A user's live API tokens, newest first. */
  apiTokens(
    userId: number,
  ): Promise<{ id: string; name: string | null; createdAt: Date; expiresAt: Date }[]> {
    return this.prisma.session.findMany({
      where: { userId, kind: 'api', revokedAt: null, expiresAt: { gt: new Date() } },
      select: { id: true, name: true, createdAt: true, expiresAt: true },
      orderBy: { createdAt: 'desc' },
    });
  }

  /** Revokes one of the user's API tokens; null when it is not theirs, not a token, or already revoked. */
  async revokeApiToken(userId: number, id: string): Promise<{ expiresAt: Date } | null> {
    const { count } = await this.prisma.session.updateMany({
      where: { id, userId, kind: 'api', revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count === 0) return null;
    return this.prisma.session.findUnique({ where: { id }, select: { expiresAt: true } });
  }

  /** Sessions logged out before their expiry: the record the shared deny-list is copied from. */
  unexpiredRevoked(): Promise<{ id: string; expiresAt: Date }[]> {
    return this.prisma.session.findMany({
      where: { revokedAt: { not: null }, expiresAt: { gt: new Date() } },
      select: { id: true, expiresAt: true },
    });
  }

  async isActive(id: string): Promise<boolean> {
    const session = await this.prisma.session.findUnique({
      where: { id },
      select: { revokedAt: true, expiresAt: true },
    });
    return Boolean(session && !session.revokedAt && session.expiresAt > new Date());
  }

  /** Marks the session revoked; returns it (for its expiry) or null when unknown or already revoked. */
  async revoke(id: string): Promise<{ expiresAt: Date } | null> {
    const { count } = await this.prisma.session.updateMany({
      where: { id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count === 0) return null;
    return this.prisma.session.findUnique({ where: { id }, select: { expiresAt: true } });
  }

  /**
   * Revokes a user's sessions; returns the ones that were live (for the deny-list). `keep` spares
   * one session (the caller's); `sessionsOnly` spares API tokens.
   */
  async revokeAllFor(
    userId: number,
    options: { keep?: string; sessionsOnly?: boolean } = {},
  ): Promise<{ id: string; expiresAt: Date }[]> {
    const where = {
      userId,
      revokedAt: null,
      ...(options.keep ? { id: { not: options.keep } } : {}),
      ...(options.sessionsOnly ? { kind: 'session' } : {}),
    };
    const active = await this.prisma.session.findMany({
      where: { ...where, expiresAt: { gt: new Date() } },
      select: { id: true, expiresAt: true },
    });
    await this.prisma.session.updateMany({ where, data: { revokedAt: new Date() } });
    return active;
  }
}
