import type { CollectionRef, GemRef } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';

export interface RefData {
  id: number;
  ownerId: number;
  visibility: string;
  title: string;
}

/**
 * Replicas of curation's gems and collections: owner, visibility and title. Deleting a ref
 * deletes its likes and comments (foreign keys with cascade).
 */
export class RefsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  upsertGem(db: Tx, { id, ...rest }: RefData): Promise<GemRef> {
    return db.gemRef.upsert({ where: { gemId: id }, create: { gemId: id, ...rest }, update: rest });
  }

  deleteGem(db: Tx, gemId: number) {
    return db.gemRef.deleteMany({ where: { gemId } });
  }

  findGem(gemId: number, db: Tx = this.prisma): Promise<GemRef | null> {
    return db.gemRef.findUnique({ where: { gemId } });
  }

  upsertCollection(db: Tx, { id, ...rest }: RefData): Promise<CollectionRef> {
    return db.collectionRef.upsert({
      where: { collectionId: id },
      create: { collectionId: id, ...rest },
      update: rest,
    });
  }

  deleteCollection(db: Tx, collectionId: number) {
    return db.collectionRef.deleteMany({ where: { collectionId } });
  }

  findCollection(collectionId: number, db: Tx = this.prisma): Promise<CollectionRef | null> {
    return db.collectionRef.findUnique({ where: { collectionId } });
  }

  /** A deleted user's gems and collections, with the likes and comments on them. */
  async deleteOwnedBy(db: Tx, ownerId: number): Promise<void> {
    await db.gemRef.deleteMany({ where: { ownerId } });
    await db.collectionRef.deleteMany({ where: { ownerId } });
  }
}
