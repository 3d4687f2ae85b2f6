// The first-load budget: the gzipped JavaScript a browser must fetch before a page can show,
// for the pages people land on. Reads the build's manifest (vite build writes it), walks each
// page's static imports from the entry, and fails when a page is over its ceiling.
//   node web/build/first-load-budget.mjs          checks the existing build (WEB_DIST_DIR or web/dist)
//   node web/build/first-load-budget.mjs --build  builds into a temporary folder first (npm run lint)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Issue 14's budget: 200 KB a page, enforced (docs/benchmarks.md, "First load, fourth round",
// says what the kilobytes are and what was cut to get there).
const TARGET_KB = 200;
const CEILING_KB = 200;
/** The pages people land on (also the pages build/first-load-chunks.ts plans chunks for). */
const PAGES = JSON.parse(readFileSync(new URL('./landing-pages.json', import.meta.url), 'utf8'));

const web = fileURLToPath(new URL('..', import.meta.url));
const building = process.argv.includes('--build');
const dist = building
  ? mkdtempSync(join(tmpdir(), 'gems-budget-'))
  : process.env.WEB_DIST_DIR || join(web, 'dist');
if (building) {
  execFileSync(
    process.execPath,
    [join(web, '../node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: 'inherit',
      env: { ...process.env, WEB_DIST_DIR: dist },
    },
  );
}

let over = false;
try {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

  /** The chunk and everything it imports statically (what loads before it can run). */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };

  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  for (const [name, source] of Object.entries(PAGES)) {
    if (!manifest[source]) throw new Error(`${source} is not in the build's manifest`);
    const chunks = closure(source, closure(entry));
    const kb = [...chunks].reduce((sum, key) => sum + gzipped(manifest[key].file), 0) / 1024;
    if (kb > CEILING_KB) over = true;
    const verdict = kb > CEILING_KB ? 'OVER the ceiling' : kb > TARGET_KB ? 'over target' : 'ok';
    console.log(
      `${name.padEnd(9)} ${kb.toFixed(0).padStart(4)} KB gzipped JS in ${chunks.size} chunks ` +
        `(ceiling ${CEILING_KB} KB, target ${TARGET_KB} KB) ${verdict}`,
    );
  }
} finally {
  if (building) rmSync(dist, { recursive: true, force: true });
}
process.exit(over ? 1 : 0);
