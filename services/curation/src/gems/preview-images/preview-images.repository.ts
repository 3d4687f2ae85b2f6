import { ident } from '@gems/platform/db/sql';
import { openTransaction, type Transaction } from '../../db/unit-of-work.js';
import type { PrismaClient } from '../../db/prisma.js';
import type { GemRow } from '../gems.repository.js';

/** A gem whose preview image is still a remote address, leased to one keeper. */
export interface RemoteImageGem {
  id: number;
  userId: number;
  imageUrl: string;
}

export interface KeptImage {
  imageUrl: string;
  thumbnailUrl: string | null;
  srcset: string;
}

/**
 * The keeper's reads and writes of gems (issue 29 §1). Work is claimed with a lease column rather
 * than a held row lock, so a user editing a gem never waits on a slow image fetch, replicas never
 * take the same gem, and a keeper that dies leaves gems that become claimable again.
 */
export class PreviewImagesRepository {
  private readonly gems: string;

  constructor(
    private readonly prisma: PrismaClient,
    schema: string,
  ) {
    this.gems = `${ident(schema)}.gems`;
  }

  /**
   * Up to `limit` gems with a remote http(s) image not yet kept and not already failed, newest
   * first (a gem saved a moment ago before the backfill of old ones), leased for `leaseSeconds`.
   */
  claim(limit: number, leaseSeconds: number): Promise<RemoteImageGem[]> {
    return this.prisma.$queryRawUnsafe<RemoteImageGem[]>(
      `UPDATE ${this.gems} SET image_lease_until = now() + make_interval(secs => $2)
        WHERE id IN (SELECT id FROM ${this.gems}
                      WHERE image_url ~* '^https?://'
                        AND image_fetch_failed_url IS DISTINCT FROM image_url
                        AND (image_lease_until IS NULL OR image_lease_until < now())
                      ORDER BY id DESC LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, user_id AS "userId", image_url AS "imageUrl"`,
      limit,
      leaseSeconds,
    );
  }

  /**
   * Points the gem at its kept copy if its image is still the one fetched (an edit in between
   * wins), and records the files as the gem's image (so deleting the gem deletes them).
   * Null when the gem changed or went away.
   */
  async keep(txHandle: Transaction, gem: RemoteImageGem, kept: KeptImage): Promise<GemRow | null> {
    const tx = openTransaction(txHandle);
    const { count } = await tx.gem.updateMany({
      where: { id: gem.id, imageUrl: gem.imageUrl },
      data: {
        imageUrl: kept.imageUrl,
        sourceImageUrl: gem.imageUrl,
        imageSrcset: kept.srcset,
        imageLeaseUntil: null,
      },
    });
    if (count === 0) return null;
    await tx.gemImage.create({
      data: {
        gemId: gem.id,
        uploadedByUserId: gem.userId,
        imageUrl: kept.imageUrl,
        thumbnailUrl: kept.thumbnailUrl,
      },
    });
    return tx.gem.findUnique({ where: { id: gem.id } });
  }

  /** The copy failed for good: the remote address stays, and is not tried again until it changes. */
  async failed(gem: RemoteImageGem): Promise<void> {
    await this.prisma.gem.updateMany({
      where: { id: gem.id, imageUrl: gem.imageUrl },
      data: { imageFetchFailedUrl: gem.imageUrl, imageLeaseUntil: null },
    });
  }

  /** How many gems still wait for a copy (the backfill's progress). */
  async pending(): Promise<number> {
    const [row] = await this.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM ${this.gems}
        WHERE image_url ~* '^https?://' AND image_fetch_failed_url IS DISTINCT FROM image_url`,
    );
    return row?.n ?? 0;
  }
}
