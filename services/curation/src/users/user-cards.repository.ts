import type { UserCard } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';

export interface UserCardData {
  userId: number;
  username: string;
  profileImageUrl: string | null;
  isPublic: boolean;
}

/** The replica of identity's user cards: creator names and avatars, and who is private. */
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
}
