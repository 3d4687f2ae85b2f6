// Lighthouse (npm `lighthouse`, the system's Chromium) over the pages of issue 31, on the product
// started as `npm start` starts it: mobile emulation (Lighthouse's default) and its desktop
// preset, as a visitor and signed in. Prints the four category scores and LCP/TBT/CLS per page (its median run)
// with the machine's benchmarkIndex and load. A measurement, not a test: it never fails on a
// score (speed scores move with the machine's load; accessibility, best practices and CLS do not).
//   npm run bench:lighthouse                 every page, both presets
//   LH_PAGES=landing,gem LH_PRESETS=mobile   some of them
//   LH_JSON=DIR                              also keeps each report's JSON and trace in DIR
//   LH_RUNS=5                                runs of each page (default 3): the median run is shown
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { browserPath, CHROMIUM_ARGS } from '../../e2e/support/browser.js';
import { seedCurator, signInAsBenchAdmin, startApp } from './app.js';
import { operationUrl } from '../../packages/testkit/src/operation-url.js';

const PRESETS = (process.env.LH_PRESETS || 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const ONLY = process.env.LH_PAGES ? new Set(process.env.LH_PAGES.split(',')) : null;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Runs of a page at most while Lighthouse's trace misses the navigation (NO_NAVSTART, below). */
const NAVSTART_TRIES = 3;
/**
 * Runs of each page: Lighthouse's own advice for its variability is the median of several runs
 * (the run nearest the median FCP and TTI, its computeMedianRun). On this 2-core machine one run
 * of the same page ranged from 130 to 540 ms of blocking time.
 */
const RUNS = Math.max(1, Number(process.env.LH_RUNS || 3));

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
  admin?: boolean;
}

const app = await startApp();
const chrome = await launch({
  chromePath: browserPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  // A curator with public gems in a public collection: the pages a visitor lands on show them.
  const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS });
  const seed = await browser.newContext({ baseURL: app.url });
  const { username, gemIds } = await seedCurator(seed.request, 'lh', 6);
  const shelf = await seed.request.post(operationUrl('postCollections'), {
    data: { title: 'Things worth keeping', description: 'A public shelf', visibility: 'public' },
  });
  if (shelf.status() !== 201) throw new Error(`create collection answered ${shelf.status()}`);
  const shelfId = ((await shelf.json()) as { id: number }).id;
  for (const gemId of gemIds.slice(0, 3))
    await seed.request.post(operationUrl('postCollectionsIdGemsGemId', { id: shelfId, gemId }));
  const cookie = (await seed.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const asAdmin = await browser.newContext({ baseURL: app.url });
  await signInAsBenchAdmin(asAdmin.request, app);
  const adminCookie = (await asAdmin.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await browser.close();

  const targets: Target[] = [
    { name: 'home', path: '/', signedIn: false },
    { name: 'landing', path: '/landing', signedIn: false },
    { name: 'explore', path: '/explore', signedIn: false },
    { name: 'gem', path: `/gem/${gemIds.at(-1)}`, signedIn: false },
    { name: 'collection', path: `/collections/${shelfId}`, signedIn: false },
    { name: 'profile', path: `/profile/${username}`, signedIn: false },
    { name: 'home-in', path: '/', signedIn: true },
    // The public pages again as a member (issue 31 §1: "as a visitor and signed in").
    { name: 'landing-in', path: '/landing', signedIn: true },
    { name: 'explore-in', path: '/explore', signedIn: true },
    { name: 'gem-in', path: `/gem/${gemIds.at(-1)}`, signedIn: true },
    { name: 'collection-in', path: `/collections/${shelfId}`, signedIn: true },
    { name: 'profile-in', path: `/profile/${username}`, signedIn: true },
    { name: 'dashboard-in', path: '/dashboard', signedIn: true },
    { name: 'notifications-in', path: '/notifications', signedIn: true },
    { name: 'rewards-in', path: '/rewards', signedIn: true },
    { name: 'admin-in', path: '/admin', signedIn: true, admin: true },
  ].filter((t) => !ONLY || ONLY.has(t.name));

  // A server in use is warm: each page is drawn twice first, so the first one measured does not
  // pay for the drawing thread's first compilations (it did: LCP 3.2 s against 2.0–2.3 s).
  for (const target of targets)
    for (let i = 0; i < 2; i++)
      await fetch(app.url + target.path, {
        headers: {
          accept: 'text/html',
          ...(target.signedIn ? { Cookie: target.admin ? adminCookie : cookie } : {}),
        },
      }).then((res) => res.arrayBuffer());

  const lines: string[] = [];
  let benchmarkIndex = 0;
  for (const preset of PRESETS) {
    for (const target of targets) {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        extraHeaders: target.signedIn ? { Cookie: target.admin ? adminCookie : cookie } : undefined,
      };
      // NO_NAVSTART: the measured navigation leaves about:blank for a new renderer process (the
      // app's pages are origin-keyed: helmet's Origin-Agent-Cluster), and when that process
      // starts tracing late, as on a loaded machine, its first trace events (navigationStart,
      // fetchStart) are lost; the run has no time origin. Not the page's doing: measured again.
      const measureOnce = async () => {
        let result: RunnerResult | undefined;
        let attempts = 0;
        do {
          result = await lighthouse(
            app.url + target.path,
            flags,
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`no Lighthouse result for ${target.path}`);
          attempts++;
        } while (attempts < NAVSTART_TRIES && result.lhr.runtimeError?.code === 'NO_NAVSTART');
        return { result, remeasured: attempts - 1 };
      };
      const runs: Awaited<ReturnType<typeof measureOnce>>[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureOnce());
      const measured = runs.filter((r) => !r.result.lhr.runtimeError);
      const medianLhr = measured.length ? computeMedianRun(measured.map((r) => r.result.lhr)) : null;
      const { result } = runs.find((r) => r.result.lhr === medianLhr) ?? runs.at(-1)!;
      const { lhr } = result;
      const navstartRetries = runs.reduce((sum, r) => sum + r.remeasured, 0);
      const retried = navstartRetries ? `  (${navstartRetries} runs measured again: NO_NAVSTART)` : '';
      const tbts = measured.map((r) => r.result.lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      const spread =
        measured.length > 1
          ? `  TBT ${Math.min(...tbts).toFixed(0)}–${Math.max(...tbts).toFixed(0)} in ${measured.length} runs`
          : '';
      benchmarkIndex = lhr.environment.benchmarkIndex;
      if (process.env.LH_JSON) {
        mkdirSync(process.env.LH_JSON, { recursive: true });
        writeFileSync(join(process.env.LH_JSON, `${preset}-${target.name}.json`), JSON.stringify(lhr));
        // The trace Lighthouse took (what ran in each long task), for chrome://tracing or a script.
        const trace = (result.artifacts as { Trace?: unknown }).Trace;
        if (trace)
          writeFileSync(
            join(process.env.LH_JSON, `${preset}-${target.name}.trace.json`),
            JSON.stringify(trace),
          );
      }
      if (lhr.runtimeError) {
        // A page that did not load in Lighthouse's time (PAGE_HUNG on a loaded machine) has no scores.
        lines.push(
          `${preset.padEnd(8)}${target.name.padEnd(17)}not measured: ${lhr.runtimeError.code}${retried}`,
        );
        console.log(lines.at(-1));
        continue;
      }
      const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(4);
      const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
        .filter((id) =>
          ['accessibility', 'best-practices'].some((c) =>
            lhr.categories[c]?.auditRefs.some((r) => r.id === id && r.weight > 0),
          ),
        );
      lines.push(
        `${preset.padEnd(8)}${target.name.padEnd(17)}${score('performance')}${score('accessibility')}` +
          `${score('best-practices')}${score('seo')}` +
          `${`${(num('largest-contentful-paint') / 1000).toFixed(1)} s`.padStart(8)}` +
          `${`${num('total-blocking-time').toFixed(0)} ms`.padStart(9)}` +
          `${num('cumulative-layout-shift').toFixed(3).padStart(7)}  ` +
          `bi ${benchmarkIndex.toFixed(0)}${spread}${failing.length ? `  failing: ${failing.join(', ')}` : ''}${retried}`,
      );
      console.log(lines.at(-1));
    }
  }
  console.log(
    `\nLighthouse on ${app.url}, ${new Date().toISOString()}, ${cpus().length} cores ` +
      `(${cpus()[0]?.model ?? '?'}), load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, benchmarkIndex ${benchmarkIndex.toFixed(0)}`,
  );
  console.log('preset  page              perf a11y  b-p  seo     LCP      TBT    CLS');
  for (const line of lines) console.log(line);
} finally {
  chrome.kill();
  await app.stop();
}
