import type { Tx } from '../db/prisma.js';

/** Replica of curation's gems: owner, current title, when saved and when deleted. */
export class GemRefsRepository {
  async upsert(tx: Tx, gem: { gemId: number; userId: number; title: string; createdAt: Date }) {
    await tx.gemRef.upsert({
      where: { gemId: gem.gemId },
      create: gem,
      update: { title: gem.title, userId: gem.userId },
    });
  }

  async rename(tx: Tx, gemId: number, title: string) {
    await tx.gemRef.updateMany({ where: { gemId }, data: { title } });
  }

  /** Marks the gem deleted; answers when it was saved (null if never heard of). */
  async markDeleted(tx: Tx, gemId: number, at: Date): Promise<Date | null> {
    const row = await tx.gemRef.findUnique({ where: { gemId }, select: { createdAt: true } });
    if (!row) return null;
    await tx.gemRef.update({ where: { gemId }, data: { deletedAt: at } });
    return row.createdAt;
  }

  /** Whether the user has ever saved a gem (a referral's qualifying action). */
  async hasSaved(tx: Tx, userId: number): Promise<boolean> {
    return (await tx.gemRef.count({ where: { userId } })) > 0;
  }
}
