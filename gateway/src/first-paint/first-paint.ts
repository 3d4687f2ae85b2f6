import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from '@gems/platform/logger';
import { wantsFirstPaint } from './visitor-page.js';

/** A public page drawn for a visitor: what goes in #root, its answers (JSON) and its own styles. */
export interface FirstPaint {
  html: string;
  state: unknown;
  /** antd's `<style>` elements for the page (web/src/prerender/render-page.tsx, pageStyles). */
  styles: string;
}

/** What the web build's server module (web/src/prerender/render-page.tsx) offers the gateway. */
interface RenderModule {
  sendRequestsWith(send: typeof fetch): void;
  renderPage(
    path: string,
    deadline: number,
  ): Promise<{
    html: string;
    state: unknown;
    complete: boolean;
    missing: string[];
    late: boolean;
    styles: unknown;
  }>;
  pageStyles(styles: unknown, shipped: ReadonlySet<string>): string;
}

export interface FirstPaintOptions {
  /** The web build (WEB_DIST_DIR); its .server folder holds the module. */
  distDir: string;
  /** The page's reads, as a visitor (visitor-api.ts). */
  send: typeof fetch;
  logger: Logger;
  /** How long a drawn page is reused for the same address (and a page that cannot be drawn is not retried). */
  ttlMs?: number;
  /** Pages drawn at the same time at most; past that a visitor gets the app as before. */
  maxDrawing?: number;
  /** The time a drawing may take, its reads included; a slower page is not drawn. */
  budgetMs?: number;
}

/**
 * First paints of public pages for visitors (issue 31, a phone's first load): the gateway draws
 * the page with the app's own components (the web build's server module) from what a signed-out
 * visitor may read, so the page shows before the app's JavaScript has loaded; the app then draws
 * over it. Only for a browser's navigation without a session (visitor-page.ts); a page whose
 * reads fail or take too long, a busy gateway or a build without the module give the app as
 * before. Drawn pages are reused for `ttlMs`.
 */
export function firstPaints({
  distDir,
  send,
  logger,
  ttlMs = 10_000,
  maxDrawing = 2,
  budgetMs = 1000,
}: FirstPaintOptions) {
  const serverDir = join(distDir, '.server');
  const file = join(serverDir, 'render-page.js');
  let loaded: { mtimeMs: number; module?: RenderModule; shipped: ReadonlySet<string> } | undefined;
  const drawn = new LRUCache<string, { paint: FirstPaint | null }>({ max: 500, ttl: ttlMs });
  const pending = new Map<string, Promise<FirstPaint | null>>();
  let drawing = 0;

  /** The module of the current build, once loaded (a new build's is loaded when first asked for). */
  const moduleNow = (): RenderModule | undefined => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      const entry: NonNullable<typeof loaded> = {
        mtimeMs,
        shipped: new Set(
          JSON.parse(readFileSync(join(serverDir, 'shipped-style-paths.json'), 'utf8')) as string[],
        ),
      };
      loaded = entry;
      drawn.clear();
      // A rebuild is a new module (the old one stays in memory: rebuilds happen in development).
      import(`${pathToFileURL(file).href}?build=${mtimeMs}`)
        .then((module: RenderModule) => {
          module.sendRequestsWith(send);
          entry.module = module;
        })
        .catch((error: unknown) =>
          logger.error({ err: error }, 'first paint: the web build’s server module did not load'),
        );
    }
    return loaded.module;
  };

  /** The page drawn, or null; `keep` says whether the answer holds for the next visitors too. */
  const draw = async (module: RenderModule, address: string) => {
    drawing++;
    const started = performance.now();
    try {
      const page = await module.renderPage(address, Date.now() + budgetMs);
      if (!page.complete) {
        logger.debug({ address, missing: page.missing }, 'first paint: page not drawn');
        // A page drawn too late may be in time for the next visitor; one whose reads failed is not.
        return { paint: null, keep: !page.late };
      }
      logger.debug({ address, ms: Math.round(performance.now() - started) }, 'first paint: page drawn');
      const styles = module.pageStyles(page.styles, loaded!.shipped);
      return { paint: { html: page.html, state: page.state, styles }, keep: true };
    } catch (error) {
      logger.warn({ err: error, address }, 'first paint: drawing failed');
      return { paint: null, keep: false };
    } finally {
      drawing--;
    }
  };

  // Loaded at the start, so the first visitor's page is drawn too (the module is ready in ~1 s).
  moduleNow();
  return async (req: Request): Promise<FirstPaint | null> => {
    if (!wantsFirstPaint(req)) return null;
    const address = req.originalUrl;
    const module = moduleNow();
    if (!module) return null;
    const cached = drawn.get(address);
    if (cached) return cached.paint;
    let waiting = pending.get(address);
    if (!waiting) {
      if (drawing >= maxDrawing) return null;
      waiting = draw(module, address)
        .then(({ paint, keep }) => {
          if (keep) drawn.set(address, { paint });
          return paint;
        })
        .finally(() => pending.delete(address));
      pending.set(address, waiting);
    }
    return waiting;
  };
}
