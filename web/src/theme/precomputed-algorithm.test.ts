import { describe, expect, it, jest } from '@jest/globals';
import { theme } from 'antd';
import { deriveLightTokens } from '../../build/derive-theme-tokens';
import derived from './derived-light-tokens.json' with { type: 'json' };
import { precomputedAlgorithm, seedKey } from './precomputed-algorithm';
import { themeToken } from './theme-config';

const REGENERATE = 'out of date: run `npx tsx web/build/derive-theme-tokens.ts`';

describe('the light theme derived ahead of time', () => {
  it('holds the seed antd hands the algorithm for the app’s theme, and what antd derives from it', () => {
    const now = deriveLightTokens();
    expect({ seed: derived.seed, note: REGENERATE }).toEqual({ seed: now.seed, note: REGENERATE });
    expect({ map: derived.map, note: REGENERATE }).toEqual({ map: now.map, note: REGENERATE });
  });

  it('gives antd the same design tokens as the default algorithm for the app’s light theme', () => {
    const token = themeToken('light', false);
    const precomputed = theme.getDesignToken({
      algorithm: precomputedAlgorithm(theme.defaultAlgorithm),
      token,
    });
    expect(precomputed).toEqual(theme.getDesignToken({ algorithm: theme.defaultAlgorithm, token }));
    expect(precomputed.colorPrimary).toBe('#7c3aed');
  });

  it('answers its own seed without deriving, and derives any other seed', () => {
    const base = jest.fn(theme.defaultAlgorithm);
    const algorithm = precomputedAlgorithm(base);
    const reordered = Object.fromEntries(Object.entries(derived.seed).reverse());
    expect(algorithm(reordered as never)).toEqual(derived.map);
    expect(base).not.toHaveBeenCalled();
    const otherBrand = algorithm({ ...derived.seed, colorPrimary: '#1677ff' } as never);
    expect(base).toHaveBeenCalledTimes(1);
    expect(otherBrand.colorPrimary).toBe('#1677ff');
    expect(seedKey({ b: 1, a: 2 })).toBe(seedKey({ a: 2, b: 1 }));
  });
});
