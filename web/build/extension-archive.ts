import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { build, type Plugin } from 'vite';
import { filesUnder } from './files';

/** Where the archive is served from: the account menu's "Get Chrome Extension" downloads it. */
const EXTENSION_ARCHIVE = 'downloads/gems-extension.zip';

/**
 * Builds the browser extension (extension/, Manifest V3) with the web app and writes it, zipped,
 * into the app's build at `downloads/gems-extension.zip` (spec 01 §2: the menu item "downloads an
 * extension archive, then shows install instructions"). Unzipped, it is the folder Chromium's
 * "Load unpacked" takes.
 */
export function extensionArchive(extensionDir: string): Plugin {
  let outDir = 'dist';
  let writes = true;
  return {
    name: 'gems-extension-archive',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      writes = config.build.write;
    },
    async closeBundle() {
      if (!writes) return;
      await build({ configFile: join(extensionDir, 'vite.config.ts'), logLevel: 'warn' });
      const dist = join(extensionDir, 'dist');
      const files: Zippable = {};
      for (const file of filesUnder(dist))
        files[`gems-extension/${relative(dist, file)}`] = readFileSync(file);
      const archive = join(outDir, EXTENSION_ARCHIVE);
      mkdirSync(join(archive, '..'), { recursive: true });
      writeFileSync(archive, zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }));
    },
  };
}
