import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { bigBookmarksFile, bookmarksForm } from './fixtures/imports-helpers.js';

// The bar: a 10,000-link file imports without stalling. Default worker settings.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ LOG_LEVEL: 'error' }, { curation: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

const LINKS = 10_000;

describe('a 10,000-link bookmarks file', () => {
  it('imports completely, progress never standing still for long', async () => {
    const client = stack.client();
    await client.post('/api/auth/register', newAccount());
    const file = bigBookmarksFile(LINKS, 'tenk');
    const t0 = Date.now();
    const started = await client.post('/api/imports', bookmarksForm(file));
    expect(started.status).toBe(202);
    const accepted = Date.now() - t0;

    let last = { done: -1, at: Date.now() };
    let longestStill = 0;
    let job = started.body;
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((r) => setTimeout(r, 250));
      job = (await client.get(`/api/imports/${started.body.id}`)).body;
      const now = Date.now();
      if (job.done !== last.done) last = { done: job.done, at: now };
      longestStill = Math.max(longestStill, now - last.at);
      if (now - t0 > 280_000) throw new Error(`not done after 280 s: ${JSON.stringify(job)}`);
    }
    const total = Date.now() - t0;
    expect(job).toMatchObject({ status: 'done', total: LINKS, done: LINKS, imported: LINKS, failed: 0 });
    expect(longestStill).toBeLessThan(10_000);
    console.log(
      `bookmark import: ${LINKS} links, ${(file.length / 1024 / 1024).toFixed(2)} MB; accepted in ${accepted} ms; ` +
        `done in ${total} ms (${Math.round(LINKS / (total / 1000))} links/s); longest pause in progress ${longestStill} ms; ` +
        `postgres ${process.env.DATABASE_URL ? 'real' : 'embedded'}`,
    );
  }, 300_000);
});
