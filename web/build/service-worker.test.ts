import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fillServiceWorker, precached } from './service-worker';

const source = readFileSync(new URL('../public/service-worker.js', import.meta.url), 'utf8');
const built = ['index.html', 'assets/index-abc.js', 'assets/index-abc.js.map', 'assets/index-abc.css'];

describe('the service worker of a build', () => {
  it('precaches the shell and the scripts and styles, not the source maps or itself', () => {
    expect(precached([...built, 'service-worker.js', 'icon.svg'])).toEqual([
      '/',
      '/assets/index-abc.css',
      '/assets/index-abc.js',
      '/icon.svg',
    ]);
  });

  it('gets the list and a version that changes with the build', () => {
    const one = fillServiceWorker(source, built);
    const two = fillServiceWorker(source, [...built, 'assets/page-def.js']);
    const version = (worker: string) => /"version":"([0-9a-f]{12})"/.exec(worker)?.[1];
    expect(one).toContain('"/assets/index-abc.js"');
    expect(version(one)).toBeDefined();
    expect(version(two)).not.toBe(version(one));
    expect(one).not.toContain("version: 'dev'");
  });

  it('refuses a worker without the placeholder line', () => {
    expect(() => fillServiceWorker('self.addEventListener("fetch", () => {});', built)).toThrow(
      /placeholder/,
    );
  });
});
