import { describe, expect, it } from '@jest/globals';
import iconv from 'iconv-lite';
import { extract } from './extract.js';

const page = (head: string, body = '') =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const run = (html: string | Buffer, url = 'https://example.com/articles/1', contentType?: string) =>
  extract(typeof html === 'string' ? Buffer.from(html) : html, url, { contentType });

describe('extract: publisher metadata', () => {
  it('reads Open Graph first, resolving relative URLs, decoding entities, collapsing whitespace', () => {
    const p = run(
      page(`<title>Doc title | Site</title>
        <meta property="og:title" content="  Caf&eacute;   &amp; Friends ">
        <meta property="og:description" content="A&nbsp;quiet
           place &#8212; downtown">
        <meta property="og:image" content="/img/cover.jpg">
        <meta property="og:url" content="/articles/1?ref=og">
        <meta property="og:site_name" content="Example">`),
    );
    expect(p).toMatchObject({
      title: 'Café & Friends',
      description: 'A quiet place — downtown',
      image: 'https://example.com/img/cover.jpg',
      url: 'https://example.com/articles/1?ref=og',
      publisher: 'Example',
      lang: 'en',
      wall: null,
    });
  });

  it('falls back to Twitter cards, then the document title and meta description', () => {
    expect(
      run(
        page(
          '<meta name="twitter:title" content="Tw"><meta name="twitter:image" content="https://cdn.example.com/t.png">',
        ),
      ),
    ).toMatchObject({
      title: 'Tw',
      image: 'https://cdn.example.com/t.png',
    });
    expect(
      run(page('<title> Plain \n title </title><meta name="description" content="Meta description.">')),
    ).toMatchObject({
      title: 'Plain title',
      description: 'Meta description.',
    });
  });

  it('decodes entities that were escaped twice', () => {
    expect(
      run(page('<meta property="og:title" content="Tom&amp;#39;s &amp;amp; Jerry&amp;#8217;s">')).title,
    ).toBe("Tom's & Jerry’s");
  });

  it('reads JSON-LD, including @graph and nested image objects', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Recipes Inc' },
        {
          '@type': 'Recipe',
          headline: 'Lemon &amp; thyme cake',
          description: 'Bright and <b>easy</b>.',
          image: [{ '@type': 'ImageObject', url: '/cake.jpg' }],
        },
      ],
    });
    const p = run(page(`<script type="application/ld+json">${ld}</script>`));
    expect(p).toMatchObject({
      title: 'Lemon & thyme cake',
      description: 'Bright and easy.',
      image: 'https://example.com/cake.jpg',
      category: 'Food & Drink',
    });
  });

  it('reads microdata when nothing else names the page', () => {
    const p = run(
      page(
        '',
        `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Trail Shoe</span>
         <img itemprop="image" src="/shoe.png"><p itemprop="description">Grippy and light.</p></div>`,
      ),
    );
    expect(p).toMatchObject({
      title: 'Trail Shoe',
      description: 'Grippy and light.',
      image: 'https://example.com/shoe.png',
      category: 'Products',
    });
  });

  it('uses the canonical link, ignoring one that sends every page to the home page', () => {
    expect(run(page('<link rel="canonical" href="https://example.com/articles/1-slug">')).url).toBe(
      'https://example.com/articles/1-slug',
    );
    expect(run(page('<link rel="canonical" href="https://example.com/">')).url).toBe(
      'https://example.com/articles/1',
    );
  });

  it('prefers citation_title over a decorated social title', () => {
    const p = run(
      page(
        '<meta property="og:title" content="Journal | The Paper"><meta name="citation_title" content="The Paper">',
      ),
    );
    expect(p.title).toBe('The Paper');
  });

  it('repairs a meta value cut short by an unescaped quote from a fuller source', () => {
    const html = page(
      `<meta property="og:title" content="Singer of the hit "Song", dies at 28">
       <script type="application/ld+json">{"@type":"NewsArticle","headline":"Singer of the hit \\"Song\\", dies at 28"}</script>`,
    );
    expect(run(html).title).toBe('Singer of the hit "Song", dies at 28');
  });

  it('picks the largest touch icon as the logo', () => {
    const p = run(
      page(
        '<link rel="icon" href="/f16.png" sizes="16x16"><link rel="apple-touch-icon" href="/t180.png" sizes="180x180">',
      ),
    );
    expect(p.logo).toBe('https://example.com/t180.png');
  });
});

describe('extract: heuristics', () => {
  it('takes the first meaningful image: content over chrome, no pixels, sprites or data URIs', () => {
    const p = run(
      page(
        '<title>t</title>',
        `<header><img src="/logo.png"></header><img src="/pixel.gif" width="1" height="1">
         <img src="data:image/gif;base64,R0lGOD"><img src="/sprite.png"><article><img src="/story.jpg"></article>`,
      ),
    );
    expect(p.image).toBe('https://example.com/story.jpg');
  });

  it('uses the first prose paragraph as a description of last resort', () => {
    const long = 'This paragraph is long enough to describe the page to a reader who has not opened it yet.';
    expect(
      run(page('<title>t</title>', `<nav><p>Menu</p></nav><p>Short.</p><p>${long}</p>`)).description,
    ).toBe(long);
  });

  it('flags an app shell with no title or image for rendering, and a plain page not', () => {
    expect(
      run(page('<title></title>', '<div id="root"></div><script src="/app.js"></script>')).needsRendering,
    ).toBe(true);
    expect(
      run(page('<title>Static</title>', '<p>No image here but plenty of text.</p>')).needsRendering,
    ).toBe(false);
  });

  it('returns the same result whether or not the body is tokenised', () => {
    const head =
      '<meta property="og:title" content="T"><meta property="og:description" content="D"><meta property="og:image" content="/i.png">';
    const body = '<script type="application/ld+json">{"@type":"Event","name":"Gig"}</script><p>text</p>';
    const fast = run(page(head, body));
    const full = extract(Buffer.from(page(head, body)), 'https://example.com/articles/1', {
      extractLocations: true,
    });
    expect(fast).toMatchObject({
      title: 'T',
      description: 'D',
      image: 'https://example.com/i.png',
      category: 'Events',
    });
    expect({ ...fast, locations: [] }).toEqual({ ...full, locations: [] });
  });
});

describe('extract: character sets', () => {
  it('honours the Content-Type header charset', () => {
    const bytes = iconv.encode('<html><head><title>Café à la carte</title></head></html>', 'latin1');
    expect(run(bytes, 'https://example.com/', 'text/html; charset=ISO-8859-1').title).toBe('Café à la carte');
  });

  it('honours a meta charset, and a byte-order mark', () => {
    const cyrillic = iconv.encode(
      '<html><head><meta charset="windows-1251"><title>Привет, мир</title></head></html>',
      'win1251',
    );
    expect(run(cyrillic).title).toBe('Привет, мир');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode('<title>Ünïcode</title>', 'utf-16le'),
    ]);
    expect(run(utf16).title).toBe('Ünïcode');
  });

  it('keeps valid UTF-8 even when a meta tag claims a legacy charset', () => {
    expect(
      run(
        Buffer.from(
          '<html><head><meta charset="windows-1251"><title>Интересные наблюдения</title></head></html>',
        ),
      ).title,
    ).toBe('Интересные наблюдения');
  });
});

describe('extract: walls instead of pages', () => {
  it.each([
    [
      'Cloudflare challenge',
      page('<title>Just a moment...</title>', '<form id="challenge-form" action="/?__cf_chl_f_tk=1"></form>'),
    ],
    [
      'Cloudflare block',
      page(
        '<title>Attention Required! | Cloudflare</title>',
        '<div id="cf-wrapper">Sorry, you have been blocked</div>',
      ),
    ],
    [
      'captcha',
      page(
        '<title>Robot Check</title>',
        '<form action="/errors/validateCaptcha"><input id="captchacharacters"></form>',
      ),
    ],
    [
      'DataDome',
      page('<title>example.com</title>', '<script src="https://ct.captcha-delivery.com/c.js"></script>'),
    ],
    [
      'unusual traffic',
      page(
        '<title>Sorry...</title>',
        '<p>Our systems have detected unusual traffic from your computer network.</p>',
      ),
    ],
    [
      'access denied',
      page(
        '<title>Access Denied</title>',
        "<h1>Access Denied</h1><p>You don't have permission to access this server.</p>",
      ),
    ],
  ])('%s', (_name, html) => {
    const p = run(html);
    expect(p.wall).not.toBeNull();
  });

  it('a consent interstitial', () => {
    expect(
      run(page('<title>Before you continue to YouTube</title>'), 'https://consent.youtube.com/m?continue=x')
        .wall,
    ).toBe('consent wall');
  });

  it('a login wall', () => {
    const html = page(
      '<title>Log in • Instagram</title>',
      '<form><input name="username"><input type="password" name="password"></form>',
    );
    expect(run(html, 'https://www.instagram.com/accounts/login/?next=/p/abc/').wall).toBe('login wall');
  });

  it('never flags a real page that mentions signing in or uses reCAPTCHA on a form', () => {
    const html = page(
      '<title>Sign in to comment: a guide</title><meta property="og:title" content="How to comment"><meta property="og:image" content="/a.png">',
      '<p>Sign in to post.</p><script src="https://www.google.com/recaptcha/api.js"></script><div class="g-recaptcha"></div>',
    );
    expect(run(html).wall).toBeNull();
  });
});

describe('extract: categories', () => {
  it.each([
    [
      'og:type music.song',
      page('<meta property="og:type" content="music.song"><title>x</title>'),
      'https://example.com/',
      'Music',
    ],
    [
      'og:type video',
      page('<meta property="og:type" content="video.other"><title>x</title>'),
      'https://example.com/',
      'Media',
    ],
    ['a known site', page('<title>Some deal</title>'), 'https://www.etsy.com/listing/1', 'Products'],
    [
      'NewsArticle',
      page('<script type="application/ld+json">{"@type":"NewsArticle","headline":"h"}</script>'),
      'https://example.com/',
      'News',
    ],
    [
      'words',
      page('<title>Best hiking trails near the national park</title>'),
      'https://example.com/',
      'Outdoors',
    ],
    ['nothing', page('<title>Quarterly thoughts</title>'), 'https://example.com/', 'Article'],
  ])('%s', (_name, html, url, category) => {
    expect(run(html, url).category).toBe(category);
  });
});

describe('extract: hostile markup', () => {
  const head =
    '<meta property="og:title" content="T"><meta property="og:description" content="D"><meta property="og:image" content="/i.png">';
  it.each([
    [
      'thousands of unclosed JSON-LD scripts',
      page(head, '<script type="application/ld+json">{'.repeat(100_000)),
    ],
    ['thousands of unclosed item types', page(head, '<div itemtype="'.repeat(200_000))],
    ['deep nesting', page('<title>t</title>', '<div>'.repeat(200_000))],
    ['a megabyte title', page(`<meta property="og:title" content="${'on X: "'.repeat(150_000)}">`)],
    [
      'an uppercase dateline that never ends',
      page(`<meta name="description" content="${'ABC '.repeat(300_000)}">`),
    ],
  ])('%s', (_what, html) => {
    const started = performance.now();
    const p = run(html);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(p.url).toBe('https://example.com/articles/1');
  });
});
