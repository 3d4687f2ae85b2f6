import { describe, expect, it } from '@jest/globals';
import { extract } from './extract.js';

const page = (head: string, body = '') =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const run = (html: string) => extract(Buffer.from(html), 'https://example.com/news/1');
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
// A head complete enough that the body is not tokenised (title, description, image).
const fullHead = `<meta property="og:title" content="T"><meta property="og:description" content="D">
  <meta property="og:image" content="https://example.com/i.jpg">`;

describe('published date', () => {
  it("reads the article's JSON-LD datePublished inside @graph, keeping dateModified apart", () => {
    const p = run(
      page(
        ld({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', datePublished: '2010-01-01' },
            {
              '@type': 'NewsArticle',
              datePublished: '2021-05-13T18:01:31Z',
              dateModified: '2021-06-01T08:00:00Z',
            },
          ],
        }),
      ),
    );
    expect(p.date).toBe('2021-05-13T18:01:31.000Z');
    expect(p.dateModified).toBe('2021-06-01T08:00:00.000Z');
  });

  it('reads Open Graph, Dublin Core, Parse.ly and plain date metas', () => {
    for (const meta of [
      '<meta property="article:published_time" content="2016-01-12T21:25:54Z">',
      '<meta name="DC.date.issued" content="2016-01-12T21:25:54Z">',
      '<meta name="parsely-pub-date" content="2016-01-12T21:25:54Z">',
      '<meta name="sailthru.date" content="2016-01-12 21:25:54">',
      '<meta name="date" content="2016-01-12T21:25:54+00:00">',
    ])
      expect(run(page(meta)).date).toBe('2016-01-12T21:25:54.000Z');
  });

  it('reads itemprop dates and <time> in the body, tokenised or not', () => {
    const body =
      '<article><header><time datetime="2016-04-29T19:31:03-0400" pubdate>Apr 29</time></header></article>';
    expect(run(page('', body)).date).toBe('2016-04-29T23:31:03.000Z');
    expect(run(page(fullHead, body)).date).toBe('2016-04-29T23:31:03.000Z');
    const prop = '<span itemprop="datePublished" content="2019-06-13T17:20:47Z">June 13</span>';
    expect(run(page('', prop)).date).toBe('2019-06-13T17:20:47.000Z');
    expect(run(page(fullHead, prop)).date).toBe('2019-06-13T17:20:47.000Z');
  });

  it('reads a dateline shown in an element whose class says date', () => {
    const body = '<div class="post-date"><h2> July 05, 2017 </h2></div><p>Text</p>';
    expect(run(page('', body)).date).toBe('2017-07-05T12:00:00.000Z');
    expect(run(page(fullHead, body)).date).toBe('2017-07-05T12:00:00.000Z');
  });

  it('lets a date without a time give way to a same-day source that has one', () => {
    const p = run(
      page(`${ld({ '@type': 'PodcastEpisode', datePublished: '2020-01-06' })}
        <meta name="music:release_date" content="2020-01-06T14:00:00Z">`),
    );
    expect(p.date).toBe('2020-01-06T14:00:00.000Z');
  });

  it('falls back to the modified date, and gives null when the page names none', () => {
    expect(run(page('<meta property="article:modified_time" content="2021-01-06T00:34:00Z">')).date).toBe(
      '2021-01-06T00:34:00.000Z',
    );
    expect(run(page('<title>x</title>', '<p class="date">No date here</p>')).date).toBeNull();
  });
});

describe('author', () => {
  it("prefers the article's JSON-LD author, skipping URLs in meta tags", () => {
    expect(
      run(
        page(
          `<meta name="author" content="Someone Else">${ld({ '@type': 'Article', author: { '@type': 'Person', name: 'Mallory Locklear' } })}`,
        ),
      ).author,
    ).toBe('Mallory Locklear');
    expect(
      run(
        page(
          `<meta property="article:author" content="https://www.facebook.com/x">${ld({ '@type': 'ImageObject', author: { name: 'odno.kino' } })}`,
        ),
      ).author,
    ).toBe('odno.kino');
  });

  it('reads rel=author links, author classes and bylines, dropping "By"', () => {
    expect(run(page('', '<a rel="author" href="/u/1">Kyt Dotson</a>')).author).toBe('Kyt Dotson');
    expect(run(page('', '<div class="byline">By Tim Herrera</div>')).author).toBe('Tim Herrera');
    // A one-word class text is a label, not a name; a byline that is a date is not an author.
    expect(
      run(page('', '<span class="author">Author</span><div class="byline">May 5, 2020</div>')).author,
    ).toBeNull();
  });

  it('uses twitter:creator last, without the @', () => {
    expect(run(page('<meta name="twitter:creator" content="@BeckerFriedman">')).author).toBe(
      'BeckerFriedman',
    );
  });
});

describe('publisher and logo', () => {
  it("names the article's publisher from JSON-LD before og:site_name, and its logo", () => {
    const p = run(
      page(
        `<meta property="og:site_name" content="WSJ">${ld({
          '@type': 'NewsArticle',
          publisher: { '@type': 'Organization', name: 'Wall Street Journal', logo: { url: '/logo.png' } },
        })}`,
      ),
    );
    expect(p.publisher).toBe('Wall Street Journal');
    expect(p.logo).toBe('https://example.com/logo.png');
  });

  it('falls back to app names, a logo image alt text, then the title suffix', () => {
    expect(run(page('<meta name="application-name" content="Bluesky">')).publisher).toBe('Bluesky');
    expect(run(page('', '<div class="site-logo"><img src="/l.svg" alt="Audiense"></div>')).publisher).toBe(
      'Audiense',
    );
    expect(
      extract(
        Buffer.from(page('<title>Bob Dylan - Wikipedia</title>')),
        'https://en.wikipedia.org/wiki/Bob_Dylan',
      ).publisher,
    ).toBe('Wikipedia');
    expect(run(page('<title>Just a title</title>')).publisher).toBeNull();
    expect(run(page('<title>Chapter 1 - Part 2</title>')).publisher).toBeNull();
  });

  it('takes an itemprop logo when the page has no icon links', () => {
    expect(run(page('<meta itemprop="logo" content="/brand.png">')).logo).toBe(
      'https://example.com/brand.png',
    );
  });
});

describe('date clues on hostile pages', () => {
  it('stays fast on megabytes of unclosed tags that look like date clues', () => {
    for (const filler of ['<b itemprop=date ', '<a class="date ', '<time '])
      for (const head of ['', fullHead]) {
        const started = performance.now();
        expect(run(page(head, filler.repeat(Math.floor(2_000_000 / filler.length)))).date).toBeNull();
        expect(performance.now() - started).toBeLessThan(3000);
      }
  });
});
