// A tiny website on loopback for the Add a New Gem browser test: a page with Open Graph tags
// (site name, publication time, author, icon) and a real PNG, a page that answers 403 and one that answers 404. The scraper reaches it
// only because playwright.config.ts lists it in SCRAPER_ALLOW_HOSTS.
import http from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

/** Fixed per run, so playwright.config.ts can allow exactly this host:port for the scraper. */
export const FIXTURE_SITE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 4391);
export const FIXTURE_SITE_HOST = `127.0.0.1:${FIXTURE_SITE_PORT}`;
export const fixtureUrl = (path: string) => `http://${FIXTURE_SITE_HOST}${path}`;

export const FIXTURE_ARTICLE = {
  path: '/field-notes/copper-kettle',
  title: 'The Copper Kettle Field Guide',
  description: 'How to choose, season and care for a copper kettle that lasts a lifetime.',
  imagePath: '/images/kettle.png',
  siteName: 'Fixture Kitchen',
  logoPath: '/images/logo.png',
  publishedAt: '2026-03-02T09:00:00Z',
  author: 'Mara Copper',
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real width×height RGB PNG in a copper-ish gradient, so the preview has something to show. */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) {
      rows.set([184 - (y * 60) / height, 115 + (x * 40) / width, 51 + (x * 80) / width], row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const articleHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${FIXTURE_ARTICLE.title} | Fixture Kitchen</title>
<meta property="og:title" content="${FIXTURE_ARTICLE.title}">
<meta property="og:description" content="${FIXTURE_ARTICLE.description}">
<meta property="og:image" content="${fixtureUrl(FIXTURE_ARTICLE.imagePath)}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="${FIXTURE_ARTICLE.siteName}">
<meta property="article:published_time" content="${FIXTURE_ARTICLE.publishedAt}">
<meta name="author" content="${FIXTURE_ARTICLE.author}">
<link rel="icon" sizes="32x32" href="${FIXTURE_ARTICLE.logoPath}">
</head><body><h1>${FIXTURE_ARTICLE.title}</h1><p>${FIXTURE_ARTICLE.description}</p></body></html>`;

/**
 * A long article in a site's chrome (header, navigation, sidebar, footer, a script) for the
 * readable-copy journey (issue 29 §2–3): its copy must keep the article's words and none of the
 * rest. `PAGE_WORD` is in the article's text only, not in its title or description.
 */
export const FIXTURE_LONG_READ = {
  path: '/field-notes/salt-marsh',
  title: 'Walking the Salt Marsh at Low Tide',
  description: 'Notes from a morning on the flats.',
  pageWord: 'glasswort',
  articleSentence: 'The creeks drain slowly and the mud holds the shape of every heron footprint',
  chrome: ['Subscribe to the Fixture Kitchen newsletter', 'All rights reserved by Fixture Kitchen'],
};

const paragraph = (i: number) =>
  `<p>Paragraph ${i + 1} of the walk. ${FIXTURE_LONG_READ.articleSentence}, and the samphire beds ` +
  `stay green long after the sea lavender has faded. We kept to the firm ridges between the ` +
  `pools, counting redshank and listening for the tide turning far out beyond the bar.</p>`;

const longReadHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${FIXTURE_LONG_READ.title}</title>
<meta property="og:title" content="${FIXTURE_LONG_READ.title}">
<meta property="og:description" content="${FIXTURE_LONG_READ.description}">
<script>document.title = 'script ran';</script>
</head><body>
<header><a href="/">Fixture Kitchen home</a></header>
<nav><ul><li><a href="/recipes">Recipes</a></li><li><a href="/newsletter">${FIXTURE_LONG_READ.chrome[0]}</a></li></ul></nav>
<main><article><h1>${FIXTURE_LONG_READ.title}</h1>
${Array.from({ length: 6 }, (_, i) => paragraph(i)).join('\n')}
<p>Near the sea wall the ${FIXTURE_LONG_READ.pageWord} turns red in autumn, a plant that salt cannot kill.</p>
${Array.from({ length: 4 }, (_, i) => paragraph(i + 6)).join('\n')}
</article></main>
<aside><h2>Popular posts</h2><ul><li><a href="/recipes/1">Copper pot care</a></li></ul></aside>
<footer><p>${FIXTURE_LONG_READ.chrome[1]}</p></footer>
</body></html>`;

export interface FixtureSite {
  close: () => Promise<void>;
  /** From now on this path answers 404: the page went away (link health, issue 29 §4). */
  remove: (path: string) => void;
}

export async function startFixtureSite(): Promise<FixtureSite> {
  const png = gradientPng(320, 180);
  const logo = gradientPng(32, 32);
  const removed = new Set<string>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    if (removed.has(path)) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    } else if (path === FIXTURE_LONG_READ.path) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(longReadHtml);
    } else if (path === FIXTURE_ARTICLE.path) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(articleHtml);
    } else if (path === FIXTURE_ARTICLE.imagePath) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
    } else if (path === FIXTURE_ARTICLE.logoPath) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': logo.length }).end(logo);
    } else if (path === '/members-only') {
      res.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Forbidden</h1>');
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(FIXTURE_SITE_PORT, '127.0.0.1', resolve);
  });
  return {
    remove: (path) => removed.add(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
