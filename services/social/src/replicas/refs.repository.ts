import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import { ident } from '@gems/platform/db/sql';
import type { CollectionRef, GemRef } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';

export interface RefData {
  id: number;
  ownerId: number;
  visibility: string;
  title: string;
  /** When the producer emitted the event (its envelope's occurredAt). */
  version: Date;
}

const TABLES = {
  gem: { table: 'gem_refs', key: 'gem_id', likes: 'gem_likes', likeKey: 'gem_id' },
  collection: { table: 'collection_refs', key: 'collection_id', likes: 'shelf_likes', likeKey: 'shelf_id' },
} as const;
type Kind = keyof typeof TABLES;

/**
 * Replicas of curation's gems and collections: owner, visibility and title. Their lifecycle
 * events arrive on separate durables, so possibly out of order: an older event never overwrites
 * a newer one (`version`), and a deleted item stays deleted (`deleted`, a tombstone row).
 */
export class RefsRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly schema: string,
  ) {}

  upsertGem(dbHandle: Transaction, ref: RefData) {
    const db = openTransaction(dbHandle);
    return this.upsert(db, 'gem', ref);
  }

  upsertCollection(dbHandle: Transaction, ref: RefData) {
    const db = openTransaction(dbHandle);
    return this.upsert(db, 'collection', ref);
  }

  /** Marks the gem deleted and removes its likes and comments. */
  async deleteGem(dbHandle: Transaction, gemId: number, version: Date): Promise<void> {
    const db = openTransaction(dbHandle);
    await this.tombstone(db, 'gem', gemId, version);
    await db.comment.deleteMany({ where: { gemId } });
  }

  deleteCollection(dbHandle: Transaction, collectionId: number, version: Date): Promise<void> {
    const db = openTransaction(dbHandle);
    return this.tombstone(db, 'collection', collectionId, version);
  }

  findGem(gemId: number, dbHandle?: Transaction): Promise<GemRef | null> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    return db.gemRef.findFirst({ where: { gemId, deleted: false } });
  }

  findCollection(collectionId: number, dbHandle?: Transaction): Promise<CollectionRef | null> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    return db.collectionRef.findFirst({ where: { collectionId, deleted: false } });
  }

  /** True when the item's deletion is known (a tombstone): final, nothing to ask the owner. */
  async isDeleted(kind: Kind, id: number): Promise<boolean> {
    const row =
      kind === 'gem'
        ? await this.prisma.gemRef.findFirst({ where: { gemId: id, deleted: true }, select: { gemId: true } })
        : await this.prisma.collectionRef.findFirst({
            where: { collectionId: id, deleted: true },
            select: { collectionId: true },
          });
    return row !== null;
  }

  /** A deleted user's gems and collections, with the likes and comments on them. */
  async deleteOwnedBy(dbHandle: Transaction, ownerId: number): Promise<void> {
    const db = openTransaction(dbHandle);
    const gems = await db.gemRef.findMany({ where: { ownerId, deleted: false }, select: { gemId: true } });
    const shelves = await db.collectionRef.findMany({
      where: { ownerId, deleted: false },
      select: { collectionId: true },
    });
    const now = new Date();
    for (const { gemId } of gems) await this.deleteGem(db, gemId, now);
    for (const { collectionId } of shelves) await this.deleteCollection(db, collectionId, now);
  }

  private async upsert(dbHandle: Transaction, kind: Kind, ref: RefData): Promise<void> {
    const db = openTransaction(dbHandle);
    const s = ident(this.schema);
    const { table, key } = TABLES[kind];
    await db.$executeRawUnsafe(
      `INSERT INTO ${s}.${table} (${key}, owner_id, visibility, title, version, updated_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (${key}) DO UPDATE
          SET owner_id = EXCLUDED.owner_id, visibility = EXCLUDED.visibility, title = EXCLUDED.title,
              version = EXCLUDED.version, updated_at = now()
        WHERE NOT ${table}.deleted AND ${table}.version <= EXCLUDED.version`,
      ref.id,
      ref.ownerId,
      ref.visibility,
      ref.title,
      ref.version,
    );
  }

  private async tombstone(dbHandle: Transaction, kind: Kind, id: number, version: Date): Promise<void> {
    const db = openTransaction(dbHandle);
    const s = ident(this.schema);
    const { table, key, likes, likeKey } = TABLES[kind];
    await db.$executeRawUnsafe(
      `INSERT INTO ${s}.${table} (${key}, owner_id, visibility, title, version, deleted, updated_at)
       VALUES ($1, 0, 'private', '', $2, true, now())
       ON CONFLICT (${key}) DO UPDATE SET deleted = true, updated_at = now()`,
      id,
      version,
    );
    await db.$executeRawUnsafe(`DELETE FROM ${s}.${likes} WHERE ${likeKey} = $1`, id);
  }
}
