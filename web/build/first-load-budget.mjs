// The first-load budget: the gzipped JavaScript a browser must fetch before a page can show,
// for the pages people land on. Reads the build's manifest (vite build writes it), walks each
// page's static imports from the entry, and fails when a page is over the budget.
//   npm run build -w web && node web/build/first-load-budget.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const PAGES = {
  landing: 'src/pages/landing-page.tsx',
  home: 'src/pages/home-page.tsx',
  'gem page': 'src/pages/gem-page.tsx',
};

const dist = process.env.WEB_DIST_DIR || new URL('../dist', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The chunk and everything it imports statically (what loads before it can run). */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
let over = false;
for (const [name, source] of Object.entries(PAGES)) {
  const chunks = closure(source, closure(entry));
  const kb = [...chunks].reduce((sum, key) => sum + gzipped(manifest[key].file), 0) / 1024;
  const verdict = kb <= BUDGET_KB ? 'ok' : 'OVER';
  if (kb > BUDGET_KB) over = true;
  console.log(
    `${name.padEnd(9)} ${kb.toFixed(0).padStart(4)} KB gzipped JS in ${chunks.size} chunks (budget ${BUDGET_KB} KB) ${verdict}`,
  );
}
process.exit(over ? 1 : 0);
