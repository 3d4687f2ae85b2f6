import { z } from 'zod';
import { zVisibility, type Visibility } from './common.js';

// --- Batch Import dialog (spec 01 §2, §5, §8) -------------------------------------------------

export const BATCH_NO_URLS_TITLE = 'No URLs found';
export const BATCH_NO_URLS = 'Please enter at least one valid URL';
export const BATCH_FAILED_TITLE = 'Batch import failed';
export const BATCH_FAILED = 'Import failed';
/** Most URLs one POST /api/gems/batch call accepts; the dialog sends longer lists in chunks. */
export const BATCH_MAX_URLS = 50;
/**
 * Links of one batch whose previews are fetched at the same time; the dialog sends this many per
 * call, so each row's status changes as soon as its group is done.
 */
export const BATCH_CONCURRENCY = 4;
/** A link that could not be previewed because the scraper did not answer (not the site's fault). */
export const BATCH_PREVIEWS_UNAVAILABLE =
  'Link previews are unavailable right now. Please try again in a moment.';
/** A link a long batch did not reach within its time (API callers sending 50 slow links). */
export const BATCH_OUT_OF_TIME = 'Not imported: the batch ran out of time. Please try this link again.';

const HTTP_URL = /https?:\/\/[^\s<>"'`]+/i;

/** The first http(s) address on a line, without trailing punctuation; null when there is none. */
export function firstHttpUrl(line: string): string | null {
  const match = HTTP_URL.exec(line);
  if (!match) return null;
  return match[0].replace(/[.,;:!?)\]}]+$/, '');
}

/** Spec 01 §5: on each non-empty line only the first http(s) address is taken. */
export function extractBatchUrls(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(firstHttpUrl)
    .filter((url): url is string => url !== null);
}

/** POST /api/gems/batch (spec 01 §7: `urls[]`). */
export const zBatchImport = z.object({
  urls: z
    .array(z.string().max(2048, 'URL must be at most 2048 characters'), { message: BATCH_NO_URLS })
    .min(1, BATCH_NO_URLS)
    .max(BATCH_MAX_URLS, `At most ${BATCH_MAX_URLS} URLs at a time`),
  visibility: zVisibility.optional(),
});
export type BatchImport = z.infer<typeof zBatchImport>;

type BatchItemStatus = 'created' | 'duplicate' | 'failed';

/** One URL's outcome, in the order sent; a saved gem is never lost to a later failure. */
export interface BatchItemResult {
  url: string;
  status: BatchItemStatus;
  /** The new gem, or for a duplicate the gem already saved. */
  gemId?: number;
  /** The saved gem's title, from the page's preview. */
  title?: string;
  /** Why it was not saved (the spec shows it beside the Failed badge): the scraper's message. */
  message?: string;
}

export interface BatchImportResult {
  results: BatchItemResult[];
  created: number;
  duplicates: number;
  failed: number;
}

// --- Bookmark file import (beyond the spec) ---------------------------------------------------

export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_TOO_LARGE = 'File size must be less than 20MB';
export const IMPORT_MAX_LINKS = 50_000;
export const IMPORT_NOT_BOOKMARKS =
  'This is not a bookmarks file. Export your bookmarks from your browser as an HTML file, or from Pocket, Raindrop.io, Instapaper, Linkwarden, Karakeep, Omnivore, wallabag, OneTab or Gems.';
export const IMPORT_NO_LINKS = 'No links found in this bookmarks file';
/** The apps whose exports an import reads (detected from the file's content). */
export const IMPORT_SOURCES = [
  'Browser bookmarks (HTML)',
  'Pocket (CSV)',
  'Raindrop.io (CSV)',
  'Instapaper (CSV)',
  'Linkwarden (JSON backup)',
  'Karakeep (JSON)',
  'Omnivore (JSON)',
  'wallabag (JSON)',
  'OneTab (text)',
  'Gems (JSON export)',
] as const;
export const IMPORT_TOO_MANY = `A bookmarks file may hold at most ${IMPORT_MAX_LINKS.toLocaleString('en-US')} links`;
export const IMPORT_ALREADY_RUNNING = 'An import is already running. Wait for it to finish.';
export const IMPORT_NOT_FOUND = 'Import not found';

const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The multipart form's text fields of POST /api/imports. */
export const zImportForm = z.object({
  /** Imported gems and the collections made from folders; private unless chosen. */
  visibility: zVisibility.default('private'),
});

/** GET /api/imports/{id}: progress. `done` counts every link handled, whatever its outcome. */
export interface ImportJob {
  id: number;
  status: ImportStatus;
  fileName: string;
  visibility: Visibility;
  total: number;
  done: number;
  imported: number;
  duplicates: number;
  failed: number;
  /** Entries with no link (notes, texts), reported and not imported. */
  skipped: number;
  /** The file's format, as detected from its content ("netscape", "pocket", … "gems"). */
  format: string;
  message: string | null;
  /** Imported links whose preview was looked for after the import (issue 29 §1). */
  previewsDone: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export const isImportActive = (job: Pick<ImportJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

/** Saved, but some imported links still wait for their preview (title, description, image). */
export const isFetchingPreviews = (job: Pick<ImportJob, 'status' | 'imported' | 'previewsDone'>) =>
  job.status === 'done' && job.previewsDone < job.imported;

/** Answer shapes, for clients that check what they are given. */
export const zBatchImportResult = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      status: z.enum(['created', 'duplicate', 'failed']),
      gemId: z.number().int().optional(),
      title: z.string().optional(),
      message: z.string().optional(),
    }),
  ),
  created: z.number().int(),
  duplicates: z.number().int(),
  failed: z.number().int(),
});

export const zImportJob = z.object({
  id: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  visibility: zVisibility,
  total: z.number().int(),
  done: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  format: z.string(),
  message: z.string().nullable(),
  /**
   * Imported links whose preview (title, description, image) was looked for after the import, in
   * the background (issue 29 §1): equal to `imported` once every one was.
   */
  previewsDone: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
