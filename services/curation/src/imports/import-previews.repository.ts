import type { ScrapePreview } from '@gems/contracts';
import { ident } from '@gems/platform/db/sql';
import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { PrismaClient } from '../db/prisma.js';
import type { GemRow } from '../gems/gems.repository.js';

/** An imported link waiting for its preview, leased to one filler. */
export interface PreviewWaiting {
  itemId: number;
  jobId: number;
  gemId: number;
  userId: number;
  url: string;
}

/**
 * Reads and writes of the preview pass after a bookmark-file import (issue 29 §1). Items are
 * claimed with a lease column, never a held lock, so a slow site blocks nobody and replicas share
 * the work; a filler that dies leaves items that become claimable again.
 */
export class ImportPreviewsRepository {
  private readonly items: string;
  private readonly jobs: string;

  constructor(
    private readonly prisma: PrismaClient,
    schema: string,
  ) {
    this.items = `${ident(schema)}.import_items`;
    this.jobs = `${ident(schema)}.import_jobs`;
  }

  /** Up to `limit` imported links without their preview yet, oldest job first, in file order. */
  claim(limit: number, leaseSeconds: number): Promise<PreviewWaiting[]> {
    return this.prisma.$queryRawUnsafe<PreviewWaiting[]>(
      `UPDATE ${this.items} i SET preview_lease_until = now() + make_interval(secs => $2)
         FROM ${this.jobs} j
        WHERE j.id = i.job_id
          AND i.id IN (SELECT id FROM ${this.items}
                        WHERE status = 'imported' AND gem_id IS NOT NULL AND previewed_at IS NULL
                          AND (preview_lease_until IS NULL OR preview_lease_until < now())
                        ORDER BY job_id, position LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING i.id AS "itemId", i.job_id AS "jobId", i.gem_id AS "gemId", j.user_id AS "userId", i.url`,
      limit,
      leaseSeconds,
    );
  }

  /**
   * Fills what the bookmark file left empty (a title that is only the domain, the description,
   * the image, the byline); what the user wrote or edited since stays. Null when the gem is gone
   * or had nothing to fill.
   */
  async fill(txHandle: Transaction, gemId: number, preview: ScrapePreview): Promise<GemRow | null> {
    const tx = openTransaction(txHandle);
    const gem = await tx.gem.findUnique({ where: { id: gemId } });
    if (!gem) return null;
    const placeholderTitle = !gem.title || gem.title === gem.domain || gem.title === 'Untitled';
    const data = {
      ...(placeholderTitle && preview.title ? { title: preview.title.slice(0, 500) } : {}),
      ...(!gem.description && preview.description ? { description: preview.description.slice(0, 5000) } : {}),
      ...(!gem.imageUrl && preview.imageUrl ? { imageUrl: preview.imageUrl } : {}),
      ...(gem.siteName === null && preview.siteName ? { siteName: preview.siteName } : {}),
      ...(gem.logoUrl === null && preview.logoUrl ? { logoUrl: preview.logoUrl } : {}),
      ...(gem.author === null && preview.author ? { author: preview.author } : {}),
      ...(gem.publishedAt === null && preview.publishedAt
        ? { publishedAt: new Date(preview.publishedAt) }
        : {}),
    };
    if (!Object.keys(data).length) return null;
    return tx.gem.update({ where: { id: gemId }, data });
  }

  /** The item's preview was looked for (found or not): the job's progress moves on. */
  async previewed(txHandle: Transaction, item: PreviewWaiting): Promise<void> {
    const tx = openTransaction(txHandle);
    const { count } = await tx.importItem.updateMany({
      where: { id: item.itemId, previewedAt: null },
      data: { previewedAt: new Date(), previewLeaseUntil: null },
    });
    if (count)
      await tx.importJob.update({ where: { id: item.jobId }, data: { previewsDone: { increment: 1 } } });
  }
}
