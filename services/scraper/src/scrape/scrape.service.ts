import type { Logger } from '@gems/platform/logger';
import { extract, type Extraction } from '../extract/extract.js';
import { mergeRendered } from '../extract/merge-rendered.js';
import { displayDomain } from '../extract/urls.js';
import { FetchFailure } from '../fetch/fetch-errors.js';
import type { Fetcher } from '../fetch/safe-fetcher.js';
import type { ScrapeEvents } from '../events/scrape-events.js';
import { probeImages } from '../probe/image-probe.js';
import type { PageRenderer } from '../render/page-renderer.port.js';
import { normaliseInputUrl, plainHttpOf, typedWithoutScheme } from './input-url.js';
import { fetchOEmbed } from './oembed.js';
import type { PreviewCache } from './preview-cache.js';
import { fromFetchFailure, fromHttpStatus, ScrapeError } from './scrape-errors.js';
import { bylineOf, type ScrapePreview } from './scrape-preview.js';

export interface ScrapeServiceOptions {
  /** The whole request, fetch + render + image probe: under the client's 15 s. */
  budgetMs: number;
  /** Most of the budget a page download may take. */
  fetchTimeoutMs: number;
  renderTimeoutMs: number;
  probeTimeoutMs: number;
}

export interface ScrapeInput {
  url: string;
  extractIndividualLocations: boolean;
  userId: number | null;
  /** The caller went away: stop working. */
  signal?: AbortSignal;
  /**
   * The page as the user's browser rendered it (the extension, for sites that turn servers away):
   * extracted as fetched HTML would be, and nothing is fetched for this request.
   */
  html?: string;
}

interface Work {
  bytes: number;
  rendered: boolean;
  imageDownloads: number;
  imageBytes: number;
}

/**
 * Add a New Gem's preview: the URL the user typed → a page fetched under the safe-fetching rules
 * → extracted metadata (rendered in a browser when the page is an app shell) → a verified image.
 * Every outcome is published for the admin panels; failures carry the spec's own messages.
 */
export class ScrapeService {
  constructor(
    private readonly deps: {
      fetcher: Fetcher;
      renderer: PageRenderer | null;
      cache: PreviewCache;
      events: ScrapeEvents;
      logger: Logger;
      options: ScrapeServiceOptions;
    },
  ) {}

  async scrape(input: ScrapeInput): Promise<ScrapePreview> {
    const started = Date.now();
    const work: Work = { bytes: 0, rendered: false, imageDownloads: 0, imageBytes: 0 };
    let target = input.url;
    try {
      const url = normaliseInputUrl(input.url);
      target = url.href;
      if (input.html !== undefined) {
        const preview = this.fromPageHtml(url, input.html, input.extractIndividualLocations);
        work.bytes = Buffer.byteLength(input.html);
        this.completed(input, target, started, work, preview, false);
        return preview;
      }
      const cached = await this.deps.cache.get(target, input.extractIndividualLocations);
      if (cached) {
        this.completed(input, target, started, work, cached, true);
        return cached;
      }
      const preview = await this.build(url, input, started, work);
      await this.deps.cache.set(target, input.extractIndividualLocations, preview).catch((err: unknown) => {
        this.deps.logger.warn({ err }, 'preview not cached');
      });
      this.completed(input, target, started, work, preview, false);
      return preview;
    } catch (error) {
      const failure = asScrapeError(error);
      if (failure.kind === 'upstream' || failure.kind === 'technical')
        this.deps.logger.info({ url: target, detail: failure.detail }, 'scrape failed');
      this.deps.events.failed({
        url: target,
        domain: displayDomain(target),
        userId: input.userId,
        errorType: failure.errorType,
        message: failure.message,
        stack: `${failure.detail}${error instanceof Error && error !== failure && error.stack ? `\n${error.stack}` : ''}`,
        status: failure.status,
        durationMs: Date.now() - started,
      });
      throw failure;
    }
  }

  private async build(url: URL, input: ScrapeInput, started: number, work: Work): Promise<ScrapePreview> {
    const { options } = this.deps;
    const remaining = () => options.budgetMs - (Date.now() - started);
    const page = await this.fetchPage(url, input, remaining);
    work.bytes += page.transferredBytes;
    if (page.status < 200 || page.status > 299) throw fromHttpStatus(page.status, page.headers);

    const extractOptions = {
      contentType: page.headers['content-type'] ?? null,
      extractLocations: input.extractIndividualLocations,
    };
    let result: Extraction;
    try {
      result = extract(page.body, page.url, extractOptions);
    } catch (error) {
      throw new ScrapeError('technical', `extraction failed: ${(error as Error).message}`, 'parsing');
    }
    if (result.wall) throw new ScrapeError('blocked', `${result.wall} instead of the page`, 'blocked');

    // Cheapest first: the page's own oEmbed endpoint, then a browser render.
    if ((!result.title || !result.image) && result.oembedUrl && remaining() > 2000) {
      const oembed = await fetchOEmbed(this.deps.fetcher, result.oembedUrl, {
        timeoutMs: Math.min(3000, remaining() - 1000),
        signal: input.signal,
      });
      if (oembed) {
        work.bytes += oembed.bytes;
        result = { ...result, title: result.title ?? oembed.title, image: result.image ?? oembed.image };
      }
    }

    if (
      (!result.title || !result.image) &&
      result.needsRendering &&
      this.deps.renderer &&
      remaining() > 3000
    ) {
      const rendered = await this.render(
        page.url,
        Math.min(options.renderTimeoutMs, remaining() - 1500),
        input.signal,
        work,
      );
      if (rendered) {
        const better = extract(rendered.html, page.url, {
          extractLocations: input.extractIndividualLocations,
        });
        if (better.wall) throw new ScrapeError('blocked', `${better.wall} after rendering`, 'blocked');
        if (better.title || better.image) result = mergeRendered(result, better);
      }
    }

    const candidates = [result.image, ...result.imageFallbacks].filter((i): i is string => !!i);
    let imageUrl: string | null = null;
    if (candidates.length && remaining() > 300) {
      const probe = await probeImages(this.deps.fetcher, candidates, {
        timeoutMs: Math.min(options.probeTimeoutMs, remaining() - 100),
        signal: input.signal,
      });
      imageUrl = probe.imageUrl;
      work.imageDownloads += probe.downloads;
      work.imageBytes += probe.bytes;
      work.bytes += probe.bytes;
    }

    const domain = displayDomain(page.url);
    const preview: ScrapePreview = {
      title: result.title ?? domain,
      description: result.description,
      imageUrl,
      domain,
      url: result.url,
      category: result.category,
      requiresBookmark: result.requiresBookmark,
      ...bylineOf(result, page.url),
    };
    if (input.extractIndividualLocations) preview.locations = result.locations;
    return preview;
  }

  /**
   * The page itself. A URL typed without a scheme was guessed as https; when that cannot connect
   * (refused, TLS error, no answer) the same address is tried on http, for the sites that still
   * answer only http. The guess gets half the time left, so the second try still has time.
   */
  private async fetchPage(url: URL, input: ScrapeInput, remaining: () => number) {
    const { fetchTimeoutMs } = this.deps.options;
    const get = (target: URL, timeoutMs: number) =>
      this.deps.fetcher(target.href, { expect: 'html', timeoutMs, signal: input.signal });
    if (url.protocol !== 'https:' || !typedWithoutScheme(input.url))
      return get(url, Math.min(fetchTimeoutMs, remaining()));
    try {
      return await get(url, Math.min(fetchTimeoutMs, Math.floor(remaining() / 2)));
    } catch (error) {
      const unreachable =
        error instanceof FetchFailure && (error.kind === 'network' || error.kind === 'timeout');
      if (!unreachable || input.signal?.aborted || remaining() < 500) throw error;
      this.deps.logger.info({ url: url.href, detail: error.message }, 'https failed, trying http');
      return get(plainHttpOf(url), Math.min(fetchTimeoutMs, remaining()));
    }
  }

  /** The same extraction over HTML the caller sent; the image is not probed (nothing is fetched). */
  private fromPageHtml(url: URL, html: string, extractLocations: boolean): ScrapePreview {
    let result: Extraction;
    try {
      result = extract(Buffer.from(html), url.href, {
        contentType: 'text/html; charset=utf-8',
        extractLocations,
      });
    } catch (error) {
      throw new ScrapeError('technical', `extraction failed: ${(error as Error).message}`, 'parsing');
    }
    if (result.wall) throw new ScrapeError('blocked', `${result.wall} in the page sent`, 'blocked');
    const domain = displayDomain(url.href);
    const preview: ScrapePreview = {
      title: result.title ?? domain,
      description: result.description,
      imageUrl: result.image,
      domain,
      url: result.url,
      category: result.category,
      requiresBookmark: result.requiresBookmark,
      ...bylineOf(result, url.href),
    };
    if (extractLocations) preview.locations = result.locations;
    return preview;
  }

  private async render(url: string, timeoutMs: number, signal: AbortSignal | undefined, work: Work) {
    try {
      const rendered = await this.deps.renderer!.render(url, { timeoutMs, signal });
      work.rendered = true;
      work.bytes += rendered.bytes;
      return rendered;
    } catch (error) {
      // The static result stands; a render that fails is not the user's problem.
      this.deps.logger.info({ url, err: error }, 'render failed, keeping the static preview');
      return null;
    }
  }

  private completed(
    input: ScrapeInput,
    url: string,
    started: number,
    work: Work,
    preview: ScrapePreview,
    cached: boolean,
  ) {
    this.deps.events.completed({
      url,
      domain: displayDomain(url),
      userId: input.userId,
      durationMs: Date.now() - started,
      bytes: work.bytes,
      rendered: work.rendered,
      imageDownloads: work.imageDownloads,
      imageBytes: work.imageBytes,
      cached,
      requiresBookmark: preview.requiresBookmark,
    });
  }
}

function asScrapeError(error: unknown): ScrapeError {
  if (error instanceof ScrapeError) return error;
  if (error instanceof FetchFailure) return fromFetchFailure(error);
  const message = error instanceof Error ? error.message : String(error);
  // JSON.stringify's "Converting circular structure" and friends: the spec's technical case.
  return new ScrapeError('technical', message, 'other');
}
