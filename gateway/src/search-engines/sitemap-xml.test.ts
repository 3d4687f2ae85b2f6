import { describe, expect, it } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import { sitemapIndex, urlSet } from './sitemap-xml.js';

const parser = new XMLParser({ ignoreAttributes: false });

describe('sitemap XML', () => {
  it('writes a urlset with escaped locations and lastmod', () => {
    const xml = urlSet([
      { loc: 'https://g.example/profile/a&b<c>', lastmod: '2026-11-26T10:00:00.000Z' },
      { loc: 'https://g.example/gem/2', lastmod: '2026-11-25T10:00:00.000Z' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).not.toContain('a&b<c>');
    const parsed = parser.parse(xml);
    expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(parsed.urlset.url[0]).toEqual({
      loc: 'https://g.example/profile/a&b<c>',
      lastmod: '2026-11-26T10:00:00.000Z',
    });
  });

  it('writes a sitemap index', () => {
    const parsed = parser.parse(sitemapIndex([{ loc: 'https://g.example/sitemaps/gems-1.xml' }]));
    expect(parsed.sitemapindex.sitemap).toEqual({ loc: 'https://g.example/sitemaps/gems-1.xml' });
  });
});
