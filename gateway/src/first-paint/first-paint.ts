import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from '@gems/platform/logger';
import type { ServiceName } from '../routing-table.js';
import { drawingThread, type DrawingThread } from './drawing-thread.js';
import { pageAudience } from './page-audience.js';

/** A page drawn in the gateway: what goes in #root, its answers (JSON) and its own styles. */
export interface FirstPaint {
  html: string;
  state: unknown;
  /** antd's `<style>` elements for the page (web/src/prerender/render-page.tsx, pageStyles). */
  styles: string;
  /** Drawn from a member's own reads: for them alone, never stored by any cache. */
  personal?: boolean;
}

/** A member's verified session: the token their page's reads carry, and who they are. */
export interface MemberSession {
  token: string;
  userId: number;
}

export interface FirstPaintOptions {
  /** The web build (WEB_DIST_DIR); its .server folder holds the module. */
  distDir: string;
  /** Where the page's reads go, per service (the drawing thread's page-api.ts). */
  services: Record<ServiceName, string>;
  /**
   * The session of a request with a session cookie, verified (signature, expiry, revocation), or
   * null; without it, members' pages are not drawn.
   */
  sessionOf?: (req: Request) => Promise<MemberSession | null>;
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
 * First paints (issue 31, a phone's first load): the page drawn with the app's own components
 * (the web build's server module), so it shows before the app's JavaScript has loaded; the app
 * then adopts it. A visitor's page is drawn from what a signed-out visitor may read and reused
 * for `ttlMs`; a signed-in member's from their own reads, once their session is verified, for
 * them alone and never reused (page-audience.ts says whose page a navigation is). The drawing
 * happens in a thread of its own (drawing-thread.ts), so the gateway keeps proxying while React
 * renders, and its heap is given back when nobody comes. A page whose reads fail or take too
 * long, a busy or failed thread, or a build without the module give the app as before.
 */
export function firstPaints({
  distDir,
  services,
  sessionOf,
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

  const draw = async (thread: DrawingThread, address: string, member?: MemberSession) => {
    const { paint, keep, missing, ms } = await thread.draw(address, Date.now() + budgetMs, member?.token);
    const userId = member?.userId;
    if (paint) logger.debug({ address, userId, ms }, 'first paint: page drawn');
    else logger.debug({ address, userId, missing }, 'first paint: page not drawn');
    if (member) return paint && { ...paint, personal: true };
    if (keep) drawn.set(address, { paint });
    return paint;
  };

  /** The page being drawn for `key` (a visitor's address, or a member's and theirs), drawn once. */
  const once = (key: string, thread: DrawingThread, drawIt: () => Promise<FirstPaint | null>) => {
    let waiting = pending.get(key);
    if (!waiting) {
      if (thread.drawing() >= maxDrawing) return null;
      waiting = drawIt().finally(() => pending.delete(key));
      pending.set(key, waiting);
    }
    return waiting;
  };

  return async (req: Request): Promise<FirstPaint | null> => {
    const audience = pageAudience(req);
    if (!audience || (audience === 'member' && !sessionOf)) return null;
    const address = req.originalUrl;
    const thread = threadNow();
    if (!thread) return null;
    if (audience === 'member') {
      const member = await sessionOf!(req);
      if (!member) return null;
      return once(`${member.userId} ${address}`, thread, () => draw(thread, address, member));
    }
    const cached = drawn.get(address);
    if (cached) return cached.paint;
    return once(address, thread, () => draw(thread, address));
  };
}
