import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from '@gems/platform/logger';
import type { ServiceName } from '../routing-table.js';
import { drawingThread, type DrawingThread } from './drawing-thread.js';
import { wantsFirstPaint } from './visitor-page.js';

/** A public page drawn for a visitor: what goes in #root, its answers (JSON) and its own styles. */
export interface FirstPaint {
  html: string;
  state: unknown;
  /** antd's `<style>` elements for the page (web/src/prerender/render-page.tsx, pageStyles). */
  styles: string;
}

export interface FirstPaintOptions {
  /** The web build (WEB_DIST_DIR); its .server folder holds the module. */
  distDir: string;
  /** Where the page's reads go, per service: the drawing thread reads as a visitor (visitor-api.ts). */
  services: Record<ServiceName, string>;
  logger: Logger;
  /** How long a drawn page is reused for the same address (and a page that cannot be drawn is not retried). */
  ttlMs?: number;
  /** Pages drawn at the same time at most; past that a visitor gets the app as before. */
  maxDrawing?: number;
  /** The time a drawing may take, its reads included; a slower page is not drawn. */
  budgetMs?: number;
  /** The drawing thread ends after this long without a page to draw. */
  idleMs?: number;
  /** The drawing thread's heap at most (MB). */
  heapMb?: number;
}

/**
 * First paints of public pages for visitors (issue 31, a phone's first load): the page drawn with
 * the app's own components (the web build's server module) from what a signed-out visitor may
 * read, so it shows before the app's JavaScript has loaded; the app then draws over it. The
 * drawing happens in a thread of its own (drawing-thread.ts), so the gateway keeps proxying while
 * React renders, and its heap is given back when visitors stop coming. Only for a browser's
 * navigation without a session (visitor-page.ts); a page whose reads fail or take too long, a
 * busy or failed thread, or a build without the module give the app as before. Drawn pages are
 * reused for `ttlMs`.
 */
export function firstPaints({
  distDir,
  services,
  logger,
  ttlMs = 10_000,
  maxDrawing = 2,
  budgetMs = 1000,
  idleMs,
  heapMb,
}: FirstPaintOptions) {
  const serverDir = join(distDir, '.server');
  const file = join(serverDir, 'render-page.js');
  let build: { mtimeMs: number; thread: DrawingThread } | undefined;
  const drawn = new LRUCache<string, { paint: FirstPaint | null }>({ max: 500, ttl: ttlMs });
  const pending = new Map<string, Promise<FirstPaint | null>>();

  /** The thread drawing with the current build's module; a rebuilt module gets a new thread. */
  const threadNow = (): DrawingThread | undefined => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return undefined;
    if (build?.mtimeMs !== mtimeMs) {
      void build?.thread.end();
      drawn.clear();
      build = { mtimeMs, thread: drawingThread({ serverDir, services, logger, idleMs, heapMb }) };
    }
    return build.thread;
  };

  const draw = async (thread: DrawingThread, address: string) => {
    const { paint, keep, missing, ms } = await thread.draw(address, Date.now() + budgetMs);
    if (paint) logger.debug({ address, ms }, 'first paint: page drawn');
    else logger.debug({ address, missing }, 'first paint: page not drawn');
    if (keep) drawn.set(address, { paint });
    return paint;
  };

  return async (req: Request): Promise<FirstPaint | null> => {
    if (!wantsFirstPaint(req)) return null;
    const address = req.originalUrl;
    const thread = threadNow();
    if (!thread) return null;
    const cached = drawn.get(address);
    if (cached) return cached.paint;
    let waiting = pending.get(address);
    if (!waiting) {
      if (thread.drawing() >= maxDrawing) return null;
      waiting = draw(thread, address).finally(() => pending.delete(address));
      pending.set(address, waiting);
    }
    return waiting;
  };
}
