import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { eventually, freePorts, itIf, TestClient } from '@gems/testkit';
import { newAccount } from '@gems/test-stack';
import { baseImage, buildImages, type BuiltImage } from './images.js';
import { KUBECTL, kubePlay } from './kube-play.js';
import { startContainerStack, type ContainerStack } from './stack.js';

/**
 * The images as a self-hoster runs them: built from deploy/Dockerfile with podman, started on the
 * host network against this machine's Postgres, NATS and Redis, journeyed through the gateway,
 * stopped with SIGTERM. CONTAINERS_VERBOSE=1 streams the build output.
 */

// compose's stop_grace_period and the manifests' terminationGracePeriodSeconds (25–30 s).
const GRACE_SECONDS = 25;
const infra = {
  databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

let built: BuiltImage[] = [];
let stack: ContainerStack;

async function signUp(overrides: Record<string, string> = {}): Promise<{ client: TestClient; id: number }> {
  const client = new TestClient(stack.gatewayUrl);
  const res = await client.post('/api/auth/register', newAccount(overrides));
  expect(res.status).toBe(201);
  return { client, id: (await client.get('/api/auth/me')).body.id };
}

describe('the seven images', () => {
  beforeAll(async () => {
    const buildStarted = performance.now();
    built = await buildImages(await baseImage(), process.env.CONTAINERS_VERBOSE === '1');
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    stack = await startContainerStack(infra);
    console.log(
      [
        `images built in ${buildSeconds.toFixed(0)} s (base image included)`,
        ...built.map((b) => {
          const ready = stack.started.find((s) => s.name === b.name)!.readySeconds;
          return `  ${b.name.padEnd(14)} build ${b.seconds.toFixed(1).padStart(6)} s   ${b.megabytes.toFixed(0).padStart(4)} MB   ready in ${ready.toFixed(1)} s`;
        }),
      ].join('\n'),
    );
  }, 3_600_000);

  afterAll(async () => {
    await stack?.cleanUp();
  }, 120_000);

  it('starts every process: /readyz answers 200 against real Postgres, NATS and Redis', () => {
    expect(stack.started.map((s) => s.name).sort()).toEqual(
      ['admin-metrics', 'curation', 'gateway', 'identity', 'rewards', 'scraper', 'social'].sort(),
    );
  });

  it('keeps each service image small (scraper aside: it carries Chromium)', () => {
    for (const image of built.filter((b) => b.name !== 'scraper')) expect(image.megabytes).toBeLessThan(350);
  });

  it('serves the SPA and journeys through the containerised gateway', async () => {
    const home = await fetch(stack.gatewayUrl);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root"');

    const admin = await signUp({ email: stack.adminEmail });
    const curator = await signUp();
    const fan = await signUp();

    // Save a gem from a local page: the preview comes from the scraper container fetching it.
    const preview = await curator.client.post('/api/scrape', {
      url: stack.pageUrl,
      extractIndividualLocations: false,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ title: 'Containers at sea', siteName: 'Harbour Notes' });
    const saved = await curator.client.post('/api/gems', {
      title: preview.body.title,
      description: preview.body.description,
      url: preview.body.url,
      domain: preview.body.domain,
      visibility: 'public',
    });
    expect(saved.status).toBe(201);
    const gemId: number = saved.body.id;
    expect((await fan.client.get(`/api/gems/${gemId}`)).body.title).toBe('Containers at sea');

    // Like and comment from a second user, once social has the gem (from curation's event).
    await eventually(async () => (await fan.client.post(`/api/gems/${gemId}/like`, {})).status < 300, 30_000);
    const comment = await fan.client.post('/api/comments', { gemId, content: 'Shipped and working.' });
    expect(comment.status).toBe(201);

    // The curator is notified of both.
    await eventually(
      async () => (await curator.client.get('/api/notifications/count')).body.count >= 2,
      30_000,
    );
    const notifications = await curator.client.get('/api/notifications');
    expect(notifications.status).toBe(200);
    const about = (
      notifications.body as { type: string; relatedGemId: number; actor: { id: number } | null }[]
    )
      .filter((n) => n.relatedGemId === gemId && n.actor?.id === fan.id)
      .map((n) => n.type)
      .sort();
    expect(about).toEqual(['gem_commented', 'gem_liked']);

    // Points: the curator for the gem, the fan for the like and the comment (rewards' consumer).
    await eventually(
      async () => (await curator.client.get('/api/rewards/balance')).body.currentPoints > 0,
      30_000,
    );
    await eventually(
      async () => (await fan.client.get('/api/rewards/balance')).body.currentPoints > 0,
      30_000,
    );

    // The admin's costs page answers; a member is refused.
    const costs = await admin.client.get('/api/admin/costs/overview');
    expect(costs.status).toBe(200);
    expect(costs.body).toEqual(expect.any(Object));
    expect((await curator.client.get('/api/admin/costs/overview')).status).toBe(403);
  });

  // After the journey: identity's schema is migrated, so this is a second identity replica.
  itIf(KUBECTL, 'no kubectl to render the Deployment for podman kube play')(
    'runs the rendered identity Deployment with podman kube play',
    async () => {
      const [port] = await freePorts(1);
      const played = await kubePlay('identity', {
        ...stack.env,
        PORT: String(port),
        DB_SCHEMA: 'identity',
        STORAGE_DRIVER: 'local',
        UPLOADS_DIR: '/tmp/uploads',
      });
      try {
        await eventually(
          async () => (await fetch(`${played.url}/readyz`).catch(() => null))?.status === 200,
          60_000,
        );
        // The replica from the manifest serves identity's keys like the first one.
        const res = await fetch(`${played.url}/.well-known/jwks.json`);
        expect(res.status).toBe(200);
      } finally {
        const { exitCode } = await played.stop();
        expect(exitCode).toBe(0);
      }
    },
    120_000,
  );

  // Two rewards replicas started at once on a schema of their own, with the weekly distribution
  // due now: what a rollout of two replicas on a new release does.
  it('migrates once and distributes once when two rewards replicas start together', async () => {
    let now = new Date();
    // Keep both replicas in the same scheduled hour (the distribution's week is set by it).
    if (now.getUTCMinutes() >= 58)
      await new Promise((r) => setTimeout(r, (61 - now.getUTCMinutes()) * 60_000));
    now = new Date();
    const schema = 'rewards_replicas';
    const ports = await freePorts(2);
    const replicas = await Promise.all(
      ports.map((port, i) =>
        stack.runReplica('rewards', `r${i}`, {
          PORT: String(port),
          DB_SCHEMA: schema,
          DISTRIBUTION_DAY: String(now.getUTCDay()),
          DISTRIBUTION_HOUR: String(now.getUTCHours()),
        }),
      ),
    );
    await Promise.all(replicas.map((r) => stack.waitReady(r.url, r.container)));
    const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
    try {
      const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
      await eventually(
        async () => (await count(`SELECT count(*) AS n FROM ${schema}.token_distributions`)) >= 1,
        30_000,
      );
      await new Promise((r) => setTimeout(r, 3_000)); // a second run would show up now
      expect(await count(`SELECT count(*) AS n FROM ${schema}.token_distributions`)).toBe(1);
      const migrations = await db.query<{ migration_name: string }>(
        `SELECT migration_name FROM ${schema}."_prisma_migrations" ORDER BY migration_name`,
      );
      const names = migrations.rows.map((r) => r.migration_name);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
    } finally {
      await db.end();
      for (const r of replicas) expect((await stack.stop(r.container, GRACE_SECONDS)).exitCode).toBe(0);
    }
  }, 240_000);

  it(
    'stops every container on SIGTERM: exit 0 within the grace period, nothing left running',
    async () => {
      const stopped = await stack.stopAll(GRACE_SECONDS);
      console.log(
        stopped
          .map((s) => `  ${s.name.padEnd(14)} exit ${s.exitCode} in ${s.seconds.toFixed(1)} s`)
          .join('\n'),
      );
      for (const s of stopped) {
        expect({ name: s.name, exitCode: s.exitCode }).toEqual({ name: s.name, exitCode: 0 });
        expect(s.seconds).toBeLessThan(GRACE_SECONDS);
      }
      expect(await stack.running()).toEqual([]);
    },
    7 * 30_000,
  );
});
