import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { extractBatchUrls, firstHttpUrl } from '@gems/contracts';
import { parseAddDate, parseNetscapeBookmarks } from './netscape-bookmarks.parser.js';
import { toImportItems } from './bookmark-items.js';
import { csvCell } from './imports.service.js';

const fixture = readFileSync(new URL('../../test/fixtures/bookmarks.html', import.meta.url));

describe('parseNetscapeBookmarks', () => {
  it('reads links with their folders, tags, dates and descriptions', () => {
    const { declared, bookmarks } = parseNetscapeBookmarks(fixture);
    expect(declared).toBe(true);
    expect(bookmarks.map((b) => [b.href, b.folders.join(' / ')])).toEqual([
      ['https://toolbar.example/start', ''],
      ['https://recipes.example/bread?utm_source=newsletter', 'Cooking'],
      ['https://sweets.example/tart', 'Cooking / Desserts'],
      ['javascript:alert(document.cookie)', 'Cooking'],
      ['https://blog.example/post-1', 'Reading'],
      ['HTTPS://BLOG.EXAMPLE/post-1/#comments', 'Reading'],
      ['https://blog.example/untitled', 'Reading'],
      ['place:sort=8&maxResults=10', 'Reading'],
      ['https://loose.example/', ''],
    ]);
    expect(bookmarks[1]).toMatchObject({
      title: 'Sourdough & rye',
      description: 'A slow loaf, step by step',
      tags: ['bread', 'baking'],
      addedAt: new Date('2020-01-01T00:00:00Z'),
    });
    expect(bookmarks[2]?.description).toBe('');
    expect(bookmarks[6]?.addedAt).toBeNull();
  });

  it('gives each link its status: duplicates by canonical URL, only http(s) importable', () => {
    const items = toImportItems(parseNetscapeBookmarks(fixture).bookmarks);
    expect(items.map((i) => i.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'failed',
      'pending',
      'duplicate',
      'pending',
      'failed',
      'pending',
    ]);
    expect(items[2]).toMatchObject({ folder: 'Cooking / Desserts', tags: ['sweet', 'baking'] });
  });

  it('stops at the limit instead of reading a huge file to the end', () => {
    const many = `<DL>${'<DT><A HREF="https://x.example/">x</A>'.repeat(50)}</DL>`;
    expect(parseNetscapeBookmarks(Buffer.from(many), 10).tooMany).toBe(true);
    expect(parseNetscapeBookmarks(Buffer.from(many), 50).tooMany).toBe(false);
  });

  it('does not confuse a folder that has no list with the next one', () => {
    const html =
      '<DL><DT><H3>Empty</H3><DT><A HREF="https://a.example/">a</A><DT><H3>Full</H3><DL><DT><A HREF="https://b.example/">b</A></DL></DL>';
    expect(parseNetscapeBookmarks(Buffer.from(html)).bookmarks.map((b) => b.folders)).toEqual([[], ['Full']]);
  });
});

describe('Firefox and Shaarli exports (issue 30)', () => {
  const file = readFileSync(new URL('../../test/fixtures/formats/firefox-shaarli.html', import.meta.url));

  it("keeps a folder's <DD> description off the link before it", () => {
    const { bookmarks } = parseNetscapeBookmarks(file);
    const byTitle = new Map(bookmarks.map((b) => [b.title, b]));
    expect(byTitle.get('Getting Started')?.description).toBe('');
    expect(byTitle.get('Winter soup')?.description).toBe('Leek and potato, the classic');
    expect(byTitle.get('Focaccia')).toMatchObject({ description: '', folders: ['Recipes', 'Breads'] });
  });

  it('does not take a thumbnail link inside a <DD> for a bookmark, and keeps the text around it', () => {
    const { bookmarks } = parseNetscapeBookmarks(file);
    expect(bookmarks.map((b) => b.href)).not.toContain('https://video.example/watch?v=xyz');
    expect(bookmarks).toHaveLength(6);
    expect(bookmarks.find((b) => b.title === 'A talk worth watching')?.description).toBe(
      'A short talk about sourdough starters',
    );
  });

  it('puts a URL listed in two folders in both collections, its tags merged', () => {
    const items = toImportItems(parseNetscapeBookmarks(file).bookmarks);
    const focaccia = items.filter((i) => i.url === 'https://food.example/focaccia');
    expect(focaccia.map((i) => i.status)).toEqual(['pending', 'duplicate']);
    expect(focaccia[0]).toMatchObject({
      title: 'Focaccia',
      folders: ['Recipes / Breads', 'Weekend'],
      tags: ['bread', 'oven', 'weekend'],
    });
  });
});

describe('parseAddDate', () => {
  it('reads seconds, milliseconds and microseconds, and refuses nonsense', () => {
    expect(parseAddDate('1577836800')).toEqual(new Date('2020-01-01T00:00:00Z'));
    expect(parseAddDate('1577836800000')).toEqual(new Date('2020-01-01T00:00:00Z'));
    expect(parseAddDate('1577836800000000')).toEqual(new Date('2020-01-01T00:00:00Z'));
    for (const bad of [undefined, '', 'soon', '-5', '0', '99999999999', '4102444800'])
      expect(parseAddDate(bad)).toBeNull();
  });
});

describe('csvCell', () => {
  it('quotes and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
  });
});

describe('batch URL extraction (spec 01 §5)', () => {
  it('takes only the first http(s) address of each non-empty line', () => {
    expect(firstHttpUrl('look: https://a.example/x, then http://b.example')).toBe('https://a.example/x');
    expect(firstHttpUrl('ftp://nope.example')).toBeNull();
    expect(
      extractBatchUrls('https://a.example\n\n  \nno url\n(see http://b.example/y).\r\nHTTPS://C.example'),
    ).toEqual(['https://a.example', 'http://b.example/y', 'HTTPS://C.example']);
  });
});
