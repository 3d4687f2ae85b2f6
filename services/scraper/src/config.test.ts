import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@gems/platform/config';
import { loadScraperConfig } from './config.js';

describe('loadScraperConfig', () => {
  it('defaults to the spec limits: 80/443, 5 MB, 5 redirects, previews cached 10 minutes', () => {
    expect(loadScraperConfig({})).toMatchObject({
      PORT: 4005,
      SCRAPER_ALLOWED_PORTS: [80, 443],
      SCRAPER_ALLOW_HOSTS: [],
      SCRAPER_MAX_BYTES: 5 * 1024 * 1024,
      SCRAPER_MAX_REDIRECTS: 5,
      SCRAPER_CACHE_TTL_SECONDS: 600,
    });
  });

  it('reads lists, and names the variable of a bad value', () => {
    expect(
      loadScraperConfig({ SCRAPER_ALLOW_HOSTS: '127.0.0.1:4100, [::1]:80', SCRAPER_ALLOWED_PORTS: '443' }),
    ).toMatchObject({
      SCRAPER_ALLOW_HOSTS: ['127.0.0.1:4100', '[::1]:80'],
      SCRAPER_ALLOWED_PORTS: [443],
    });
    expect(() => loadScraperConfig({ SCRAPER_ALLOWED_PORTS: 'http' })).toThrow(ConfigError);
    expect(() => loadScraperConfig({ SCRAPER_ALLOW_HOSTS: 'localhost' })).toThrow(/SCRAPER_ALLOW_HOSTS/);
  });
});
