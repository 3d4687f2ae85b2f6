import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { toImportItems } from '../bookmark-items.js';
import { parseImportFile } from './import-file.parser.js';
import { UnreadableExport } from './parsed-bookmark.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/formats/${name}`, import.meta.url));
const read = (name: string) => parseImportFile(fixture(name), 50_000);
const items = (name: string) => toImportItems(read(name).bookmarks);
const at = (iso: string) => new Date(iso);

describe('parseImportFile: the format is read from the content', () => {
  it.each([
    ['firefox-shaarli.html', 'netscape'],
    ['pocket.csv', 'pocket'],
    ['raindrop.csv', 'raindrop'],
    ['instapaper.csv', 'instapaper'],
    ['linkwarden.json', 'linkwarden'],
    ['karakeep.json', 'karakeep'],
    ['omnivore.json', 'omnivore'],
    ['wallabag.json', 'wallabag'],
    ['onetab.txt', 'onetab'],
  ])('%s is %s, whatever its name', (name, format) => {
    expect(read(name).format).toBe(format);
  });

  it('reads Pocket: tags split on |, seconds, archive as a tag', () => {
    expect(items('pocket.csv').map((i) => [i.url, i.title, i.tags, i.addedAt])).toEqual([
      [
        'https://food.example/sourdough',
        'How to Make Sourdough, Step by Step',
        ['bread', 'baking'],
        at('2020-01-01T00:00:00Z'),
      ],
      [
        'https://longreads.example/rivers?utm_source=pocket_saves',
        'The Long Read: Rivers',
        ['archived'],
        at('2021-01-01T00:00:00Z'),
      ],
      ['https://quotes.example/a', 'Quotes "in" titles', ['quotes'], at('2021-02-01T00:00:00Z')],
      [
        'https://untitled.example/page',
        'https://untitled.example/page',
        ['misc', 'to-read'],
        at('2021-04-01T00:00:00Z'),
      ],
    ]);
  });

  it('reads Raindrop: note, excerpt, nested collection, favourite as a tag, Unsorted as none', () => {
    const [guide, rivers, unsorted] = items('raindrop.csv');
    expect(guide).toMatchObject({
      title: 'Sourdough guide',
      note: 'My go-to recipe',
      description: 'Everything about starters, flour and time',
      tags: ['bread', 'baking', 'favorite'],
      folders: ['Cooking / Breads'],
      addedAt: at('2023-05-16T11:33:16.546Z'),
    });
    expect(rivers).toMatchObject({ folders: ['Reading'], tags: [] });
    expect(unsorted).toMatchObject({ folders: [], tags: ['misc'] });
  });

  it('reads Instapaper: its Unread/Archive/Starred folders are states, the others collections', () => {
    expect(items('instapaper.csv').map((i) => [i.title, i.description, i.tags, i.folders, i.status])).toEqual(
      [
        ['Sourdough guide', 'Starters need time, flour and water', ['bread', 'baking'], [], 'pending'],
        ['Rivers of the world', '', ['archived'], [], 'pending'],
        ['A favourite', '', ['favorite'], [], 'pending'],
        ['Knots', '', ['rope'], ['Hobbies / Sailing'], 'pending'],
        ['An email I saved', '', [], [], 'failed'],
      ],
    );
  });

  it('reads Linkwarden: nested collections by parentId; an uploaded file with no URL is skipped', () => {
    expect(items('linkwarden.json').map((i) => [i.title, i.folders, i.tags, i.status])).toEqual([
      ['Sourdough guide', ['Cooking'], ['bread', 'baking'], 'pending'],
      ['Lemon tart', ['Cooking / Desserts'], [], 'pending'],
      ['Scanned recipe card', ['Cooking / Desserts'], [], 'skipped'],
    ]);
    expect(items('linkwarden.json')[0]).toMatchObject({
      description: 'Everything about starters',
      addedAt: at('2024-01-10T09:01:00.000Z'),
    });
  });

  it('reads Karakeep: note, every manual list as a collection, archived as a tag, text skipped', () => {
    const [guide, rivers, text] = items('karakeep.json');
    expect(guide).toMatchObject({
      url: 'https://food.example/sourdough',
      note: 'Try the 36 hour version',
      folders: ['Food / Cooking', 'Weekend'],
      tags: ['bread', 'baking'],
      addedAt: new Date(1717171717 * 1000),
    });
    // Smart lists are saved searches, not collections.
    expect(rivers).toMatchObject({ title: '', folders: [], tags: ['archived'], status: 'pending' });
    expect(text).toMatchObject({ title: 'Shopping list', status: 'skipped' });
  });

  it('reads Omnivore and wallabag: labels or tags, archived and starred as tags, saved dates', () => {
    expect(items('omnivore.json').map((i) => [i.title, i.description, i.tags, i.addedAt])).toEqual([
      ['Sourdough guide', 'Everything about starters', ['bread', 'baking'], at('2024-02-01T10:00:00.000Z')],
      ['Rivers of the world', '', ['archived'], at('2024-02-03T10:00:00.000Z')],
    ]);
    expect(items('wallabag.json').map((i) => [i.title, i.tags, i.addedAt])).toEqual([
      ['Sourdough guide', ['bread', 'baking', 'favorite'], at('2024-02-01T10:00:00.000Z')],
      ['Rivers of the world', ['archived'], at('2024-02-03T10:00:00.000Z')],
    ]);
  });

  it('reads OneTab: URL | title a line, groups apart by blank lines, no-title lines too', () => {
    expect(items('onetab.txt').map((i) => [i.url, i.title, i.status])).toEqual([
      ['https://food.example/sourdough', 'Sourdough guide', 'pending'],
      ['https://longreads.example/rivers', 'Rivers of the world – a long read', 'pending'],
      ['https://github.com/', 'GitHub: Let’s build from here', 'pending'],
      ['chrome://extensions/', 'Extensions', 'failed'],
      ['https://bare.example/page', '', 'pending'],
    ]);
  });

  it('reads a Gems export with everything a gem has, and refuses what breaks its rules', () => {
    const file = Buffer.from(
      JSON.stringify({
        format: 'gems-export',
        version: 2,
        collections: [{ title: 'Cooking', description: 'Food', visibility: 'public' }],
        gems: [
          {
            title: 'Bread',
            url: 'https://food.example/bread',
            userNote: 'mine',
            imageUrl: 'javascript:alert(1)',
            categories: ['Recipe'],
            tags: ['b'],
            visibility: 'followers',
            createdAt: '2022-02-02T02:02:02.000Z',
            collections: ['Cooking', 'Weekend'],
            images: [
              { imageUrl: '/uploads/a.webp', thumbnailUrl: null, caption: 'A' },
              { imageUrl: 'data:text/html,x' },
            ],
          },
          { title: 'A list', url: '', domain: 'custom-list', visibility: 'public' },
        ],
      }),
    );
    const parsed = parseImportFile(file, 100);
    expect(parsed.format).toBe('gems');
    expect(parsed.collections).toEqual([{ title: 'Cooking', description: 'Food', visibility: 'public' }]);
    const [bread, list] = toImportItems(parsed.bookmarks);
    expect(bread).toMatchObject({
      note: 'mine',
      folders: ['Cooking', 'Weekend'],
      addedAt: at('2022-02-02T02:02:02.000Z'),
      gem: {
        categories: ['Recipe'],
        visibility: 'followers',
        imageUrl: '',
        images: [{ imageUrl: '/uploads/a.webp', thumbnailUrl: null, caption: 'A' }],
      },
    });
    // A custom list (no URL) is a gem of its own, kept with its marker.
    expect(list).toMatchObject({ status: 'pending', canonicalUrl: null, gem: { domain: 'custom-list' } });
  });

  it('refuses what only looks like an export, and counts before reading a huge one', () => {
    expect(() => parseImportFile(Buffer.from('{"format":"gems-export","gems":"no"}'), 10)).toThrow(
      UnreadableExport,
    );
    expect(() => parseImportFile(Buffer.from('{"bookmarks":[{"content":5}]}'), 10)).toThrow(/Karakeep/);
    const many = Buffer.from(JSON.stringify(Array.from({ length: 11 }, () => ({ savedAt: 1, url: 'x' }))));
    expect(parseImportFile(many, 10).tooMany).toBe(true);
    // Plain text, JSON of no known app, a CSV of no known app: read as HTML, where no links are found.
    for (const text of ['just some words', '{"hello":"world"}', 'a,b,c\n1,2,3'])
      expect(parseImportFile(Buffer.from(text), 10).bookmarks).toEqual([]);
  });
});
