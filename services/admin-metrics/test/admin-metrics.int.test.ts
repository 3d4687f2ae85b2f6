import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventData, EventType } from '@gems/contracts';
import { createEnvelope } from '@gems/platform/events';
import { expectDocumentedAnswer, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { SCRAPES_DURABLE } from '../src/usage/scrape-usage.consumer.js';

let stack: TestStack;
let admin: TestClient;
let curator: TestClient;
beforeAll(async () => {
  stack = await startTestStack({ TRACE_UI_URL: 'http://jaeger.test:16686/' }, { adminMetrics: true });
  admin = stack.client(); // the stack's first user is an admin
  expect((await admin.post('/api/auth/register', newAccount())).status).toBe(201);
  curator = stack.client();
  expect((await curator.post('/api/auth/register', newAccount())).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const deliver = <T extends EventType>(type: T, data: EventData<T>, occurredAt = new Date().toISOString()) =>
  stack.adminMetrics!.deliver(SCRAPES_DURABLE, {
    ...createEnvelope(type, data, { producer: 'scraper' }),
    occurredAt,
    traceparent: `00-${TRACE}-00f067aa0ba902b7-01`,
  });
const failed = (url: string, message = 'This website blocks automated access') =>
  deliver('scrape.failed', {
    url,
    domain: new URL(url).hostname,
    userId: 7,
    errorType: 'blocked',
    message,
    stack: 'FetchFailure: 403 from origin\nauthorization: Bearer abc.def\n  at fetch (safe-fetcher.ts:10)',
    status: 403,
    durationMs: 120,
  });

describe('the admin routes', () => {
  it('answer nothing but 401 to visitors and 403 to curators', async () => {
    const paths: [string, string][] = [
      ['GET', '/api/admin/scraper-errors'],
      ['POST', '/api/admin/scraper-errors/abc/resolve'],
      ['GET', '/api/admin/costs/overview'],
      ['PUT', '/api/admin/costs/prices/scraping_operation'],
      ['GET', '/api/admin/feedback'],
      ['POST', '/api/admin/feedback/1/resolve'],
      ['GET', '/api/admin/actions'],
      ['GET', '/api/admin/rewards/analytics'],
      ['DELETE', '/api/admin/users/1'],
    ];
    for (const [method, path] of paths) {
      const body = method === 'GET' ? undefined : {};
      const visitor = await stack.client().request(method, path, body);
      const curatorAnswer = await curator.request(method, path, body);
      expect([method, path, visitor.status, curatorAnswer.status]).toEqual([method, path, 401, 403]);
    }
  });
});

describe('feedback', () => {
  it('is sent by a signed-in user with the spec’s messages, listed for admins and resolved with notes', async () => {
    const missing = await curator.post('/api/feedback', { type: 'bug', title: ' ', description: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in both title and description');
    expect((await curator.post('/api/feedback', { type: 'rant', title: 't', description: 'd' })).status).toBe(
      400,
    );
    expect((await stack.client().post('/api/feedback', { title: 't', description: 'd' })).status).toBe(401);

    const sent = await curator.post('/api/feedback', {
      type: 'bug',
      title: 'Save button does nothing',
      description: 'On the import page',
      category: 'ui',
      browserInfo: 'Chromium 156',
      url: '/imports',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'open', priority: 'medium', type: 'bug', category: 'ui' });

    const open = await admin.get('/api/admin/feedback');
    expectDocumentedAnswer(open);
    expect(open.body.map((f: { id: number }) => f.id)).toContain(sent.body.id);
    const resolved = await admin.post(`/api/admin/feedback/${sent.body.id}/resolve`, {
      notes: 'Fixed in 1.2',
    });
    expect(resolved.body).toMatchObject({ status: 'resolved', adminNotes: 'Fixed in 1.2' });
    expect((await admin.post(`/api/admin/feedback/${sent.body.id}/resolve`, {})).status).toBe(404);
    expect((await admin.get('/api/admin/feedback')).body.map((f: { id: number }) => f.id)).not.toContain(
      sent.body.id,
    );
    expect((await admin.get('/api/admin/feedback?includeResolved=true')).body[0].id).toBe(sent.body.id);
    expect((await admin.get('/api/admin/actions')).body[0]).toMatchObject({ actionType: 'resolve_feedback' });
  });
});

describe('the scraper error log', () => {
  it('groups repeated failures of a URL, hides secrets, and is resolved with notes', async () => {
    const url = `https://walled.example/${Date.now()}`;
    await failed(url);
    await failed(url, 'This website took too long to respond');
    await failed('https://other.example/page');
    const list = await admin.get('/api/admin/scraper-errors');
    expectDocumentedAnswer(list);
    const entry = list.body.find((e: { url: string }) => e.url === url);
    expect(entry).toMatchObject({
      count: 2,
      errorType: 'blocked',
      resolved: false,
      domain: 'walled.example',
    });
    expect(entry.errorMessage).toBe('This website took too long to respond');
    expect(entry.errorStack).toContain('FetchFailure');
    expect(entry.errorStack).not.toContain('abc.def');
    expect(entry).toMatchObject({ traceId: TRACE, traceUrl: `http://jaeger.test:16686/trace/${TRACE}` });

    const resolved = await admin.post(`/api/admin/scraper-errors/${entry.id}/resolve`, {
      notes: 'Site blocks bots',
    });
    expect(resolved.body).toMatchObject({ resolved: true, notes: 'Site blocks bots' });
    expect(
      (await admin.get('/api/admin/scraper-errors')).body.map((e: { id: string }) => e.id),
    ).not.toContain(entry.id);
    const all = await admin.get('/api/admin/scraper-errors?includeResolved=true');
    expect(all.body.map((e: { id: string }) => e.id)).toContain(entry.id);
    // A failure after the resolution opens a new entry.
    await failed(url);
    const reopened = (await admin.get('/api/admin/scraper-errors')).body.find(
      (e: { url: string }) => e.url === url,
    );
    expect(reopened).toMatchObject({ count: 1, resolved: false });
    expect(reopened.id).not.toBe(entry.id);

    expect((await admin.post('/api/admin/scraper-errors/nope/resolve', {})).status).toBe(404);
    expect((await admin.get('/api/admin/scraper-errors?includeResolved=maybe')).status).toBe(400);
    expect((await admin.get('/api/admin/scraper-errors?cursor=-3')).status).toBe(400);
  });
});

describe('costs and usage', () => {
  it('counts scrapes, renders and image downloads per day and prices them from the editable table', async () => {
    const day = '2026-03-10';
    await deliver(
      'scrape.completed',
      {
        url: 'https://a.example/',
        domain: 'a.example',
        userId: 7,
        durationMs: 4000,
        bytes: 50_000,
        rendered: true,
        imageDownloads: 2,
        imageBytes: 3_000_000,
        cached: false,
        requiresBookmark: false,
      },
      `${day}T10:00:00.000Z`,
    );
    await deliver(
      'scrape.completed',
      {
        url: 'https://a.example/',
        domain: 'a.example',
        userId: 7,
        durationMs: 3,
        bytes: 0,
        rendered: false,
        imageDownloads: 0,
        imageBytes: 0,
        cached: true, // a cache hit costs nothing
        requiresBookmark: false,
      },
      `${day}T10:01:00.000Z`,
    );
    const overview = await admin.get(`/api/admin/costs/overview?from=${day}&to=${day}`);
    expectDocumentedAnswer(overview);
    expect(overview.status).toBe(200);
    const playwright = overview.body.services.find(
      (s: { apiService: string }) => s.apiService === 'playwright',
    );
    expect(playwright).toMatchObject({ totalRequests: 1, totalSuccess: 1, totalErrors: 0, totalCost: 0.04 });
    const paidApis = overview.body.services.filter((s: { kind: string }) => s.kind === 'api');
    expect(paidApis.map((s: { apiService: string }) => s.apiService)).toEqual([
      'google_maps',
      'google_places',
      'firecrawl',
      'playwright',
    ]);
    expect(overview.body.totals).toMatchObject({ apiRequests: 1, scrapingOperations: 1, imageDownloads: 2 });
    // Image downloads carry their own bytes (they showed "23 downloads of 0 B"), priced per GB.
    expect(overview.body.resources).toContainEqual({
      resourceType: 'image_downloads',
      totalCount: 2,
      totalSize: 3_000_000,
    });
    expect(overview.body.daily).toEqual([{ date: day, estimatedCost: expect.any(Number), requests: 1 }]);

    expect((await admin.put('/api/admin/costs/prices/playwright_browser_second', { cents: 1 })).status).toBe(
      200,
    );
    const repriced = await admin.get(`/api/admin/costs/overview?from=${day}&to=${day}`);
    expect(
      repriced.body.services.find((s: { apiService: string }) => s.apiService === 'playwright').totalCost,
    ).toBe(4);
    expect((await admin.put('/api/admin/costs/prices/nonsense', { cents: 1 })).status).toBe(404);
    expect((await admin.put('/api/admin/costs/prices/scraping_operation', { cents: -1 })).status).toBe(400);
    expect((await admin.get('/api/admin/costs/overview?from=2026-05-01&to=2026-04-01')).status).toBe(400);
    expect((await admin.get('/api/admin/costs/overview?from=yesterday')).status).toBe(400);
  });
});

describe('the overview figures', () => {
  it('count users for admins only', async () => {
    const summary = await admin.get('/api/admin/users/summary');
    expectDocumentedAnswer(summary);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ totalUsers: expect.any(Number), newThisWeek: expect.any(Number) });
    expect(summary.body.totalUsers).toBeGreaterThanOrEqual(2);
    expect((await curator.get('/api/admin/users/summary')).status).toBe(403);
  });
});
