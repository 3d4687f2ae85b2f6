import type { ServiceName } from '../routing-table.js';
import type { FirstPaint } from './first-paint.js';

/** What the drawing thread is started with (workerData: plain data, copied into the thread). */
export interface DrawingSetup {
  /** The web build's .server folder: render-page.js and shipped-style-paths.json. */
  serverDir: string;
  /** Where the page's reads go, per service (page-api.ts). */
  services: Record<ServiceName, string>;
}

/** The gateway asks for one page, drawn by `deadline` (epoch ms: both threads share the clock). */
export interface DrawRequest {
  id: number;
  address: string;
  deadline: number;
  /** A signed-in member's verified session token: the page is drawn from their reads. */
  session?: string;
}

/** The drawing thread's answer: the page or null ("not drawn"), and whether that holds for the next visitors. */
export interface DrawAnswer {
  id: number;
  paint: FirstPaint | null;
  keep: boolean;
  /** Why the page was not drawn (the queries missing, the error), for the gateway's log. */
  missing?: string[];
  ms?: number;
}

/** The drawing thread says `ready` once the build's module is loaded, then answers requests. */
export type DrawingMessage = { ready: true } | DrawAnswer;
