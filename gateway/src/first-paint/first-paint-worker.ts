// The drawing thread's code (a node:worker_threads Worker started by drawing-thread.ts): it draws
// the pages the gateway asks for with the web build's server module, making the pages' reads
// itself, as a signed-out visitor or as the member whose page it is. Bundled on its own for the
// image (deploy/bundle.mjs).
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { DrawAnswer, DrawingMessage, DrawingSetup, DrawRequest } from './draw-messages.js';
import { pageApi } from './page-api.js';

/** What the web build's server module (web/src/prerender/render-page.tsx) offers the gateway. */
interface RenderModule {
  sendRequestsWith(send: typeof fetch): void;
  renderPage(
    path: string,
    deadline: number,
    options?: { signedIn?: boolean },
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

/**
 * Whose page each read belongs to: pages are drawn two at a time, and a member's session must
 * go with their own page's reads only (the store follows each drawing's awaits).
 */
const drawingFor = new AsyncLocalStorage<string | undefined>();

/** The page drawn, or null; `keep` says whether the answer holds for the next visitors too. */
async function draw(
  module: RenderModule,
  shipped: ReadonlySet<string>,
  { id, address, deadline, session }: DrawRequest,
): Promise<DrawAnswer> {
  const started = performance.now();
  try {
    const page = await drawingFor.run(session, () =>
      module.renderPage(address, deadline, { signedIn: session !== undefined }),
    );
    // A page drawn too late may be in time for the next visitor; one whose reads failed is not.
    if (!page.complete) return { id, paint: null, keep: !page.late, missing: page.missing };
    const styles = module.pageStyles(page.styles, shipped);
    const paint = { html: page.html, state: page.state, styles };
    return { id, paint, keep: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { id, paint: null, keep: false, missing: [`error: ${String(error)}`] };
  }
}

/**
 * Serves the gateway's requests with `module` (loaded by the thread's start, drawing-thread.ts):
 * says `ready`, then answers each page.
 */
export function serveDrawing(module: RenderModule): void {
  const { serverDir, services } = workerData as DrawingSetup;
  const port = parentPort!;
  const shipped: ReadonlySet<string> = new Set(
    JSON.parse(readFileSync(join(serverDir, 'shipped-style-paths.json'), 'utf8')) as string[],
  );
  module.sendRequestsWith(pageApi(services, () => drawingFor.getStore()));
  port.on('message', (request: DrawRequest) => {
    void draw(module, shipped, request).then((answer) => {
      try {
        port.postMessage(answer satisfies DrawingMessage);
      } catch (error) {
        // An answer that cannot be copied to the gateway (a value structured clone refuses).
        port.postMessage({ id: request.id, paint: null, keep: false, missing: [`error: ${String(error)}`] });
      }
    });
  });
  port.postMessage({ ready: true } satisfies DrawingMessage);
}
