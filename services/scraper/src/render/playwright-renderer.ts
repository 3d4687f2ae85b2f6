import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import type { Logger } from '@gems/platform/logger';
import { FetchFailure } from '../fetch/fetch-errors.js';
import type { Fetcher } from '../fetch/safe-fetcher.js';
import type { PageRenderer, RenderedPage } from './page-renderer.port.js';
import { Slots } from './slots.js';

export interface PlaywrightRendererOptions {
  executablePath: string;
  /** Pages rendered at once (one browser process, one context per page). */
  concurrency: number;
  fetcher: Fetcher;
  userAgent: string;
  logger: Logger;
  /** The browser is closed this long after the last render (default 60 s) and started again by the next. */
  idleCloseMs?: number;
}

// TOOLCHAIN.md's flags for Debian's chromium, plus: no DNS of its own and a dead proxy, so a
// request that somehow escaped interception could reach nothing.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--force-webrtc-ip-handling-policy',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];
// An idle browser holds its processes' memory: it is closed a while after the last render and
// started again by the next one (issue 14 §3: nothing heavy stays running idle).
const IDLE_CLOSE_MS = 60_000;
// What a page needs to build its metadata; images, fonts, media and styles are skipped.
const NEEDED = new Set(['document', 'script', 'xhr', 'fetch']);
const DROPPED_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'set-cookie',
  'connection',
]);

/**
 * Renders script-built pages in Debian's chromium. The browser never touches the network: every
 * request is intercepted and either refused or performed by the scraper's own safe fetcher (the
 * address policy, pinned DNS, size and time caps), whose answer is handed back to the page.
 */
export class PlaywrightRenderer implements PageRenderer {
  private browser: Promise<Browser> | null = null;
  private readonly slots: Slots;
  private rendering = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  private constructor(private readonly options: PlaywrightRendererOptions) {
    this.slots = new Slots(options.concurrency);
  }

  /** A renderer when the browser binary exists; otherwise null, with one log line saying so. */
  static create(options: PlaywrightRendererOptions): PlaywrightRenderer | null {
    if (!existsSync(options.executablePath)) {
      options.logger.warn(
        { executablePath: options.executablePath },
        'no browser installed: the rendering fallback is off',
      );
      return null;
    }
    return new PlaywrightRenderer(options);
  }

  private launch(): Promise<Browser> {
    // playwright-core is loaded with the first page that needs rendering, not at start.
    if (this.browser) return this.browser;
    const launching: Promise<Browser> = import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath: this.options.executablePath,
          args: ARGS,
          proxy: { server: 'http://127.0.0.1:9' },
        }),
      )
      .then((browser) => {
        // Only this browser's own slot: an idle close may already have made way for a newer one.
        browser.on('disconnected', () => {
          if (this.browser === launching) this.browser = null;
        });
        return browser;
      })
      .catch((error: unknown) => {
        if (this.browser === launching) this.browser = null;
        throw error;
      });
    this.browser = launching;
    return launching;
  }

  async render(url: string, options: { timeoutMs: number; signal?: AbortSignal }): Promise<RenderedPage> {
    const deadline = Date.now() + options.timeoutMs;
    const left = () => deadline - Date.now();
    const release = await this.slots.acquire(options.timeoutMs, options.signal);
    this.rendering += 1;
    clearTimeout(this.idleTimer);
    let bytes = 0;
    let context: BrowserContext | undefined;
    const abort = () => void context?.close().catch(() => undefined);
    options.signal?.addEventListener('abort', abort, { once: true });
    try {
      const browser = await this.launch();
      context = await browser.newContext({
        serviceWorkers: 'block',
        acceptDownloads: false,
        userAgent: this.options.userAgent,
      });
      await context.routeWebSocket(/.*/, (ws) => ws.close());
      await context.route('**/*', async (route: Route) => {
        const request = route.request();
        if (!NEEDED.has(request.resourceType()) || request.method() !== 'GET' || left() < 200)
          return route.abort('blockedbyclient');
        try {
          const res = await this.options.fetcher(request.url(), {
            expect: request.resourceType() === 'document' ? 'html' : 'any',
            timeoutMs: Math.min(left(), 5000),
            signal: options.signal,
          });
          bytes += res.transferredBytes;
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined && !DROPPED_HEADERS.has(name))
              headers[name] = Array.isArray(value) ? value.join(', ') : value;
          await route.fulfill({ status: res.status, headers, body: res.body });
        } catch (error) {
          if (!(error instanceof FetchFailure))
            this.options.logger.warn({ err: error }, 'render request failed');
          await route.abort('blockedbyclient').catch(() => undefined);
        }
      });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: Math.max(left(), 1) });
      // Scripts fill the head after load; wait for the network to settle, within the time box.
      await page
        .waitForLoadState('networkidle', { timeout: Math.max(left() - 300, 1) })
        .catch(() => undefined);
      return { url: page.url(), html: await page.content(), bytes };
    } finally {
      options.signal?.removeEventListener('abort', abort);
      await context?.close().catch(() => undefined);
      release();
      this.rendering -= 1;
      if (this.rendering === 0) this.closeWhenIdle();
    }
  }

  /** Whether a browser is running or starting (it is closed when idle). */
  get browserOpen(): boolean {
    return this.browser !== null;
  }

  private closeWhenIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.rendering === 0) void this.close().catch(() => undefined);
    }, this.options.idleCloseMs ?? IDLE_CLOSE_MS);
    this.idleTimer.unref();
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
