import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from '@gems/platform/logger';
import type { DrawAnswer, DrawingMessage, DrawingSetup, DrawRequest } from './draw-messages.js';

export interface DrawingThreadOptions extends DrawingSetup {
  logger: Logger;
  /** The thread ends after this long with nothing to draw (the next page starts it again). */
  idleMs?: number;
  /** The thread's heap (old generation) at most: past it the thread dies, not the gateway. */
  heapMb?: number;
  /** How long past its deadline a visitor waits for a page (the thread's answer and its copy). */
  graceMs?: number;
  /** A page still unanswered this long past its deadline means the thread is stuck: it is ended. */
  stuckMs?: number;
}

export interface DrawingThread {
  /**
   * The page drawn by `deadline` (epoch ms), or a "not drawn" answer; never rejects. With a
   * member's verified `session`, it is drawn from their reads; else from a visitor's.
   */
  draw(address: string, deadline: number, session?: string): Promise<Omit<DrawAnswer, 'id'>>;
  /** Pages asked for and not yet answered (a stuck thread's count until it is ended). */
  drawing(): number;
  /** Whether the thread is running now (it starts on the first page and ends when idle). */
  running(): boolean;
  /** Ends the thread for good (a rebuilt module gets a new DrawingThread). */
  end(): Promise<void>;
}

const notDrawn = (why: string) => ({ paint: null, keep: false, missing: [why] });

/**
 * The thread's start (code run by the Worker): the web build's module, then the thread's own code
 * (first-paint-worker.ts), which serves the gateway with it. Its code is its bundle beside the
 * gateway's own (deploy/bundle.mjs writes dist/first-paint-worker.mjs beside dist/main.mjs, where
 * this code then runs), or else its TypeScript source through tsx (development, `npm start`,
 * tests). The module is imported before tsx is loaded: through tsx's hooks it cost the thread
 * ~500 MB more (tsx rewrites the 3.7 MB file with a source map). A thread inherits none of the
 * gateway's `--import`s (telemetry, tsx's own hooks).
 */
function threadStart(serverDir: string): string {
  const module = JSON.stringify(pathToFileURL(join(serverDir, 'render-page.js')).href);
  const bundled = new URL('./first-paint-worker.mjs', import.meta.url);
  let code = `import(${JSON.stringify(bundled.href)})`;
  if (!existsSync(bundled)) {
    // Only here: the image has no tsx.
    const source = JSON.stringify(new URL('./first-paint-worker.ts', import.meta.url).href);
    const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
    code = `import(${tsx}).then(({ tsImport }) => tsImport(${source}, ${source}))`;
  }
  return `import(${module}).then((module) => ${code}.then(({ serveDrawing }) => serveDrawing(module)));`;
}

/**
 * The thread that draws first paints (first-paint-worker.ts), off the gateway's event
 * loop and in a heap of its own: started on the first page, ended after `idleMs` without one.
 * A thread that dies (a crash, its heap limit, a module that does not load) answers its pages
 * "not drawn"; it is started again on the next page, except when the module never loaded (that
 * build is not tried again: a rebuild makes a new DrawingThread).
 */
export function drawingThread({
  serverDir,
  services,
  logger,
  idleMs = 300_000,
  heapMb = 128,
  graceMs = 250,
  stuckMs = 10_000,
}: DrawingThreadOptions): DrawingThread {
  let worker: Worker | undefined;
  let ended = false;
  let broken = false;
  let nextId = 0;
  const waiting = new Map<number, { thread: Worker; answer: (answer: Omit<DrawAnswer, 'id'>) => void }>();
  let idle: NodeJS.Timeout | undefined;

  /** Ends a thread; pages it still owes are answered "not drawn" when it has exited. */
  const stop = (thread: Worker) => {
    if (worker === thread) worker = undefined;
    void thread.terminate();
  };

  const start = (): Worker => {
    const thread = new Worker(threadStart(serverDir), {
      eval: true,
      workerData: { serverDir, services } satisfies DrawingSetup,
      execArgv: process.execArgv.filter((flag) => flag === '--enable-source-maps'),
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    let ready = false;
    thread.on('message', (message: DrawingMessage) => {
      if ('ready' in message) {
        ready = true;
        return;
      }
      waiting.get(message.id)?.answer(message);
      waiting.delete(message.id);
      if (worker === thread && !waiting.size) {
        clearTimeout(idle);
        idle = setTimeout(() => stop(thread), idleMs).unref();
      }
    });
    thread.on('error', (error) => {
      if (ready)
        logger.warn(
          { err: error },
          'first paint: the drawing thread failed (started again on the next page)',
        );
      else {
        // The module of this build does not load: not tried again until it is rebuilt.
        broken = true;
        logger.error({ err: error }, 'first paint: the web build’s server module did not load');
      }
    });
    thread.on('exit', () => {
      if (worker === thread) worker = undefined;
      for (const [id, page] of waiting)
        if (page.thread === thread) {
          page.answer(notDrawn('the drawing thread ended'));
          waiting.delete(id);
        }
    });
    // The gateway's shutdown does not wait for a drawing (after the listeners, which ref it).
    thread.unref();
    return thread;
  };

  return {
    draw(address, deadline, session) {
      if (ended || broken) return Promise.resolve(notDrawn('no module'));
      clearTimeout(idle);
      worker ??= start();
      const thread = worker;
      const id = ++nextId;
      return new Promise((resolve) => {
        const wait = deadline - Date.now();
        // Held (not unref'd): a visitor is waiting, for `graceMs` past the deadline at most.
        const late = setTimeout(() => resolve(notDrawn('not answered in time')), wait + graceMs);
        const stuck = setTimeout(() => {
          logger.warn({ address }, 'first paint: the drawing thread is stuck; ended');
          stop(thread);
        }, wait + stuckMs).unref();
        waiting.set(id, {
          thread,
          answer: (answer) => {
            clearTimeout(late);
            clearTimeout(stuck);
            resolve(answer);
          },
        });
        thread.postMessage({ id, address, deadline, session } satisfies DrawRequest);
      });
    },
    drawing: () => waiting.size,
    running: () => worker !== undefined,
    async end() {
      ended = true;
      clearTimeout(idle);
      await worker?.terminate();
    },
  };
}
