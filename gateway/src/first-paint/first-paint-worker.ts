// The drawing thread's entry (a node:worker_threads Worker started by drawing-thread.ts): it loads
// the web build's server module and draws the pages the gateway asks for, making the pages' reads
// itself as a signed-out visitor. Bundled on its own for the image (deploy/bundle.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { DrawAnswer, DrawingMessage, DrawingSetup, DrawRequest } from './draw-messages.js';
import { visitorApi } from './visitor-api.js';

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

const { serverDir, services } = workerData as DrawingSetup;
const port = parentPort!;
// A module that fails to load ends this thread with its error: the gateway then stops asking.
const module = (await import(pathToFileURL(join(serverDir, 'render-page.js')).href)) as RenderModule;
const shipped: ReadonlySet<string> = new Set(
  JSON.parse(readFileSync(join(serverDir, 'shipped-style-paths.json'), 'utf8')) as string[],
);
module.sendRequestsWith(visitorApi(services));

/** The page drawn, or null; `keep` says whether the answer holds for the next visitors too. */
async function draw({ id, address, deadline }: DrawRequest): Promise<DrawAnswer> {
  const started = performance.now();
  try {
    const page = await module.renderPage(address, deadline);
    // A page drawn too late may be in time for the next visitor; one whose reads failed is not.
    if (!page.complete) return { id, paint: null, keep: !page.late, missing: page.missing };
    const css = module.pageStyles(page.styles, shipped);
    const paint = { html: page.html, state: page.state, css };
    return { id, paint, keep: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { id, paint: null, keep: false, missing: [`error: ${String(error)}`] };
  }
}

port.on('message', (request: DrawRequest) => {
  void draw(request).then((answer) => {
    try {
      port.postMessage(answer satisfies DrawingMessage);
    } catch (error) {
      // An answer that cannot be copied to the gateway (a value structured clone refuses).
      port.postMessage({ id: request.id, paint: null, keep: false, missing: [`error: ${String(error)}`] });
    }
  });
});
port.postMessage({ ready: true } satisfies DrawingMessage);
