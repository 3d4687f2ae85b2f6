import type { Logger } from '@gems/platform/logger';
import { DEFAULT_CATEGORY } from '@gems/contracts';
import type { Transaction } from '../db/unit-of-work.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { collectionCreated, gemCreated } from '../events/curation-events.js';
import type { ShelvesRepository } from '../collections/shelves.repository.js';
import { domainOf } from '../urls/canonical-url.js';
import { ALREADY_SAVED } from './bookmark-items.js';
import type { ClaimedItem, ImportJobsRepository, JobCounts } from './import-jobs.repository.js';
import type { ImportedGemsRepository, NewImportedGem } from './imported-gems.repository.js';
import type { ImportsConfig } from './imports.config.js';
import type { Emit } from '@gems/platform/db/unit-of-work';
import type { ExportedCollection, GemExtras } from './formats/parsed-bookmark.js';

/** The collections a Gems export described, by title (anything else in the column is ignored). */
function exportedCollections(raw: unknown): Map<string, ExportedCollection> {
  const list = Array.isArray(raw) ? (raw as ExportedCollection[]) : [];
  return new Map(list.filter((c) => typeof c?.title === 'string').map((c) => [c.title, c]));
}

const SAVE_FAILED = 'Could not save this link';
const JOB_GAVE_UP = 'The import stopped after repeated errors. Please try again.';
const MAX_ATTEMPTS = 3;
const RETRY_MS = 5000;

interface RunningJob {
  id: number;
  userId: number;
  visibility: string;
  /** A Gems export's collections as they were (description, visibility), by title. */
  collections: Map<string, ExportedCollection>;
  /** Folder title → collection id, made before the first batch. */
  shelves: Map<string, number>;
}

/** What ImportWorker is built from. */
export interface ImportWorkerDeps {
  jobs: ImportJobsRepository;
  gems: ImportedGemsRepository;
  shelves: ShelvesRepository;
  inTransaction: UnitOfWork;
  config: ImportsConfig;
  logger: Logger;
  /** A job finished: its links' previews may be looked up now (issue 29 §1). */
  jobDone?: () => void;
}

/**
 * Processes import jobs: one job at a time, each with `IMPORT_CONCURRENCY` lanes that claim
 * batches of pending items (FOR UPDATE SKIP LOCKED) and save each batch in one transaction with
 * its gem.created events. Nothing is held in memory between batches, so a stop (or a crash) loses
 * at most the uncommitted batch, and `start()` picks unfinished jobs up again.
 */
export class ImportWorker {
  private readonly queue: number[] = [];
  /** Failed runs per job; a job that keeps failing is marked failed instead of retried forever. */
  private readonly attempts = new Map<number, number>();
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly deps: ImportWorkerDeps) {}

  /** Resumes every job left queued or running by an earlier process. */
  async start(): Promise<void> {
    for (const id of await this.deps.jobs.unfinishedJobIds()) this.enqueue(id);
  }

  enqueue(jobId: number): void {
    if (this.stopping || this.queue.includes(jobId)) return;
    this.queue.push(jobId);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Lets the batches in flight commit, then stops; the rest waits for the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  private async drain(): Promise<void> {
    while (!this.stopping) {
      const id = this.queue.shift();
      if (id === undefined) return;
      try {
        await this.process(id);
        this.attempts.delete(id);
      } catch (err) {
        await this.failed(id, err);
      }
    }
  }

  /** Retries a job a little later; after MAX_ATTEMPTS it is marked failed with a message. */
  private async failed(jobId: number, err: unknown): Promise<void> {
    const attempts = (this.attempts.get(jobId) ?? 0) + 1;
    this.attempts.set(jobId, attempts);
    this.deps.logger.error({ err, jobId, attempts }, 'import job stopped by an error');
    if (this.stopping) return; // the next start picks it up
    if (attempts < MAX_ATTEMPTS) {
      setTimeout(() => this.enqueue(jobId), RETRY_MS * attempts).unref();
      return;
    }
    this.attempts.delete(jobId);
    await this.deps.jobs.markFailed(jobId, JOB_GAVE_UP).catch((error: unknown) => {
      this.deps.logger.error({ err: error, jobId }, 'could not mark the import failed');
    });
  }

  private async process(jobId: number): Promise<void> {
    const found = await this.deps.jobs.findJob(jobId);
    if (!found || found.status === 'done' || found.status === 'failed') return;
    const row = found.status === 'running' ? found : await this.deps.jobs.markRunning(jobId);
    const job: RunningJob = {
      id: row.id,
      userId: row.userId,
      visibility: row.visibility,
      collections: exportedCollections(row.collections),
      shelves: new Map(),
    };
    const started = Date.now();
    await this.prepareShelves(job);
    const lanes = Array.from({ length: this.deps.config.IMPORT_CONCURRENCY }, () => this.lane(job));
    await Promise.all(lanes);
    if (this.stopping) return;
    if (await this.deps.jobs.finishIfComplete(jobId)) {
      this.deps.logger.info({ jobId, ms: Date.now() - started }, 'import job done');
      this.deps.jobDone?.();
    }
  }

  /** One collection per folder: the user's existing one of that title, or a new one. */
  private async prepareShelves(job: RunningJob): Promise<void> {
    const folders = await this.deps.jobs.pendingFolders(job.id);
    if (!folders.length) return;
    await this.deps.inTransaction(async (tx, emit) => {
      await this.deps.gems.lockJob(tx, job.id);
      for (const title of folders) {
        let shelf = await this.deps.gems.findShelf(tx, job.userId, title);
        if (!shelf) {
          const exported = job.collections.get(title);
          shelf = await this.deps.shelves.create(tx, {
            userId: job.userId,
            title,
            description: exported?.description ?? '',
            visibility: exported?.visibility ?? job.visibility,
          });
          collectionCreated(emit, shelf);
        }
        job.shelves.set(title, shelf.id);
      }
    });
  }

  private async lane(job: RunningJob): Promise<void> {
    while (!this.stopping) {
      let claimed: ClaimedItem[];
      try {
        // The unit of work writes the batch's events in one statement and wakes the relay on commit.
        claimed = await this.deps.inTransaction((tx, emit) => this.batch(tx, emit, job));
      } catch (err) {
        this.deps.logger.warn({ err, jobId: job.id }, 'import batch failed; saving its links one by one');
        claimed = await this.oneByOne(job);
      }
      if (!claimed.length) return;
    }
  }

  /** Claims a batch, saves what is new, records every item's outcome and the job's counts. */
  private async batch(tx: Transaction, emit: Emit, job: RunningJob, only?: number): Promise<ClaimedItem[]> {
    const items =
      only === undefined
        ? await this.deps.jobs.claim(tx, job.id, this.deps.config.IMPORT_BATCH_SIZE)
        : await this.deps.jobs.claimOne(tx, only);
    if (!items.length) return items;
    const linked = items.filter((item) => item.canonicalUrl);
    const created = await this.deps.gems.insertNew(
      tx,
      linked.map((item) => this.gemOf(job, item)),
    );
    const byCanonical = new Map(created.map((gem) => [gem.canonicalUrl, gem]));
    // Custom lists from a Gems export: no URL, so each is its own new gem.
    const lists = items.filter((item) => !item.canonicalUrl);
    const listGems = await this.deps.gems.insertEach(
      tx,
      lists.map((item) => this.gemOf(job, item)),
    );
    const byItem = new Map(lists.map((item, i) => [item.id, listGems[i]!]));
    created.push(...listGems);
    const imported: { id: number; gemId: number }[] = [];
    const duplicates: number[] = [];
    const links: { gemId: number; shelfId: number }[] = [];
    const images: {
      gemId: number;
      imageUrl: string;
      thumbnailUrl: string | null;
      caption: string | null;
      uploadedByUserId: number;
    }[] = [];
    for (const item of items) {
      const gem = item.canonicalUrl ? byCanonical.get(item.canonicalUrl) : byItem.get(item.id);
      if (!gem) {
        duplicates.push(item.id);
        continue;
      }
      imported.push({ id: item.id, gemId: gem.id });
      for (const folder of item.folders) {
        const shelfId = job.shelves.get(folder);
        if (shelfId) links.push({ gemId: gem.id, shelfId });
      }
      for (const image of extrasOf(item).images ?? []) {
        images.push({ gemId: gem.id, ...image, uploadedByUserId: job.userId });
      }
    }
    await this.deps.gems.addImages(tx, images);
    const existing = await this.deps.gems.existingShelves(tx, [...new Set(links.map((l) => l.shelfId))]);
    await this.deps.gems.addToShelves(
      tx,
      links.filter((l) => existing.has(l.shelfId)),
    );
    await this.deps.jobs.markImported(tx, imported);
    await this.deps.jobs.markItems(tx, duplicates, 'duplicate', ALREADY_SAVED);
    await this.deps.jobs.addCounts(tx, job.id, {
      done: items.length,
      imported: imported.length,
      duplicates: duplicates.length,
      failed: 0,
    });
    for (const gem of created) gemCreated(emit, gem, 'import');
    return items;
  }

  /** After a failed batch: each item alone, so one bad row cannot hold the others back. */
  private async oneByOne(job: RunningJob): Promise<ClaimedItem[]> {
    const items = await this.deps.inTransaction((tx) =>
      this.deps.jobs.claim(tx, job.id, this.deps.config.IMPORT_BATCH_SIZE),
    );
    for (const item of items) {
      if (this.stopping) break;
      try {
        await this.deps.inTransaction((tx, emit) => this.batch(tx, emit, job, item.id));
      } catch (err) {
        this.deps.logger.warn({ err, jobId: job.id, itemId: item.id }, 'import item failed');
        await this.deps.inTransaction(async (tx) => {
          await this.deps.jobs.markItems(tx, [item.id], 'failed', SAVE_FAILED);
          const counts: JobCounts = { done: 1, imported: 0, duplicates: 0, failed: 1 };
          await this.deps.jobs.addCounts(tx, job.id, counts);
        });
      }
    }
    return items;
  }

  private gemOf(job: RunningJob, item: ClaimedItem): NewImportedGem {
    const extras = extrasOf(item);
    const domain = item.url ? domainOf(item.url) : (extras.domain ?? '');
    const publishedAt = extras.publishedAt ? new Date(extras.publishedAt) : null;
    return {
      userId: job.userId,
      // The file's title; a link saved without one gets its domain, like a page with no title.
      title: item.title || domain || 'Untitled',
      description: item.description,
      userNote: item.note,
      url: item.url,
      canonicalUrl: item.canonicalUrl,
      domain,
      categories: extras.categories?.length ? extras.categories : [DEFAULT_CATEGORY],
      tags: item.tags,
      // A Gems export keeps each gem's own visibility; other files take the one chosen.
      visibility: extras.visibility ?? job.visibility,
      isBookmark: extras.isBookmark ?? false,
      imageUrl: extras.imageUrl ?? '',
      siteName: extras.siteName ?? null,
      logoUrl: extras.logoUrl ?? null,
      author: extras.author ?? null,
      publishedAt: publishedAt && !Number.isNaN(publishedAt.getTime()) ? publishedAt : null,
      ...(item.addedAt ? { createdAt: item.addedAt } : {}),
    };
  }
}

/** The Gems-export fields stored with an item (none for other formats). */
const extrasOf = (item: ClaimedItem): GemExtras => (item.gem ?? {}) as GemExtras;
