import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
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

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
