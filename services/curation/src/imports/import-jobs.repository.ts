import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import { ident } from '@gems/platform/db/sql';
import type {
  ImportItem as ImportItemRow,
  ImportJob as ImportJobRow,
  Prisma,
} from '../db/generated/client.js';
import type { PrismaClient } from '../db/prisma.js';
import type { NewImportItem } from './bookmark-items.js';

/** The row as the rest of the service sees it. */
export type { ImportJob as ImportJobRow } from '../db/generated/client.js';

/** A pending item claimed by a worker lane (locked until its transaction ends). */
export type ClaimedItem = Pick<
  ImportItemRow,
  | 'id'
  | 'position'
  | 'url'
  | 'canonicalUrl'
  | 'title'
  | 'description'
  | 'note'
  | 'tags'
  | 'folders'
  | 'addedAt'
  | 'gem'
>;

const CLAIMED_COLUMNS = `id, position, url, canonical_url AS "canonicalUrl", title, description, note, tags,
              folders, added_at AS "addedAt", gem`;

export interface JobCounts {
  done: number;
  imported: number;
  duplicates: number;
  failed: number;
}

const INSERT_CHUNK = 5000;
// Keeps one user's "is an import running?" check and the new job's insert atomic.
const USER_IMPORT_LOCK = 7_310_001;

/** All reads and writes of import_jobs and import_items. `db` is the client or a transaction. */
export class ImportJobsRepository {
  private readonly items: string;
  private readonly jobs: string;

  constructor(
    private readonly prisma: PrismaClient,
    schema: string,
  ) {
    this.items = `${ident(schema)}.import_items`;
    this.jobs = `${ident(schema)}.import_jobs`;
  }

  /** Serialises job creation per user until the transaction ends. */
  async lockUser(txHandle: Transaction, userId: number): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1::int, $2::int)', USER_IMPORT_LOCK, userId);
  }

  findActive(txHandle: Transaction, userId: number): Promise<ImportJobRow | null> {
    const tx = openTransaction(txHandle);
    return tx.importJob.findFirst({ where: { userId, status: { in: ['queued', 'running'] } } });
  }

  createJob(
    txHandle: Transaction,
    job: Omit<Prisma.ImportJobUncheckedCreateInput, 'id'>,
  ): Promise<ImportJobRow> {
    const tx = openTransaction(txHandle);
    return tx.importJob.create({ data: job });
  }

  /**
   * All of a file's rows in a few statements: each chunk travels as one JSON parameter and is
   * expanded by Postgres (jsonb_to_recordset), far quicker than a row-per-parameter insert.
   */
  async addItems(txHandle: Transaction, jobId: number, items: NewImportItem[]): Promise<void> {
    const tx = openTransaction(txHandle);
    for (let at = 0; at < items.length; at += INSERT_CHUNK) {
      const rows = items.slice(at, at + INSERT_CHUNK).map((item) => ({
        ...item,
        addedAt: item.addedAt?.toISOString() ?? null,
      }));
      await tx.$executeRawUnsafe(
        `INSERT INTO ${this.items}
           (job_id, position, url, canonical_url, title, description, note, tags, folder, folders,
            added_at, gem, status, message)
         SELECT $1, r.position, r.url, r."canonicalUrl", r.title, r.description, r.note,
                ARRAY(SELECT jsonb_array_elements_text(r.tags)), r.folder,
                ARRAY(SELECT jsonb_array_elements_text(r.folders)), r."addedAt", r.gem, r.status, r.message
           FROM jsonb_to_recordset($2::jsonb) AS r(
             position int, url text, "canonicalUrl" text, title text, description text, note text,
             tags jsonb, folder text, folders jsonb, "addedAt" timestamptz, gem jsonb, status text,
             message text)`,
        jobId,
        JSON.stringify(rows),
      );
    }
  }

  /** A deleted user's imports (their items go by foreign key); for the user.deleted handler. */
  async deleteByUser(txHandle: Transaction, userId: number): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.importJob.deleteMany({ where: { userId } });
  }

  findJob(id: number): Promise<ImportJobRow | null> {
    return this.prisma.importJob.findUnique({ where: { id } });
  }

  listJobs(userId: number, limit: number): Promise<ImportJobRow[]> {
    return this.prisma.importJob.findMany({ where: { userId }, orderBy: { id: 'desc' }, take: limit });
  }

  /** Jobs a worker should (re)start: queued, or running when the last process stopped. */
  unfinishedJobIds(): Promise<number[]> {
    return this.prisma.importJob
      .findMany({
        where: { status: { in: ['queued', 'running'] } },
        orderBy: { id: 'asc' },
        select: { id: true },
      })
      .then((rows) => rows.map((r) => r.id));
  }

  markRunning(id: number): Promise<ImportJobRow> {
    return this.prisma.importJob.update({
      where: { id },
      data: { status: 'running', startedAt: new Date() },
    });
  }

  /** Done once no item is pending; answers whether it finished. */
  async finishIfComplete(id: number): Promise<boolean> {
    const n = await this.prisma.$executeRawUnsafe(
      `UPDATE ${this.jobs} SET status = 'done', finished_at = now()
        WHERE id = $1 AND status <> 'done'
          AND NOT EXISTS (SELECT 1 FROM ${this.items} WHERE job_id = $1 AND status = 'pending')`,
      id,
    );
    return n === 1;
  }

  markFailed(id: number, message: string) {
    return this.prisma.importJob.updateMany({
      where: { id, status: { in: ['queued', 'running'] } },
      data: { status: 'failed', message, finishedAt: new Date() },
    });
  }

  /** Folder titles still waiting to be imported (collections to find or make). */
  async pendingFolders(jobId: number): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ folder: string }[]>(
      `SELECT DISTINCT unnest(folders) AS folder FROM ${this.items} WHERE job_id = $1 AND status = 'pending'`,
      jobId,
    );
    return rows.map((r) => r.folder);
  }

  /**
   * Takes up to `limit` pending items in file order and locks them for this transaction; other
   * lanes (or replicas) skip locked rows, so no item is handled twice.
   */
  claim(txHandle: Transaction, jobId: number, limit: number): Promise<ClaimedItem[]> {
    const tx = openTransaction(txHandle);
    return tx.$queryRawUnsafe<ClaimedItem[]>(
      `SELECT ${CLAIMED_COLUMNS}
         FROM ${this.items}
        WHERE job_id = $1 AND status = 'pending'
        ORDER BY position
        LIMIT $2
        FOR UPDATE SKIP LOCKED`,
      jobId,
      limit,
    );
  }

  claimOne(txHandle: Transaction, itemId: number): Promise<ClaimedItem[]> {
    const tx = openTransaction(txHandle);
    return tx.$queryRawUnsafe<ClaimedItem[]>(
      `SELECT ${CLAIMED_COLUMNS}
         FROM ${this.items} WHERE id = $1 AND status = 'pending' FOR UPDATE SKIP LOCKED`,
      itemId,
    );
  }

  async markImported(txHandle: Transaction, items: { id: number; gemId: number }[]): Promise<void> {
    const tx = openTransaction(txHandle);
    if (!items.length) return;
    await tx.$executeRawUnsafe(
      `UPDATE ${this.items} AS i SET status = 'imported', gem_id = v.gem_id
         FROM (SELECT unnest($1::int[]) AS id, unnest($2::int[]) AS gem_id) AS v
        WHERE i.id = v.id`,
      items.map((i) => i.id),
      items.map((i) => i.gemId),
    );
  }

  async markItems(
    txHandle: Transaction,
    ids: number[],
    status: 'duplicate' | 'failed',
    message: string,
  ): Promise<void> {
    const tx = openTransaction(txHandle);
    if (ids.length) await tx.importItem.updateMany({ where: { id: { in: ids } }, data: { status, message } });
  }

  async addCounts(txHandle: Transaction, jobId: number, counts: JobCounts): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.importJob.update({
      where: { id: jobId },
      data: {
        done: { increment: counts.done },
        imported: { increment: counts.imported },
        duplicates: { increment: counts.duplicates },
        failed: { increment: counts.failed },
      },
    });
  }

  /** Items that were not imported (failed, duplicates, skipped), in file order, a page at a time. */
  notImported(jobId: number, afterPosition: number, limit: number) {
    return this.prisma.importItem.findMany({
      where: { jobId, status: { in: ['failed', 'duplicate', 'skipped'] }, position: { gt: afterPosition } },
      orderBy: { position: 'asc' },
      take: limit,
      select: { position: true, url: true, title: true, folder: true, status: true, message: true },
    });
  }
}
