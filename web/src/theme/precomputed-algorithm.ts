import type { MappingAlgorithm } from 'antd';
import derived from './derived-light-tokens.json' with { type: 'json' };

/** A seed's identity, whatever the order of its keys. */
export function seedKey(seed: object): string {
  const entries = Object.entries(seed).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

const DERIVED_KEY = seedKey(derived.seed);

/**
 * antd's default (light) algorithm, answering the app's own light seed from its tokens derived
 * at build time (build/derive-theme-tokens.ts; a test checks they are what antd derives). antd
 * derives ~440 tokens from the seed in the browser — palettes of every colour — which was ~40 ms
 * of one long task on a phone's first load (docs/decisions.md, issue 31). Any other seed (less
 * motion, a dark theme) is derived as before.
 */
export function precomputedAlgorithm(base: MappingAlgorithm): MappingAlgorithm {
  return (seed, mapToken) =>
    mapToken === undefined && seedKey(seed) === DERIVED_KEY
      ? ({ ...derived.map } as unknown as ReturnType<MappingAlgorithm>)
      : base(seed, mapToken);
}
