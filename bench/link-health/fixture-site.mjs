// The link-check benchmark's site, in its own process so its CPU is not the checker's:
// by the path's number mod 20, 70 % 200, 10 % 301 (to a page that answers 200), 10 % 404,
// 5 % HEAD refused (405, then 200 to GET), 5 % 410. Listens on every loopback address.
import http from 'node:http';

const page = (req, res) =>
  res.writeHead(200, { 'content-type': 'text/html' }).end(req.method === 'HEAD' ? undefined : '<h1>ok</h1>');

const server = http.createServer((req, res) => {
  if (req.url.startsWith('/moved/')) return page(req, res);
  const n = Number((/(\d+)$/.exec(req.url) ?? [0, 0])[1]) % 20;
  if (n < 14) return page(req, res);
  if (n < 16) return res.writeHead(301, { location: `/moved/${n}` }).end();
  if (n < 18) return res.writeHead(404).end();
  if (n < 19) return req.method === 'HEAD' ? res.writeHead(405).end() : page(req, res);
  return res.writeHead(410).end();
});
server.listen(0, '0.0.0.0', () => process.send(server.address().port));
