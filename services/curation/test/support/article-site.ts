import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An article page as news sites make them: chrome, trackers and the article between. */
export const articlePage = (title: string, body: string) => `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>${title}</title>
<meta property="og:title" content="${title}">
<script>window.analytics = 'SCRIPT-HEAD-MARKER';</script>
<style>.menu { color: red }</style>
</head><body>
<header class="site-header"><a href="/">Fixture Times</a>
  <nav class="menu"><a href="/world">NAV-MARKER World</a> <a href="/sport">Sport</a> <a href="/weather">Weather</a></nav>
</header>
<main><article>
  <h1>${title}</h1>
  <p class="byline">By Grace Reporter</p>
  ${body}
  <script>document.write('SCRIPT-BODY-MARKER')</script>
</article></main>
<footer><p>FOOTER-MARKER © Fixture Times</p><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer>
<script src="/tracker.js"></script>
</body></html>`;

/** Paragraphs long enough for Readability to see an article, with `words` in the third. */
export const articleBody = (words = '') =>
  Array.from(
    { length: 8 },
    (_, i) =>
      `<p>Paragraph ${i + 1} of the report: the harbour committee met again on Tuesday to weigh the new
       tide gates against the cost of dredging the old channel, and the minutes run long${i === 2 && words ? `; ${words}` : ''}.
       Residents asked for <a href="/notes/${i}">the notes</a> to be published before the vote.</p>`,
  ).join('\n');

export interface ArticleSite {
  /** `127.0.0.1:PORT`, for the scraper's SCRAPER_ALLOW_HOSTS. */
  hostPort: string;
  url(path: string): string;
  /** Serves `html` at `path` from now on. */
  page(path: string, html: string): void;
  /** Paths asked for so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A loopback website for the readable-copy tests: pages set by the test, `/blocked/…` answering
 * 403 (a site that turns servers away), anything else 404.
 */
export async function startArticleSite(): Promise<ArticleSite> {
  const pages = new Map<string, string>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    requests.push(path);
    const html = pages.get(path);
    if (html) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else if (path.startsWith('/blocked/'))
      res.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Go away</h1>');
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${port}`,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    page: (path, html) => void pages.set(path, html),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
