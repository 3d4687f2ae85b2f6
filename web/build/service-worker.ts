import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The line of public/service-worker.js that this plugin fills in. */
const PLACEHOLDER = /^const BUILD = .*; \/\/ replaced at build time$/m;

/** What the worker precaches: the shell and the build's scripts, styles and icons (no maps). */
export const precached = (files: readonly string[]) => [
  '/',
  ...files
    .filter((file) => /\.(js|css|svg|webmanifest|woff2?)$/.test(file))
    .filter((file) => file !== 'service-worker.js')
    .map((file) => `/${file}`)
    .sort(),
];

/** The worker's source with this build's version and file list in place of the placeholder. */
export function fillServiceWorker(source: string, files: readonly string[]): string {
  if (!PLACEHOLDER.test(source)) throw new Error('service-worker.js has no BUILD placeholder line');
  const list = precached(files);
  const version = createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 12);
  return source.replace(PLACEHOLDER, `const BUILD = ${JSON.stringify({ version, files: list })};`);
}

/**
 * Writes this build's precache list and version into dist/service-worker.js (copied from
 * public/ before the bundle is written): a new build is a new cache, and the old one goes.
 */
export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let publicFiles: string[] = [];
  let writes = true;
  return {
    name: 'gems-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      writes = config.build.write;
      publicFiles = config.publicDir ? readdirSync(config.publicDir) : [];
    },
    writeBundle(_options, bundle) {
      if (!writes) return;
      const file = join(outDir, 'service-worker.js');
      writeFileSync(
        file,
        fillServiceWorker(readFileSync(file, 'utf8'), [...Object.keys(bundle), ...publicFiles]),
      );
    },
  };
}
