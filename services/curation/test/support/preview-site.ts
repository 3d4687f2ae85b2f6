import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

// Smallest valid PNG (1x1), so the scraper's image check accepts the page's og:image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const page = (title: string, description: string) => `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>${title} | Preview Site</title>
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="/cover.png">
<meta property="og:site_name" content="Preview Site">
<meta property="article:published_time" content="2026-02-01T08:00:00Z">
</head><body><h1>${title}</h1></body></html>`;

export interface PreviewSite {
  /** `127.0.0.1:PORT`, for the scraper's SCRAPER_ALLOW_HOSTS. */
  hostPort: string;
  url(path: string): string;
  /** Paths asked for so far, in order. */
  requests: string[];
  /** The most /slow pages being answered at the same moment. */
  peakSlow: number;
  close(): Promise<void>;
}

/** A site's full-size preview image (1600×840 PNG, as Open Graph cards are), made once. */
let photo: Promise<Buffer> | undefined;
const photoPng = () =>
  (photo ??= sharp({ create: { width: 1600, height: 840, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer());

/**
 * A loopback website for Batch Import and preview image tests: `/article/{name}` is a page with Open Graph title,
 * description and image, `/slow/{name}?ms=` the same after a delay (counting how many are open
 * at once), `/photo.png` a 1600×840 image, `/moved/photo.png` a permanent redirect to it,
 * `/page.png` an HTML page where an image was promised, anything else 404.
 */
export async function startPreviewSite(): Promise<PreviewSite> {
  let open = 0;
  const site = {
    requests: [] as string[],
    peakSlow: 0,
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    site.requests.push(`${url.pathname}${url.search}`);
    const name = decodeURIComponent(url.pathname.split('/')[2] ?? '');
    const html = () =>
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(page(`Notes on ${name}`, `Everything about ${name}, from the preview site.`));
    if (url.pathname === '/photo.png') {
      void photoPng().then((png) => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
    } else if (url.pathname === '/moved/photo.png') {
      res.writeHead(301, { location: '/photo.png' }).end();
    } else if (url.pathname === '/page.png') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>not an image</body></html>');
    } else if (url.pathname === '/cover.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length }).end(PNG);
    } else if (url.pathname.startsWith('/article/')) {
      html();
    } else if (url.pathname.startsWith('/slow/')) {
      open++;
      site.peakSlow = Math.max(site.peakSlow, open);
      setTimeout(
        () => {
          open--;
          html();
        },
        Number(url.searchParams.get('ms') ?? 200),
      );
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(site, {
    hostPort: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
