import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { filesUnder } from './files';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;

/**
 * Writes a .br and a .gz beside every text asset of the build, at the highest levels (it costs
 * build time once, not CPU per request); the gateway serves them to browsers that accept them.
 */
export function precompress(minBytes = 1024): Plugin {
  let outDir = 'dist';
  let writes = true;
  return {
    name: 'gems-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      // The first-load plan's build (build/first-load-chunks.ts) stays in memory.
      writes = config.build.write;
    },
    closeBundle() {
      if (!writes) return;
      for (const file of filesUnder(outDir)) {
        // The server build of the app (build/prerender.ts) is read by the gateway, never sent.
        if (!COMPRESSIBLE.test(file) || file.includes('/.server/')) continue;
        const bytes = readFileSync(file);
        if (bytes.length < minBytes) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
