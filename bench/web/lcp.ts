// Largest Contentful Paint of the pages people land on (issue 14 §2: ≤ 1.2 s, ≤ 3 s with 4× CPU
// slowdown), against the product started as `npm start` starts it, in the system's headless
// Chromium. Each load is a fresh browser context (empty cache, as a first visit); the figure is
// the median of RUNS loads. A measurement, not a test: it prints a table and never fails.
//   npm run bench:lcp            (LCP_RUNS=7 for more loads)
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { browserPath, CHROMIUM_ARGS } from '../../e2e/support/browser.js';
import { median, seedCurator, startApp } from './app.js';

const RUNS = Number(process.env.LCP_RUNS || 5);
const BUDGET_MS = { 1: 1200, 4: 3000 } as const;

/** The page's LCP in ms once it has settled: the last largest-contentful-paint entry. */
const READ_LCP = () =>
  new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 5000);
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      clearTimeout(timer);
      resolve(entries[entries.length - 1]!.startTime);
      // A string the DOM typings of the Node-side compiler do not list.
    }).observe({ type: 'largest-contentful-paint' as 'mark', buffered: true });
  });

async function loadOnce(
  browser: Browser,
  url: string,
  slowdown: number,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<number> {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(url, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(READ_LCP);
    if (lcp === null) throw new Error(`no largest-contentful-paint entry for ${url}`);
    return lcp;
  } finally {
    await context.close();
  }
}

const app = await startApp();
const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS });
try {
  // A curator with a public gem: the gem page shows it, the curator's home shows the feed.
  const seed = await browser.newContext({ baseURL: app.url });
  const gemId = (await seedCurator(seed.request, 'lcp', 6)).gemIds.at(-1)!;
  const signedIn = await seed.storageState();
  await seed.close();

  const pages = [
    { name: 'landing (visitor)', path: '/landing', state: undefined },
    { name: 'home (signed in)', path: '/', state: signedIn },
    { name: 'gem page (visitor)', path: `/gem/${gemId}`, state: undefined },
  ];
  // One unmeasured load first: the server's own first answers (caches, JIT) are not the page's.
  for (const page of pages) await loadOnce(browser, app.url + page.path, 1, page.state);

  console.log(`LCP, median of ${RUNS} cold loads, headless Chromium, ${app.url}`);
  console.log('page                 CPU   median     min     max  budget');
  for (const page of pages) {
    for (const slowdown of [1, 4] as const) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++)
        times.push(await loadOnce(browser, app.url + page.path, slowdown, page.state));
      const mid = median(times);
      const verdict = mid <= BUDGET_MS[slowdown] ? 'ok' : 'OVER';
      console.log(
        `${page.name.padEnd(20)} ${`${slowdown}×`.padStart(3)} ${`${mid.toFixed(0)} ms`.padStart(8)} ` +
          `${Math.min(...times)
            .toFixed(0)
            .padStart(7)} ${Math.max(...times)
            .toFixed(0)
            .padStart(7)}  ` +
          `≤ ${BUDGET_MS[slowdown]} ms ${verdict}`,
      );
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
