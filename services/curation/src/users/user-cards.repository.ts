import { openTransaction, type Transaction } from '../db/unit-of-work.js';
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

  upsert(dbHandle: Transaction, card: UserCardData): Promise<UserCard> {
    const db = openTransaction(dbHandle);
    const { userId, ...rest } = card;
    return db.userCard.upsert({ where: { userId }, create: card, update: rest });
  }

  delete(dbHandle: Transaction, userId: number) {
    const db = openTransaction(dbHandle);
    return db.userCard.deleteMany({ where: { userId } });
  }

  find(userId: number, dbHandle?: Transaction): Promise<UserCard | null> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    return db.userCard.findUnique({ where: { userId } });
  }
}
