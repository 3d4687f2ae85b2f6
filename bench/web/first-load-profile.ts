// Where a page's first load spends the main thread, for deciding what to cut or defer: a trace
// of a visit (its main-thread tasks with their CPU time) and a CPU profile whose samples are
// mapped through the build's source maps to the package or source file that ran. Lighthouse's
// phone multiplies each task by 4 and counts what a task has over 50 ms as blocking; this does the
// same with the tasks' CPU time rather than their wall time, which on a shared machine includes
// waiting for a core (so figures compare across loads). A measurement, it never fails. Each run
// is a fresh context (a first visit); the per-task breakdown is the last run's.
//   npm run bench:first-load-profile                   the landing page, 3 runs
//   PROFILE_PAGES=/,/explore,gem PROFILE_RUNS=5        other pages (gem, collection, profile: seeded ones)
//   PROFILE_TOP=30 PROFILE_DETAIL=cssinjs              longer list; split matching sources by function
//   PROFILE_CALLS=1                                    also count JavaScript calls (separate visits)
//   PROFILE_SIGNED_IN=1                                as the seeded curator (a member), not a visitor
//   PROFILE_TASK_MS=20                                 list tasks over 20 ms at 4× (default 50)
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserPath, CHROMIUM_ARGS } from '../../e2e/support/browser.js';
import { median, seedCurator, startApp } from './app.js';
import { operationUrl } from '../../packages/testkit/src/operation-url.js';

const PAGES = (process.env.PROFILE_PAGES || '/landing').split(',');
const RUNS = Number(process.env.PROFILE_RUNS || 3);
const TOP = Number(process.env.PROFILE_TOP || 20);
const DETAIL = process.env.PROFILE_DETAIL;
const CALLS = Boolean(process.env.PROFILE_CALLS);
const SIGNED_IN = Boolean(process.env.PROFILE_SIGNED_IN);
const LISTED_TASK_MS = Number(process.env.PROFILE_TASK_MS || 50);
const SLOWDOWN = 4;
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const dist = process.env.WEB_DIST_DIR || fileURLToPath(new URL('../../web/dist', import.meta.url));

interface CallFrame {
  url: string;
  lineNumber: number;
  columnNumber: number;
  functionName: string;
}
interface Profile {
  startTime: number;
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}
interface Visit {
  profile: Profile;
  /** The trace's clock (µs) at navigation start; the CPU profile's clock is the same. */
  navigationStart: number;
  /** First contentful paint, ms after navigation start (unthrottled). */
  fcp: number;
  tasks: { start: number; wall: number; cpu: number }[];
}

const consumers = new Map<string, SourceMap | null>();
function consumerFor(url: string): SourceMap | null {
  if (!consumers.has(url)) {
    const file = join(dist, new URL(url).pathname + '.map');
    consumers.set(url, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return consumers.get(url)!;
}

/** A sample's place: the npm package (`antd/button`) or the app's own file, else the script. */
function placeOf(frame: CallFrame): string {
  if (frame.functionName === '(program)' || frame.functionName === '(garbage collector)')
    return frame.functionName;
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(native)';
  const map = /\/assets\/.+\.js$/.test(frame.url) ? consumerFor(frame.url) : null;
  // Both zero-based, as the profile's positions are.
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  const original = entry && 'originalSource' in entry ? (entry as SourceMapping & { name?: string }) : null;
  const source = original?.originalSource;
  if (!original || !source) return new URL(frame.url).pathname;
  if (DETAIL && source.includes(DETAIL))
    return `${source.replace(/^.*node_modules\//, '')}:${original.originalLine + 1} ${original.name ?? frame.functionName}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(?:es|lib|dist|cjs))?(?:\/([^/]+))?/.exec(source);
  if (pkg) return pkg[2] ? `${pkg[1]}/${pkg[2]}` : pkg[1]!;
  return source.replace(/^(\.\.\/)+/, '');
}

/** The member's session (PROFILE_SIGNED_IN), set once the curator is seeded. */
let memberSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

/** Lighthouse's phone: its screen and user agent (the app loads its install prompt on phones). */
const phoneContext = (browser: Browser) =>
  browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    userAgent: PHONE_USER_AGENT,
    storageState: memberSession,
  });

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await cdp.send('Tracing.end');
    await traced;
    return { profile, ...mainThreadTasks(events) };
  } finally {
    await context.close();
  }
}

interface FunctionCoverage {
  functionName: string;
  ranges: { startOffset: number; count: number }[];
}

/** A script's line starts, to turn a character offset into the line and column a map needs. */
const lineStarts = new Map<string, number[]>();
function positionIn(url: string, offset: number): { lineNumber: number; columnNumber: number } {
  if (!lineStarts.has(url)) {
    const file = join(dist, new URL(url).pathname);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    lineStarts.set(url, starts);
  }
  const starts = lineStarts.get(url)!;
  let line = 0;
  for (let lo = 0, hi = starts.length - 1; lo <= hi;) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= offset) {
      line = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return { lineNumber: line, columnNumber: offset - starts[line]! };
}

/**
 * The JavaScript calls of a first visit, by place (V8's call counts): a count of the work that
 * does not depend on how busy the machine is, unlike its time. A visit of its own, since counting
 * slows the page.
 */
async function countCalls(browser: Browser, url: string): Promise<Map<string, number>> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    // The site's renderer first (a file that is not the app): counting started in about:blank's
    // renderer can miss the page, which Chromium then loads in a process of its own.
    await page.goto(new URL('/manifest.webmanifest', url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as unknown as {
      result: { url: string; functions: FunctionCoverage[] }[];
    };
    const calls = new Map<string, number>();
    for (const script of result) {
      if (!/\/assets\/.+\.js$/.test(script.url)) continue;
      for (const fn of script.functions) {
        const count = fn.ranges[0]?.count ?? 0;
        if (!count) continue;
        const at = positionIn(script.url, fn.ranges[0]!.startOffset);
        const place = placeOf({ url: script.url, functionName: fn.functionName, ...at });
        calls.set(place, (calls.get(place) ?? 0) + count);
      }
    }
    return calls;
  } finally {
    await context.close();
  }
}

/**
 * The page's main-thread tasks from the trace, with their thread CPU time (`tdur`): on a shared
 * machine the wall time of a task includes waiting for a core, its CPU time does not.
 */
function mainThreadTasks(events: TraceEvent[]): Omit<Visit, 'profile'> {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((f) => f.pid === e.pid && f.name === 'firstContentfulPaint'),
  );
  if (!main) throw new Error('no renderer main thread with a first contentful paint in the trace');
  // The document's own navigationStart: an SVG picture is a document too, with an empty URL.
  const start =
    events.find(
      (e) =>
        e.pid === main.pid &&
        e.name === 'navigationStart' &&
        (e.args as { data?: { documentLoaderURL?: string } })?.data?.documentLoaderURL,
    )?.ts ?? Math.min(...events.filter((e) => e.pid === main.pid && e.ts > 0).map((e) => e.ts));
  const fcp = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint')!.ts;
  const tasks = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X')
    .map((e) => ({
      start: (e.ts - start) / 1000,
      wall: (e.dur ?? 0) / 1000,
      cpu: (e.tdur ?? e.dur ?? 0) / 1000,
    }));
  return { navigationStart: start, fcp: (fcp - start) / 1000, tasks };
}

/** Self time per place over the whole visit, and in each task that is long at 4× (`tasks`). */
async function breakdown({ profile }: Visit, tasks: Visit['tasks'], navigationStart: number) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  const inTask = tasks.map(() => new Map<string, number>());
  let clock = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    clock += profile.timeDeltas[i] ?? 0;
    const frame = byNode.get(profile.samples[i]!)!;
    if (frame.functionName === '(idle)') continue;
    const place = placeOf(frame);
    self.set(place, (self.get(place) ?? 0) + ms);
    const at = (clock - navigationStart) / 1000;
    const task = tasks.findIndex((t) => at >= t.start && at <= t.start + t.wall);
    if (task >= 0) inTask[task]!.set(place, (inTask[task]!.get(place) ?? 0) + ms);
  }
  return { self, inTask };
}

const top = (places: Map<string, number>, n: number) => [...places].sort((a, b) => b[1] - a[1]).slice(0, n);
/** Lighthouse's phone runs each task 4× slower; a task longer than 50 ms blocks for the rest. */
const blockingOf = (tasks: Visit['tasks']) =>
  tasks.reduce((sum, t) => sum + Math.max(0, t.cpu * SLOWDOWN - 50), 0);
const fmt = (values: number[]) =>
  `${median(values).toFixed(0)} (${values.map((v) => v.toFixed(0)).join(', ')})`;

const app = await startApp();
const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS });
try {
  const seed = await browser.newContext({ baseURL: app.url });
  const { username, gemIds } = await seedCurator(seed.request, 'prof', 6);
  const shelf = await seed.request.post(operationUrl('postCollections'), {
    data: { title: 'Things worth keeping', description: 'A public shelf', visibility: 'public' },
  });
  const shelfId = ((await shelf.json()) as { id: number }).id;
  for (const gemId of gemIds.slice(0, 3))
    await seed.request.post(operationUrl('postCollectionsIdGemsGemId', { id: shelfId, gemId }));
  const seeded: Record<string, string> = {
    gem: `/gem/${gemIds.at(-1)}`,
    collection: `/collections/${shelfId}`,
    profile: `/profile/${username}`,
  };
  if (SIGNED_IN) memberSession = await seed.storageState();
  await seed.close();
  for (const path of PAGES) {
    const target = seeded[path] ?? path;
    // One unmeasured visit first: the server's own first answers are not the page's.
    const warm = await phoneContext(browser);
    await (await warm.newPage()).goto(app.url + target, { waitUntil: 'networkidle' });
    await warm.close();

    const visits: Visit[] = [];
    for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, app.url + target));
    const cpu = (v: Visit) => v.tasks.reduce((sum, t) => sum + t.cpu, 0);
    const afterFcp = (v: Visit) => v.tasks.filter((t) => t.start >= v.fcp);
    console.log(
      `\n${target}${SIGNED_IN ? ' (signed in)' : ''}, ${RUNS} runs, load ${loadavg()[0]!.toFixed(1)} (medians, then each run):\n` +
        `  first contentful paint ${fmt(visits.map((v) => v.fcp))} ms unthrottled\n` +
        `  main-thread CPU ${fmt(visits.map(cpu))} ms\n` +
        `  blocking at ${SLOWDOWN}× after FCP ${fmt(visits.map((v) => blockingOf(afterFcp(v))))} ms, ` +
        `of every task ${fmt(visits.map((v) => blockingOf(v.tasks)))} ms`,
    );
    const last = visits.at(-1)!;
    const long = last.tasks.filter((t) => t.cpu * SLOWDOWN > LISTED_TASK_MS);
    const { self, inTask } = await breakdown(last, long, last.navigationStart);
    console.log(`  tasks over ${LISTED_TASK_MS} ms at 4× (last run; start ms, CPU ms × 4, what ran):`);
    long.forEach((t, i) =>
      console.log(
        `    ${t.start.toFixed(0).padStart(5)} ${(t.cpu * SLOWDOWN).toFixed(0).padStart(5)}  ` +
          top(inTask[i]!, 5)
            .map(([place, ms]) => `${place} ${ms.toFixed(0)}`)
            .join(', '),
      ),
    );
    console.log('  self time by place (last run, unthrottled ms):');
    for (const [place, ms] of top(self, TOP)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${place}`);
    if (CALLS) {
      const counts: Map<string, number>[] = [];
      for (let run = 0; run < RUNS; run++) counts.push(await countCalls(browser, app.url + target));
      const total = (c: Map<string, number>) => [...c.values()].reduce((sum, n) => sum + n, 0);
      console.log(`  JavaScript calls ${fmt(counts.map(total))}; by place (last run):`);
      for (const [place, n] of top(counts.at(-1)!, TOP)) console.log(`  ${String(n).padStart(9)}  ${place}`);
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
