import {
  IMPORT_ALREADY_RUNNING,
  IMPORT_MAX_LINKS,
  IMPORT_NO_LINKS,
  IMPORT_NOT_BOOKMARKS,
  IMPORT_NOT_FOUND,
  IMPORT_TOO_MANY,
  type ImportJob,
  type ImportStatus,
  type Visibility,
} from '@gems/contracts';
import { badRequest, conflict, notFound } from '@gems/platform/errors';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { ImportJobRow } from './import-jobs.repository.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { toImportItems } from './bookmark-items.js';
import type { ImportJobsRepository } from './import-jobs.repository.js';
import type { ImportWorker } from './import-worker.js';
import { parseImportFile } from './formats/import-file.parser.js';
import { UnreadableExport } from './formats/parsed-bookmark.js';

function toImportJob(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    status: row.status as ImportStatus,
    fileName: row.fileName,
    visibility: row.visibility as Visibility,
    total: row.total,
    done: row.done,
    imported: row.imported,
    duplicates: row.duplicates,
    failed: row.failed,
    skipped: row.skipped,
    format: row.format,
    message: row.message,
    previewsDone: row.previewsDone,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A file that holds NUL bytes in its first 8 KB is binary, whatever its name says. */
const looksBinary = (file: Buffer) => file.subarray(0, 8192).includes(0);

/** The uploaded file's name without control characters, at most 255 characters. */
const safeFileName = (name: string) =>
  [...name]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f)
    .slice(0, 255)
    .join('')
    .trim();

/** The file read in its detected format; an app's export that cannot be read is a 400 naming the app. */
function readFile(buffer: Buffer) {
  try {
    return parseImportFile(buffer, IMPORT_MAX_LINKS);
  } catch (error) {
    if (error instanceof UnreadableExport) throw badRequest(error.message, { file: error.message });
    throw error;
  }
}

/** Bookmark-file imports: accepting a file as a job, progress, and the report of what was not imported. */
export class ImportsService {
  constructor(
    private readonly jobs: ImportJobsRepository,
    private readonly worker: ImportWorker,
    private readonly inTransaction: UnitOfWork,
  ) {}

  /**
   * Parses the whole file first, in the format its content shows (refusing what is not a
   * bookmarks file or an app's export before anything is stored), then stores the job and one row
   * per entry in one transaction and hands the job to the worker.
   */
  async start(
    user: SessionClaims,
    file: { buffer: Buffer; originalname: string },
    visibility: Visibility,
  ): Promise<ImportJob> {
    if (looksBinary(file.buffer)) throw badRequest(IMPORT_NOT_BOOKMARKS, { file: IMPORT_NOT_BOOKMARKS });
    const parsed = readFile(file.buffer);
    if (parsed.tooMany) throw badRequest(IMPORT_TOO_MANY, { file: IMPORT_TOO_MANY });
    if (!parsed.bookmarks.length) {
      const message = parsed.declared ? IMPORT_NO_LINKS : IMPORT_NOT_BOOKMARKS;
      throw badRequest(message, { file: message });
    }
    const items = toImportItems(parsed.bookmarks);
    const skipped = items.filter((i) => i.status !== 'pending');
    const row = await this.inTransaction(async (tx) => {
      await this.jobs.lockUser(tx, user.userId);
      if (await this.jobs.findActive(tx, user.userId)) throw conflict(IMPORT_ALREADY_RUNNING);
      const job = await this.jobs.createJob(tx, {
        userId: user.userId,
        fileName: safeFileName(file.originalname),
        visibility,
        total: items.length,
        // Refused and repeated links are settled now; the worker handles the rest.
        done: skipped.length,
        duplicates: skipped.filter((i) => i.status === 'duplicate').length,
        failed: skipped.filter((i) => i.status === 'failed').length,
        skipped: skipped.filter((i) => i.status === 'skipped').length,
        format: parsed.format,
        ...(parsed.collections?.length ? { collections: parsed.collections as object[] } : {}),
      });
      await this.jobs.addItems(tx, job.id, items);
      return job;
    });
    this.worker.enqueue(row.id);
    return toImportJob(row);
  }

  async get(user: SessionClaims, id: number): Promise<ImportJob> {
    return toImportJob(await this.owned(user, id));
  }

  async list(user: SessionClaims): Promise<ImportJob[]> {
    return (await this.jobs.listJobs(user.userId, 20)).map(toImportJob);
  }

  /** The links that were not imported, as CSV lines (header first), read a page at a time. */
  async *failureReport(user: SessionClaims, id: number): AsyncGenerator<string> {
    await this.owned(user, id);
    yield 'position,url,title,folder,status,reason\r\n';
    let after = -1;
    for (;;) {
      const page = await this.jobs.notImported(id, after, 1000);
      if (!page.length) return;
      yield page
        .map((i) =>
          [String(i.position + 1), i.url, i.title, i.folder ?? '', i.status, i.message ?? '']
            .map(csvCell)
            .join(','),
        )
        .join('\r\n')
        .concat('\r\n');
      after = page.at(-1)!.position;
    }
  }

  /** Another user's job answers 404: its existence is not revealed. */
  private async owned(user: SessionClaims, id: number): Promise<ImportJobRow> {
    const job = await this.jobs.findJob(id);
    if (!job || job.userId !== user.userId) throw notFound(IMPORT_NOT_FOUND);
    return job;
  }
}

/**
 * RFC 4180 quoting; a cell a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading
 * apostrophe, since titles and URLs in a bookmarks file are whatever a web page said.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
