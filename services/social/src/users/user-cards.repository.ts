import type { UserCardRef } from '@gems/contracts';
import type { UserCard } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';

export interface UserCardData {
  userId: number;
  username: string;
  profileImageUrl: string | null;
  isPublic: boolean;
}

export const toCardRef = (card: UserCard | undefined | null): UserCardRef | null =>
  card ? { id: card.userId, username: card.username, profileImageUrl: card.profileImageUrl } : null;

/** The replica of identity's user cards: names and avatars, and whose profile is private. */
export class UserCardsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  upsert(db: Tx, card: UserCardData): Promise<UserCard> {
    const { userId, ...rest } = card;
    return db.userCard.upsert({ where: { userId }, create: card, update: rest });
  }

  delete(db: Tx, userId: number) {
    return db.userCard.deleteMany({ where: { userId } });
  }

  find(userId: number, db: Tx = this.prisma): Promise<UserCard | null> {
    return db.userCard.findUnique({ where: { userId } });
  }

  async byIds(userIds: number[]): Promise<Map<number, UserCard>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.prisma.userCard.findMany({ where: { userId: { in: [...new Set(userIds)] } } });
    return new Map(rows.map((row) => [row.userId, row]));
  }
}
