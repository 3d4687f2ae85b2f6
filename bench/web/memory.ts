// `npm start`'s memory (issue 14 §3: ≤ 450 MB RSS for the whole process tree), measured from
// /proc: `npm start` itself is started (npm, the launcher and the app are all counted), on a
// fresh data folder and free ports, in embedded mode. Measured after start-up and again after a
// browsing session in headless Chromium (the browser is not part of the tree; a renderer the
// scraper starts would be). A measurement, not a test: it prints what it found and never fails.
//   npm run bench:memory
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { browserPath, CHROMIUM_ARGS } from '../../e2e/support/browser.js';
import { seedCurator, startApp } from './app.js';

const SETTLE_MS = Number(process.env.MEMORY_SETTLE_MS || 10_000);
const BUDGET_MB = 450;

interface Proc {
  pid: number;
  ppid: number;
  command: string;
  /** kB, from /proc/<pid>/status */
  rss: number;
  anon: number;
  file: number;
}

function readProc(pid: number): Proc | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return {
      pid,
      ppid: field('PPid'),
      command,
      rss: field('VmRSS'),
      anon: field('RssAnon'),
      file: field('RssFile') + field('RssShmem'),
    };
  } catch {
    return null; // gone meanwhile
  }
}

/** `root` and every process below it. */
function tree(root: number): Proc[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((proc): proc is Proc => proc !== null);
  const found: Proc[] = [];
  const walk = (pid: number) => {
    const proc = all.find((p) => p.pid === pid);
    if (!proc) return;
    found.push(proc);
    for (const child of all.filter((p) => p.ppid === pid)) walk(child.pid);
  };
  walk(root);
  return found;
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

function report(label: string, root: number): number {
  const procs = tree(root);
  const total = procs.reduce((sum, p) => sum + p.rss, 0);
  console.log(`\n${label}: ${mb(total)} RSS in ${procs.length} processes (budget ${BUDGET_MB} MB)`);
  for (const p of procs)
    console.log(
      `  ${mb(p.rss).padStart(7)}  (anon ${mb(p.anon)}, file/shared ${mb(p.file)})  ${p.command.slice(0, 110)}`,
    );
  return total;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const app = await startApp({ viaNpm: true });
try {
  await settle();
  report('After start-up', app.pid);

  // A short session: a curator signs up, saves gems, and reads the main screens; a visitor browses.
  const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS });
  try {
    const curator = await browser.newContext({ baseURL: app.url });
    const { username, gemIds } = await seedCurator(curator.request, 'mem', 20);
    const page = await curator.newPage();
    const paths = [
      '/',
      '/explore',
      '/explore?q=Thing',
      `/profile/${username}`,
      '/dashboard',
      '/notifications',
      '/rewards',
      '/settings',
      ...gemIds.slice(0, 5).map((id) => `/gem/${id}`),
    ];
    for (const path of paths) await page.goto(path, { waitUntil: 'networkidle' });
    const visitor = await browser.newPage({ baseURL: app.url });
    for (const path of ['/landing', '/', '/explore', ...gemIds.slice(5, 10).map((id) => `/gem/${id}`)])
      await visitor.goto(path, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
  await settle();
  report('After a browsing session', app.pid);
} catch (error) {
  await app.stop();
  throw error;
}
await app.stop({ keepData: true });

// The first start also creates the database (initdb, migrations); a restart on the same data
// folder is what a returning user runs.
try {
  const again = await startApp({ viaNpm: true, dataDir: app.dataDir });
  try {
    await settle();
    report('After a restart on the same data', again.pid);
  } finally {
    await again.stop();
  }
} finally {
  rmSync(app.dataDir, { recursive: true, force: true });
}
