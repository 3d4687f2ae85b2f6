import type { ScrapeFailedV1, ScraperError } from '@gems/contracts';
import type { DocumentCollection, StoredDoc } from '@gems/platform/documents';

type ErrorDoc = Omit<ScraperError, 'id' | 'traceUrl'>;

/** Headers, cookies and credentials never reach the log, whatever the scraper put in its message. */
const SECRET = /(authorization|cookie|set-cookie|x-api-key|password|token|secret)\s*[:=][^\n]*/gi;
const scrub = (text: string | null) => text?.replace(SECRET, '$1: [removed]').slice(0, 4000) ?? null;

const NEWEST_FIRST = { field: 'timestamp', direction: 'desc' } as const;

/** `00-<trace id>-<span id>-<flags>` → the trace id. */
export const traceIdOf = (traceparent: string | undefined) => traceparent?.split('-')[1] ?? null;

/**
 * The scraper error log (spec 02 §2 Errors panel), one document per URL while unresolved: a URL
 * that keeps failing raises its count and its last time, instead of filling the log with copies.
 * Once resolved, a new failure of the URL opens a new entry.
 */
export class ScraperErrorLog {
  constructor(
    private readonly errors: DocumentCollection<ErrorDoc>,
    /** Jaeger's (or another trace UI's) address: entries link to their trace. */
    private readonly traceUiUrl?: string,
  ) {}

  private toError(doc: StoredDoc<ErrorDoc>): ScraperError {
    const traceId = doc.traceId ?? null;
    const traceUrl =
      traceId && this.traceUiUrl ? `${this.traceUiUrl.replace(/\/$/, '')}/trace/${traceId}` : null;
    return { ...doc, id: doc.id, traceId, traceUrl };
  }

  /** The list's newest-first page reads an index, however long the log. */
  ensureIndexes(): Promise<void> {
    return this.errors.ensureSortIndex(NEWEST_FIRST);
  }

  async record(failure: ScrapeFailedV1, at: string, traceId: string | null = null): Promise<void> {
    const [open] = await this.errors.find({ where: { url: failure.url, resolved: false }, limit: 1 });
    if (open) {
      await this.errors.updateById(open.id, {
        count: open.count + 1,
        timestamp: at > open.timestamp ? at : open.timestamp,
        errorType: failure.errorType,
        errorMessage: failure.message,
        errorStack: scrub(failure.stack),
        userId: failure.userId,
        traceId,
      });
      return;
    }
    await this.errors.insertOne({
      url: failure.url,
      domain: failure.domain,
      errorType: failure.errorType,
      errorMessage: failure.message,
      errorStack: scrub(failure.stack),
      timestamp: at,
      firstSeen: at,
      count: 1,
      userId: failure.userId,
      resolved: false,
      resolvedAt: null,
      resolvedBy: null,
      notes: null,
      traceId,
    });
  }

  /** Newest first; unresolved only unless asked. */
  async list(includeResolved: boolean, limit: number, offset: number): Promise<ScraperError[]> {
    const docs = await this.errors.find({
      where: includeResolved ? {} : { resolved: false },
      sort: NEWEST_FIRST,
      limit,
      skip: offset,
    });
    return docs.map((doc) => this.toError(doc));
  }

  async find(id: string): Promise<ScraperError | null> {
    const doc = await this.errors.findById(id);
    return doc && this.toError(doc);
  }

  async resolve(id: string, adminId: number, notes: string): Promise<ScraperError | null> {
    const doc = await this.errors.updateById(id, {
      resolved: true,
      resolvedAt: new Date().toISOString(),
      resolvedBy: adminId,
      notes: notes || null,
    });
    return doc && this.toError(doc);
  }

  unresolvedCount(): Promise<number> {
    return this.errors.count({ where: { resolved: false } });
  }
}
