import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningService } from '@gems/platform/lifecycle';
import { dropSchemas, stopTestDatabase, TestClient, uniqueSchema } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { startCuration } from '@gems/curation';
import { bigBookmarksFile, bookmarksForm, query, waitForJob } from './fixtures/imports-helpers.js';

// Curation is started here (not by the stack) so the test can stop and start it mid-import.
let stack: TestStack;
let schema: string;
let curation: RunningService | undefined;
const LINKS = 1500;

const start = () =>
  startCuration({
    ...stack.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DB_SCHEMA: schema,
    // Small batches on one lane: the stop lands while most of the file is still pending.
    IMPORT_BATCH_SIZE: '10',
    IMPORT_CONCURRENCY: '1',
  });

beforeAll(async () => {
  stack = await startTestStack();
  schema = uniqueSchema('imports_resume');
});
afterAll(async () => {
  await curation?.stop();
  await stack?.stop();
  if (schema) await dropSchemas(stack.env.DATABASE_URL!, [schema]);
  await stopTestDatabase();
});

const counts = async () =>
  (
    await query<{ status: string; n: string }>(
      stack.env.DATABASE_URL!,
      `SELECT status, count(*) AS n FROM "${schema}".import_items GROUP BY status`,
    )
  ).reduce<Record<string, number>>((all, row) => ({ ...all, [row.status]: Number(row.n) }), {});

const gemCount = async () =>
  Number(
    (await query<{ n: string }>(stack.env.DATABASE_URL!, `SELECT count(*) AS n FROM "${schema}".gems`))[0]?.n,
  );

describe('bookmark import across a restart', () => {
  it('keeps what was saved, and the next start finishes the job without saving anything twice', async () => {
    const account = stack.client();
    expect((await account.post('/api/auth/register', newAccount())).status).toBe(201);
    curation = await start();
    const client = new TestClient(curation.url);
    client.setCookieHeader(account.cookieHeader);

    const started = await client.post('/api/imports', bookmarksForm(bigBookmarksFile(LINKS, 'resume')));
    expect(started.status).toBe(202);
    const id = started.body.id as number;
    // Stop as soon as the first batches have committed.
    for (let i = 0; i < 500; i++) {
      if ((await client.get(`/api/imports/${id}`)).body.done > 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    await curation.stop();
    curation = undefined;

    const [job] = await query<{ status: string; done: number; imported: number }>(
      stack.env.DATABASE_URL!,
      `SELECT status, done, imported FROM "${schema}".import_jobs WHERE id = $1`,
      [id],
    );
    expect(job?.status).toBe('running');
    expect(job!.done).toBeGreaterThan(0);
    expect(job!.done).toBeLessThan(LINKS);
    const before = await counts();
    expect(before.pending).toBe(LINKS - job!.done);
    // Every committed batch left its gems, its item rows and the job's counts in step.
    expect(before.imported).toBe(job!.imported);
    expect(await gemCount()).toBe(job!.imported);

    curation = await start();
    const again = new TestClient(curation.url);
    again.setCookieHeader(account.cookieHeader);
    const done = await waitForJob(again, id, 120_000);
    expect(done).toMatchObject({
      status: 'done',
      total: LINKS,
      done: LINKS,
      imported: LINKS,
      duplicates: 0,
      failed: 0,
    });
    expect(await counts()).toEqual({ imported: LINKS });
    expect(await gemCount()).toBe(LINKS);
    const events = await query<{ n: string }>(
      stack.env.DATABASE_URL!,
      `SELECT count(*) AS n FROM "${schema}".outbox_events WHERE subject = 'gem.created'`,
    );
    expect(Number(events[0]?.n)).toBe(LINKS);
  }, 120_000); // two starts of curation and 1,500 links: minutes on a loaded machine
});
