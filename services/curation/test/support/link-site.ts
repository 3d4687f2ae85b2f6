import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LinkSite {
  /** `127.0.0.1:PORT`, for the scraper's SCRAPER_ALLOW_HOSTS. */
  hostPort: string;
  url(path: string): string;
  /** `METHOD /path` of every request so far, in order. */
  requests: string[];
  /** What /flaky/{name} answers now (200 until set). */
  flaky: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A loopback website for link checks (issue 29 §4): `/ok/*` 200, `/old/*` a permanent redirect
 * (301) to `/new/*` (200), `/old308/*` a 308 to it, `/temp/*` a temporary redirect (302) to
 * `/ok/*`, `/gone404/*` 404, `/gone410/*` 410, `/no-head/*` 405 to HEAD and 200 to GET,
 * `/flaky/{name}` whatever the test set, anything else 404.
 */
export async function startLinkSite(): Promise<LinkSite> {
  const requests: string[] = [];
  const flaky = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    requests.push(`${req.method} ${url.pathname}`);
    const [, first = '', rest = ''] = url.pathname.match(/^\/([^/]+)\/?(.*)$/) ?? [];
    const page = (status: number) =>
      res
        .writeHead(status, { 'content-type': 'text/html' })
        .end(req.method === 'HEAD' ? undefined : `<h1>${status}</h1>`);
    switch (first) {
      case 'ok':
      case 'new':
        return page(200);
      case 'old':
        return res.writeHead(301, { location: `/new/${rest}` }).end();
      case 'old308':
        return res.writeHead(308, { location: `/new/${rest}` }).end();
      case 'temp':
        return res.writeHead(302, { location: `/ok/${rest}` }).end();
      case 'gone404':
        return page(404);
      case 'gone410':
        return page(410);
      case 'no-head':
        return req.method === 'HEAD' ? res.writeHead(405, { allow: 'GET' }).end() : page(200);
      case 'flaky':
        return page(flaky.get(rest) ?? 200);
      default:
        return page(404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests,
    flaky,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nobody listens on (a refused connection). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
