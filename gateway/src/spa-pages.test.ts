import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { isSpaPage, SPA_PAGES } from './spa-pages.js';

describe('the SPA pages the gateway knows', () => {
  it('are exactly the pages of the web route table', () => {
    const routes = readFileSync(new URL('../../web/src/routes.tsx', import.meta.url), 'utf8');
    const paths = [...routes.matchAll(/path: '([^']+)'/g)].map((m) => m[1]).filter((p) => p !== '*');
    expect([...SPA_PAGES].sort()).toEqual(paths.sort());
  });

  it('match page paths with their parameters, and nothing else', () => {
    expect(isSpaPage('/')).toBe(true);
    expect(isSpaPage('/gem/42')).toBe(true);
    expect(isSpaPage('/profile/ada/')).toBe(true);
    expect(isSpaPage('/gem/42/extra')).toBe(false);
    expect(isSpaPage('/nope')).toBe(false);
    expect(isSpaPage('/s/abcdefgh')).toBe(false);
  });
});
