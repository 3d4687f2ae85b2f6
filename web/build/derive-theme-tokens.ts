// Derives the light theme's antd tokens from the app's seed, as antd would in the browser, and
// writes them to web/src/theme/derived-light-tokens.json (precomputed-algorithm.ts). Run again
// after changing the theme's tokens or upgrading antd (its test says when):
//   npx tsx web/build/derive-theme-tokens.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { theme, type MappingAlgorithm } from 'antd';
import { themeToken } from '../src/theme/theme-config';

/** The seed antd hands the algorithm for the app's light theme with motion, and what it derives. */
export function deriveLightTokens(): { seed: Record<string, unknown>; map: Record<string, unknown> } {
  let seed: Record<string, unknown> | undefined;
  const capture: MappingAlgorithm = (given) => {
    seed = { ...given };
    return theme.defaultAlgorithm(given);
  };
  theme.getDesignToken({ algorithm: capture, token: themeToken('light', false) });
  if (!seed) throw new Error('antd did not call the algorithm');
  return { seed, map: { ...theme.defaultAlgorithm(seed as never) } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('../src/theme/derived-light-tokens.json', import.meta.url));
  writeFileSync(file, `${JSON.stringify(deriveLightTokens(), null, 2)}\n`);
  console.log(`wrote ${file}`);
}
