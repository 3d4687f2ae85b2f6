import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';

/**
 * A loopback HTTP server serving the pages and misbehaviours the scraper must survive: pages,
 * redirects and loops, slow and never-ending answers, huge bodies, wrong types, compression
 * bombs, bot walls and maps pages. Tests reach it through the policy's allowHosts setting.
 */
export interface FixtureServer {
  origin: string;
  /** `127.0.0.1:PORT`, for allowHosts. */
  hostPort: string;
  port: number;
  url(path: string): string;
  /** Paths requested so far, in order (with the Host header), to prove what was (not) fetched. */
  requests: Array<{ path: string; host: string; cookie?: string }>;
  close(): Promise<void>;
}

export const ARTICLE_HTML = `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>Fixture Article &amp; Friends | Fixture Site</title>
<meta property="og:title" content="Fixture Article &amp; Friends">
<meta property="og:description" content="  A   page served by the fixture server.  ">
<meta property="og:image" content="/images/cover.png">
<meta property="og:site_name" content="Fixture Site">
<link rel="canonical" href="/article">
</head><body><h1>Fixture Article</h1><p>Body text.</p></body></html>`;

/** A news story naming its site, publisher logo (relative), author and publication time. */
export const BYLINE_HTML = `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>Harbour reopens</title>
<meta property="og:title" content="Harbour reopens">
<meta property="og:site_name" content="The Fixture Gazette">
<meta property="article:published_time" content="2026-03-14T09:30:00Z">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle",
"headline":"Harbour reopens","author":{"@type":"Person","name":"Ada Quay"},
"publisher":{"@type":"Organization","name":"The Fixture Gazette","logo":{"@type":"ImageObject","url":"/images/gazette-logo.png"}}}</script>
</head><body><h1>Harbour reopens</h1><p>Boats are back.</p></body></html>`;

// Smallest valid PNG (1x1, transparent).
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const CLOUDFLARE_WALL = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta http-equiv="refresh" content="390"></head><body><div id="challenge-running">Checking if the site connection is secure</div>
<form id="challenge-form" action="/?__cf_chl_f_tk=x" method="POST"></form><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/jsch/v1"></script></body></html>`;

const CAPTCHA_PAGE = `<!doctype html><html><head><title>Robot Check</title></head><body>
<h4>Enter the characters you see below</h4><p>Sorry, we just need to make sure you're not a robot.</p>
<form action="/errors/validateCaptcha"><input id="captchacharacters" name="field-keywords"></form></body></html>`;

const MAPS_LIST = `<!doctype html><html><head><title>Coffee in Lisbon · Google Maps</title>
<meta content="Coffee in Lisbon · Google Maps" itemprop="name"><meta content="Coffee in Lisbon" property="og:title">
<meta content="4 places · List by Ana" property="og:description">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList","name":"Coffee in Lisbon","itemListElement":[
{"@type":"ListItem","position":1,"item":{"@type":"CafeOrCoffeeShop","name":"Fábrica Coffee Roasters","address":"R. das Flores 63, Lisboa","geo":{"latitude":38.7103,"longitude":-9.1434}}},
{"@type":"ListItem","position":2,"item":{"@type":"CafeOrCoffeeShop","name":"Copenhagen Coffee Lab","address":"R. Nova da Piedade 10, Lisboa"}}]}</script>
</head><body></body></html>`;

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

const html = (
  res: ServerResponse,
  body: string | Buffer,
  status = 200,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
};

function routes(origin: () => string): Record<string, Handler> {
  const port = () => new URL(origin()).port;
  let bomb: Buffer | undefined;
  // 64 MB of spaces in about 64 KB of gzip, built on first use.
  const gzipBomb = () => (bomb ??= gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 }));
  return {
    '/article': (_q, res) => html(res, ARTICLE_HTML),
    '/byline': (_q, res) => html(res, BYLINE_HTML),
    '/images/cover.png': (_q, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG_1X1);
    },
    '/images/fake.png': (_q, res) => html(res, '<html><body>not an image</body></html>'),
    '/images/liar.png': (_q, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('<html>this says png but is text</html>');
    },
    '/images/missing.png': (_q, res) => html(res, 'gone', 404),
    '/no-image': (_q, res) =>
      html(res, '<html><head><title>Just words</title></head><body><p>Text only.</p></body></html>'),
    '/broken-image': (_q, res) =>
      html(
        res,
        '<html><head><title>Broken image</title><meta property="og:image" content="/images/missing.png"></head></html>',
      ),
    '/redirect': (_q, res, url) => {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/article' });
      res.end();
    },
    '/chain': (_q, res, url) => {
      const n = Number(url.searchParams.get('n') ?? '1');
      res.writeHead(301, { location: n <= 1 ? '/article' : `/chain?n=${n - 1}` });
      res.end();
    },
    '/loop-a': (_q, res) => {
      res.writeHead(302, { location: '/loop-b' });
      res.end();
    },
    '/loop-b': (_q, res) => {
      res.writeHead(302, { location: `${origin()}/loop-a` });
      res.end();
    },
    '/slow': (_q, res, url) => {
      const timer = setTimeout(() => html(res, ARTICLE_HTML), Number(url.searchParams.get('ms') ?? '5000'));
      res.on('close', () => clearTimeout(timer));
    },
    '/never-ending': (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><title>Still going</title>');
      const timer = setInterval(() => res.write('<!-- more -->'), 50);
      res.on('close', () => clearInterval(timer));
    },
    '/huge': (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < 20 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.write('<html><head><title>Huge</title></head><body>');
      pump();
    },
    '/pdf': (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('%PDF-1.4\n');
    },
    '/no-type': (_q, res) => {
      res.writeHead(200);
      res.end('{"json":"not html"}');
    },
    '/gzip': (_q, res) => html(res, gzipSync(ARTICLE_HTML), 200, { 'content-encoding': 'gzip' }),
    '/deflate': (_q, res) => html(res, deflateSync(ARTICLE_HTML), 200, { 'content-encoding': 'deflate' }),
    '/br': (_q, res) => html(res, brotliCompressSync(ARTICLE_HTML), 200, { 'content-encoding': 'br' }),
    '/gzip-bomb': (_q, res) => html(res, gzipBomb(), 200, { 'content-encoding': 'gzip' }),
    '/latin1': (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      res.end(Buffer.from('<html><head><title>Café à la carte</title></head></html>', 'latin1'));
    },
    '/cloudflare': (_q, res) =>
      html(res, CLOUDFLARE_WALL, 403, { server: 'cloudflare', 'cf-mitigated': 'challenge' }),
    '/cloudflare-200': (_q, res) => html(res, CLOUDFLARE_WALL),
    '/captcha': (_q, res) => html(res, CAPTCHA_PAGE),
    '/maps/list': (_q, res) => html(res, MAPS_LIST),
    '/script-rendered': (_q, res) =>
      html(
        res,
        `<!doctype html><html><head><title></title></head><body><div id="root"></div><script>
document.title = 'Rendered Title';
const m = document.createElement('meta'); m.setAttribute('property', 'og:image'); m.setAttribute('content', '${origin()}/images/cover.png');
document.head.appendChild(m);
document.getElementById('root').innerHTML = '<h1>Rendered Title</h1><p>Made by script.</p>';
// A page trying to reach past the address policy from inside the browser.
fetch('http://127.0.0.1:${port()}/secret').then((r) => r.text()).then((t) => { document.title = 'LEAKED ' + t; }).catch(() => {});
</script></body></html>`,
      ),
    // An app shell whose static <title> is a placeholder; the script names the page in og:title.
    '/script-loading': (_q, res) =>
      html(
        res,
        `<!doctype html><html><head><title>Loading…</title></head><body><div id="root"></div><script>
for (const [property, content] of [['og:title', 'Blue Bottle Grinder'], ['og:image', '/images/cover.png']]) {
  const m = document.createElement('meta'); m.setAttribute('property', property); m.setAttribute('content', content);
  document.head.appendChild(m);
}
document.getElementById('root').innerHTML = '<h1>Blue Bottle Grinder</h1>';
</script></body></html>`,
      ),
    '/oembed-page': (_q, res) =>
      html(
        res,
        `<html><head><link rel="alternate" type="application/json+oembed" href="/oembed.json?url=x" title="oEmbed"></head>
<body><div id="player"></div></body></html>`,
      ),
    '/oembed.json': (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          type: 'video',
          version: '1.0',
          title: 'Embedded &amp; titled',
          thumbnail_url: '/images/cover.png',
          provider_name: 'Fixture',
        }),
      );
    },
    '/secret': (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
      res.end('internal data');
    },
    '/set-cookie': (_q, res) => html(res, ARTICLE_HTML, 200, { 'set-cookie': 'session=abc; Path=/' }),
  };
}

export async function startFixtureServer(): Promise<FixtureServer> {
  let origin = '';
  const table = routes(() => origin);
  const requests: FixtureServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    requests.push({
      path: `${url.pathname}${url.search}`,
      host: req.headers.host ?? '',
      cookie: req.headers.cookie,
    });
    const status = /^\/status\/(\d{3})$/.exec(url.pathname);
    if (status)
      return html(res, `<html><head><title>Status ${status[1]}</title></head></html>`, Number(status[1]));
    const handler = table[url.pathname];
    if (handler) return handler(req, res, url);
    html(res, '<html><head><title>Not Found</title></head></html>', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    hostPort: `127.0.0.1:${port}`,
    url: (path) => `${origin}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
