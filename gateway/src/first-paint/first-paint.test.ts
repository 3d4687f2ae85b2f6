import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import { createLogger } from '@gems/platform/logger';
import type { ServiceName } from '../routing-table.js';
import { drawingThread } from './drawing-thread.js';
import { firstPaints, type FirstPaintOptions } from './first-paint.js';

// The drawing thread with a server module of the same shape as the web build's (render-page.tsx):
// each page tells which thread drew it and how many it had drawn, so a reused page, a thread
// started again and a reloaded module show in what the visitor gets.
const RENDER_MODULE = (build: string) => `
import { threadId } from 'node:worker_threads';
let send;
let drawn = 0;
export const sendRequestsWith = (next) => { send = next; };
export const pageStyles = (styles, shipped) => styles + '|' + [...shipped].join(',');
const page = (html, done = true) => ({ html, state: [html], complete: done, missing: done ? [] : ['gem'], late: false, styles: '.p{}' });
export async function renderPage(path, deadline, { signedIn = false } = {}) {
  if (path === '/gem/500') return page('', false);
  if (path === '/gem/666') { setImmediate(() => { throw new Error('the drawing crashed'); }); return new Promise(() => {}); }
  if (path === '/gem/777') { const hog = []; for (;;) hog.push(new Array(100000).fill(hog.length)); }
  if (path === '/gem/888') { while (Date.now() < deadline + 60000); }
  if (path === '/gem/42') await new Promise((resolve) => setTimeout(resolve, 200));
  const read = await send('/api/gems/1');
  const write = await send('/api/gems', { method: 'POST' });
  const admin = await send('/api/admin/users/summary');
  return page('${build} ' + path + ' #' + ++drawn + ' thread ' + threadId + (signedIn ? ' member' : ' visitor') + ' read ' + read.status + ' ' + (await read.text()) + ' write ' + write.status + ' admin ' + admin.status);
}
`;

const logger = createLogger('first-paint-test', 'silent');
const work = mkdtempSync(join(tmpdir(), 'gems-first-paint-'));
let curation: Server;
let services: Record<ServiceName, string>;

/** A web build's folder with the module (`build` names it) or, with null, without one. */
function webBuild(name: string, build: string | null, source = RENDER_MODULE(build ?? '')): string {
  const serverDir = join(work, name, '.server');
  mkdirSync(serverDir, { recursive: true });
  if (build !== null) writeFileSync(join(serverDir, 'render-page.js'), source);
  writeFileSync(join(serverDir, 'shipped-style-paths.json'), JSON.stringify(['antd|button']));
  return join(work, name);
}

const visit = (path: string) =>
  ({
    method: 'GET',
    path,
    originalUrl: path,
    headers: { 'sec-fetch-dest': 'document', accept: 'text/html' },
  }) as unknown as Request;

/** The same navigation by a member whose session cookie holds `token`. */
const memberVisit = (path: string, token: string) => {
  const req = visit(path);
  req.headers.cookie = `gems_session=${token}`;
  return req;
};

/** Sessions as the gateway verifies them: tokens "good-<user id>" are valid, others are not. */
const sessionOf = async (req: Request) => {
  const token = /gems_session=(good-(\d+))/.exec(req.headers.cookie ?? '');
  return token ? { token: token[1]!, userId: Number(token[2]) } : null;
};

const paintsOf = (distDir: string, options: Partial<FirstPaintOptions> = {}) =>
  firstPaints({ distDir, services, logger, sessionOf, idleMs: 1000, ...options });

const threadOf = (html: string | undefined) => / thread (\d+) /.exec(html ?? '')?.[1];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  // Curation as the drawing thread reaches it: what it asked, with which headers.
  curation = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        path: req.url,
        cookie: req.headers.cookie ?? null,
        authorization: req.headers.authorization ?? null,
      }),
    );
  });
  await new Promise<void>((resolve) => curation.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(curation.address() as AddressInfo).port}`;
  const nowhere = 'http://127.0.0.1:9';
  services = {
    identity: nowhere,
    curation: url,
    social: nowhere,
    rewards: nowhere,
    scraper: nowhere,
    'admin-metrics': nowhere,
  };
});

afterAll(async () => {
  await new Promise((resolve) => curation.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('first paints drawn in a thread of their own', () => {
  it('draws a page with a visitor’s reads in another thread and reuses it', async () => {
    const paintOf = paintsOf(webBuild('draws', 'v1'), { budgetMs: 20_000 });
    const paint = await paintOf(visit('/gem/1'));
    expect(paint?.html).toMatch(/^v1 \/gem\/1 #1 thread \d+ visitor read 200 /);
    expect(paint?.html).toContain('{"path":"/api/gems/1","cookie":null,"authorization":null}');
    expect(paint?.html).toMatch(/ visitor read /);
    expect(paint?.html).toMatch(/ write 403 admin 403$/); // reads only, and no admin path
    expect(paint?.personal).toBeUndefined();
    expect(threadOf(paint?.html)).not.toBe('0'); // not the gateway's own thread
    expect(paint?.state).toEqual([paint?.html]);
    expect(paint?.styles).toBe('.p{}|antd|button');
    expect(await paintOf(visit('/gem/1'))).toEqual(paint);
    // A page whose reads fail is not drawn, and not asked for again while it is remembered.
    expect(await paintOf(visit('/gem/500'))).toBeNull();
    expect((await paintOf(visit('/gem/2')))?.html).toContain('#2 thread');
  });

  it('draws a member’s page from their own reads, for them alone, never reused', async () => {
    const paintOf = paintsOf(webBuild('members', 'v1'), { budgetMs: 20_000 });
    const visitor = await paintOf(visit('/gem/1'));
    const ada = await paintOf(memberVisit('/gem/1', 'good-7'));
    expect(ada?.html).toMatch(/ member read 200 /);
    expect(ada?.html).toContain('"authorization":"Bearer good-7"');
    expect(ada?.html).toMatch(/ write 403 admin 403$/); // a member's draw reads no admin path either
    expect(ada?.personal).toBe(true);
    // Drawn anew for the next navigation (their data changes), and for each member their own.
    const again = await paintOf(memberVisit('/gem/1', 'good-7'));
    expect(again?.html).not.toBe(ada?.html);
    const bob = await paintOf(memberVisit('/gem/1', 'good-8'));
    expect(bob?.html).toContain('"authorization":"Bearer good-8"');
    // Visitors still get the visitors' page, kept as it was.
    expect(await paintOf(visit('/gem/1'))).toEqual(visitor);
    // A session the gateway cannot verify gets no page: the app starts as before.
    expect(await paintOf(memberVisit('/gem/1', 'forged'))).toBeNull();
    expect(
      await paintsOf(webBuild('members', 'v1'), { sessionOf: undefined })(memberVisit('/gem/1', 'good-7')),
    ).toBeNull();
  });

  it('keeps each member’s session with their own page’s reads when two are drawn at once', async () => {
    const paintOf = paintsOf(webBuild('two-members', 'v1'), { budgetMs: 20_000 });
    // Ada's page reads after Bob's has been drawn (it waits first), in the same thread.
    const [ada, bob] = await Promise.all([
      paintOf(memberVisit('/gem/42', 'good-1')),
      paintOf(memberVisit('/gem/2', 'good-2')),
    ]);
    expect(ada?.html).toContain('"authorization":"Bearer good-1"');
    expect(bob?.html).toContain('"authorization":"Bearer good-2"');
    expect(threadOf(ada?.html)).toBe(threadOf(bob?.html));
    const later = await paintOf(visit('/gem/42'));
    expect(later?.html).toContain('"authorization":null');
  });

  it('gives the app as before without a module, and does not retry one that does not load', async () => {
    expect(await paintsOf(webBuild('none', null))(visit('/gem/1'))).toBeNull();
    const error = jest.spyOn(logger, 'error');
    const paintOf = paintsOf(webBuild('broken', '', 'export const = ;'), { budgetMs: 20_000 });
    expect(await paintOf(visit('/gem/1'))).toBeNull();
    expect(await paintOf(visit('/gem/2'))).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('answers "not drawn" when the thread crashes or outgrows its heap, and starts a new one', async () => {
    const paintOf = paintsOf(webBuild('crashes', 'v1'), { budgetMs: 20_000, heapMb: 32 });
    const first = threadOf((await paintOf(visit('/gem/1')))?.html);
    expect(await paintOf(visit('/gem/666'))).toBeNull();
    const second = threadOf((await paintOf(visit('/gem/2')))?.html);
    expect(second).not.toBe(first);
    expect(await paintOf(visit('/gem/777'))).toBeNull();
    const third = threadOf((await paintOf(visit('/gem/3')))?.html);
    expect(third).not.toBe(second);
  });

  it('draws with a rebuilt module, and ends the thread when idle', async () => {
    const distDir = webBuild('rebuilt', 'v1');
    const paintOf = paintsOf(distDir, { budgetMs: 20_000, ttlMs: 60_000, idleMs: 500 });
    const before = (await paintOf(visit('/gem/1')))?.html;
    expect(before).toMatch(/^v1 /);
    webBuild('rebuilt', 'v2');
    utimesSync(join(distDir, '.server/render-page.js'), new Date(), new Date(Date.now() + 5000));
    const after = (await paintOf(visit('/gem/1')))?.html;
    expect(after).toMatch(/^v2 \/gem\/1 #1 /);
    expect(threadOf(after)).not.toBe(threadOf(before));
    await sleep(1500);
    // Ended: the next page is drawn by a new thread, with a fresh module.
    const later = (await paintOf(visit('/gem/2')))?.html;
    expect(later).toMatch(/^v2 \/gem\/2 #1 /);
    expect(threadOf(later)).not.toBe(threadOf(after));
  });

  it('does not wait past the budget, and ends a stuck thread', async () => {
    const thread = drawingThread({
      serverDir: join(webBuild('stuck', 'v1'), '.server'),
      services,
      logger,
      stuckMs: 1000,
    });
    await thread.draw('/gem/1', Date.now() + 20_000); // started and ready
    const started = Date.now();
    expect(await thread.draw('/gem/888', Date.now() + 300)).toMatchObject({ paint: null, keep: false });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(thread.drawing()).toBe(1);
    await sleep(1500);
    expect(thread.running()).toBe(false);
    expect(thread.drawing()).toBe(0);
    expect((await thread.draw('/gem/2', Date.now() + 20_000)).paint?.html).toMatch(/^v1 \/gem\/2 #1 /);
    await thread.end();
    expect(thread.running()).toBe(false);
  });

  it('never draws more than maxDrawing pages at once', async () => {
    const paintOf = paintsOf(webBuild('busy', 'v1'), { budgetMs: 20_000, maxDrawing: 1 });
    const [one, two] = await Promise.all([paintOf(visit('/gem/1')), paintOf(visit('/gem/2'))]);
    expect(one?.html).toContain('/gem/1');
    expect(two).toBeNull();
    // The same page asked twice is drawn once.
    const [a, b] = await Promise.all([paintOf(visit('/gem/3')), paintOf(visit('/gem/3'))]);
    expect(a).toEqual(b);
    expect(a).not.toBeNull();
  });
});
