import { gunzipSync, gzipSync } from 'node:zlib';
import type { ReadableCopy } from '@gems/contracts';
import { ident } from '@gems/platform/db/sql';
import type { PrismaClient } from '../../db/prisma.js';

/** A gem whose page waits for its readable copy, leased to one keeper. */
export interface ArchiveWork {
  gemId: number;
  userId: number;
  url: string;
  /** The page as the owner's browser sent it (the extension), when it did. */
  pageHtml: string | null;
}

/** A kept copy as the API answers it. */
export interface StoredArchive {
  gemId: number;
  url: string;
  title: string;
  byline: string | null;
  html: string;
  text: string;
  savedAt: Date;
}

/** Drops the copy a row holds when the row is now for another address (the gem's URL changed). */
const FORGET_OTHER_PAGE = `
  title = CASE WHEN a.url = EXCLUDED.url THEN a.title ELSE '' END,
  byline = CASE WHEN a.url = EXCLUDED.url THEN a.byline END,
  html_gz = CASE WHEN a.url = EXCLUDED.url THEN a.html_gz END,
  text = CASE WHEN a.url = EXCLUDED.url THEN a.text ELSE '' END,
  saved_at = CASE WHEN a.url = EXCLUDED.url THEN a.saved_at END,
  url = EXCLUDED.url, state = 'pending', updated_at = now()`;

/**
 * Readable copies (issue 29 §2), one row per gem in gem_archives. Work is claimed with a lease
 * rather than a held lock (as the preview-image keeper does), so a user editing a gem never waits
 * on a page fetch, replicas share the work and a keeper that dies leaves rows claimable again.
 * The sanitized HTML is gzip-compressed here (about 4–6× on article HTML); the plain text stays
 * text (Postgres compresses it in TOAST) because search and its snippets read it.
 */
export class GemArchivesRepository {
  private readonly gems: string;
  private readonly archives: string;

  constructor(
    private readonly prisma: PrismaClient,
    schema: string,
  ) {
    this.gems = `${ident(schema)}.gems`;
    this.archives = `${ident(schema)}.gem_archives`;
  }

  /**
   * Up to `limit` gems with an http(s) address and no copy for it yet (none, another address's, a
   * browser's page waiting, or a lease run out), newest first — a gem saved a moment ago before
   * the backfill of old ones — leased for `leaseSeconds`. A failed address is not tried again.
   */
  async claim(limit: number, leaseSeconds: number): Promise<ArchiveWork[]> {
    const rows = await this.prisma.$queryRawUnsafe<
      { gemId: number; userId: number; url: string; pageHtmlGz: Uint8Array | null }[]
    >(
      `WITH due AS (
         SELECT g.id, g.user_id, g.url FROM ${this.gems} g
          WHERE g.url ~* '^https?://'
            AND NOT EXISTS (SELECT 1 FROM ${this.archives} x
                             WHERE x.gem_id = g.id AND x.url = g.url
                               AND (x.state <> 'pending' OR x.lease_until > now()))
          ORDER BY g.id DESC LIMIT $1 FOR UPDATE OF g SKIP LOCKED),
       claimed AS (
         INSERT INTO ${this.archives} AS a (gem_id, url, state, lease_until)
         SELECT id, url, 'pending', now() + make_interval(secs => $2) FROM due
         ON CONFLICT (gem_id) DO UPDATE SET lease_until = EXCLUDED.lease_until,
           page_html_gz = CASE WHEN a.url = EXCLUDED.url THEN a.page_html_gz END, ${FORGET_OTHER_PAGE}
         RETURNING a.gem_id, a.url, a.page_html_gz)
       SELECT c.gem_id AS "gemId", t.user_id AS "userId", c.url, c.page_html_gz AS "pageHtmlGz"
         FROM claimed c JOIN due t ON t.id = c.gem_id`,
      limit,
      leaseSeconds,
    );
    return rows.map((r) => ({
      gemId: r.gemId,
      userId: r.userId,
      url: r.url,
      pageHtml: r.pageHtmlGz ? gunzipSync(r.pageHtmlGz).toString('utf8') : null,
    }));
  }

  /**
   * Keeps the copy if the gem still has the address it was made for (an edit in between wins) and,
   * for a fetched copy, if no page from the owner's browser arrived meanwhile (that one wins).
   * False when the gem changed or went away.
   */
  async keep(work: ArchiveWork, copy: ReadableCopy): Promise<boolean> {
    const count = await this.prisma.$executeRawUnsafe(
      `UPDATE ${this.archives} a SET state = 'kept', lease_until = NULL, page_html_gz = NULL,
              title = $3, byline = $4, html_gz = $5, text = $6, saved_at = now(), updated_at = now()
        WHERE a.gem_id = $1 AND a.url = $2 AND ($7 OR a.page_html_gz IS NULL)
          AND EXISTS (SELECT 1 FROM ${this.gems} g WHERE g.id = $1 AND g.url = $2)`,
      work.gemId,
      work.url,
      copy.title,
      copy.byline,
      gzipSync(copy.html),
      copy.text,
      work.pageHtml !== null,
    );
    return count > 0;
  }

  /** No copy could be made of this address: it is not tried again until the gem's URL changes. */
  async failed(work: ArchiveWork): Promise<void> {
    await this.prisma.$executeRawUnsafe(
      `UPDATE ${this.archives} SET state = 'failed', lease_until = NULL, page_html_gz = NULL, updated_at = now()
        WHERE gem_id = $1 AND url = $2`,
      work.gemId,
      work.url,
    );
  }

  /** The page as the owner's browser has it, to be copied next (it replaces a failed fetch). */
  async offerPage(gem: { id: number; url: string }, html: string): Promise<void> {
    await this.prisma.$executeRawUnsafe(
      `INSERT INTO ${this.archives} AS a (gem_id, url, state, page_html_gz) VALUES ($1, $2, 'pending', $3)
       ON CONFLICT (gem_id) DO UPDATE SET lease_until = NULL, page_html_gz = EXCLUDED.page_html_gz,
         ${FORGET_OTHER_PAGE}`,
      gem.id,
      gem.url,
      gzipSync(html),
    );
  }

  /** The gem's kept copy, if it has one. */
  async find(gemId: number): Promise<StoredArchive | null> {
    const [row] = await this.prisma.$queryRawUnsafe<
      { url: string; title: string; byline: string | null; htmlGz: Uint8Array; text: string; savedAt: Date }[]
    >(
      `SELECT url, title, byline, html_gz AS "htmlGz", text, saved_at AS "savedAt"
         FROM ${this.archives} WHERE gem_id = $1 AND html_gz IS NOT NULL AND saved_at IS NOT NULL`,
      gemId,
    );
    if (!row) return null;
    const { htmlGz, ...rest } = row;
    return { gemId, ...rest, html: gunzipSync(htmlGz).toString('utf8') };
  }
}
