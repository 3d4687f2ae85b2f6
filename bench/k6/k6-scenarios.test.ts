import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { build } from 'esbuild';

/**
 * k6 cannot run on the project machines, so CI checks what it can: every scenario bundles (its
 * imports resolve, its syntax is valid JavaScript k6 accepts) and declares thresholds.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const scenarios = readdirSync(dir).filter((f) => f.endsWith('.js'));

describe('k6 scenarios', () => {
  it('cover the main flows', () => {
    expect(scenarios).toEqual(
      expect.arrayContaining([
        'visitor-browsing.js',
        'feed.js',
        'explore-search.js',
        'save-gem.js',
        'like-and-comment.js',
        'bookmark-import.js',
      ]),
    );
  });

  it.each(scenarios)('%s bundles with k6 modules left to k6, and sets thresholds', async (file) => {
    const result = await build({
      entryPoints: [`${dir}/${file}`],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      target: 'es2020',
      external: ['k6', 'k6/*'],
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const code = result.outputFiles[0]!.text;
    expect(code).toMatch(/thresholds/);
    expect(code).not.toMatch(/from ["'](?!k6)/); // nothing left unresolved but k6's own modules
  });
});
