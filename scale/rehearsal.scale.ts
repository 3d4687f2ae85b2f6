import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeIf } from '@gems/testkit';
import { findBinary } from '../faults/support/processes.js';
import { canRunPostgres } from '../faults/support/postgres.js';
import { percentile, Recorder, signUp, type Session } from './support/client.js';
import {
  distributions,
  likeNotifications,
  migrationsRecorded,
  notificationsHandledTwice,
  pointsByUser,
} from './support/database.js';
import { failedCalls, inKillWindow, killFigures, killInTurn } from './support/kills.js';
import {
  awardMismatches,
  awardRanges,
  counterMismatches,
  followerMismatches,
  likersPerGem,
  likesPerLiker,
  resendInDoubt,
} from './support/ledger-check.js';
import { Load } from './support/load.js';
import { pause, settles } from './support/settle.js';
import { streamConsumers } from './support/nats-cluster.js';
import { SERVICES, startTopology, type Replica, type Topology } from './support/topology.js';

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const root = fileURLToPath(new URL('..', import.meta.url));
const binaries = {
  nats: findBinary('nats-server', ['/usr/sbin/nats-server', '/usr/bin/nats-server']),
  redis: findBinary('redis-server', ['/usr/bin/redis-server']),
  haproxy: ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path)),
};
const missing = Object.entries(binaries)
  .filter(([, path]) => !path)
  .map(([name]) => name);
if (!canRunPostgres()) missing.push('Postgres binaries run as root');
// Skipped with its reason on a machine without them; under CI a failure (describeIf).
const describeScale = describeIf(missing.length === 0, `needs ${missing.join(', ')}`);

/** What the rehearsal measured, printed at the end for docs/benchmarks.md. */
const figures: Record<string, unknown> = {};

describeScale('scale-out rehearsal: two of everything, a NATS cluster, faults under load', () => {
  let topology: Topology;
  let startedIn = 0;
  /** The first account (user id 1): an administrator. */
  let admin: Session;

  beforeAll(async () => {
    const started = Date.now();
    topology = await startTopology({
      nats: binaries.nats!,
      redis: binaries.redis!,
      haproxy: binaries.haproxy!,
    });
    startedIn = Date.now() - started;
    figures.startSeconds = Math.round(startedIn / 1000);
    figures.startTimings = topology.timings;
    admin = await signUp(new Recorder(), topology.url, 'admin');
  }, 600_000);

  afterAll(async () => {
    // The figures and each process's last output (warnings and errors), kept for the write-up and
    // for a failure's diagnosis (bench/results/ is not committed).
    const results = `${root}/bench/results/scale-rehearsal`;
    mkdirSync(results, { recursive: true });
    writeFileSync(`${results}/figures.json`, JSON.stringify(figures, null, 2));
    for (const r of topology ? [...topology.gateways, ...SERVICES.flatMap((s) => topology.replicas[s])] : [])
      writeFileSync(`${results}/${r.process.name}.log`, r.process.output);
    await topology?.stop();
    console.log(`scale rehearsal figures: ${JSON.stringify(figures, null, 2)}`);
  }, 60_000);

  it('started both replicas of every service at once on an empty database: each migration ran once, none crashed', async () => {
    for (const s of SERVICES)
      for (const r of topology.replicas[s]) expect([s, r.process.alive]).toEqual([s, true]);
    // No replica exited while starting (the topology would have started it again, as an orchestrator does).
    expect(topology.restarts).toEqual([]);
    for (const s of SERVICES) {
      const folders = readdirSync(`${root}/services/${s}/prisma/migrations`, { withFileTypes: true }).filter(
        (e) => e.isDirectory(),
      ).length;
      const rows = await migrationsRecorded(topology, s);
      expect({ s, folders: rows.length, twice: rows.filter((r) => r.times !== 1) }).toEqual({
        s,
        folders,
        twice: [],
      });
    }
  });

  it('shares each durable consumer between the replicas rather than duplicating it', async () => {
    const { replicas, consumers } = await streamConsumers(topology.nats, 'GEMS');
    expect(replicas).toBe(3);
    expect(consumers.length).toBeGreaterThan(0);
    figures.durableConsumers = {
      count: consumers.length,
      pulledByBothReplicas: consumers.filter((c) => c.waiting >= 2).length,
    };
    // One durable per purpose, whatever the replica count, and both replicas pull from it.
    expect(consumers.filter((c) => c.waiting < 2)).toEqual([]);
  });

  it('keeps the like → notification lag with two social replicas within 2× of one replica’s', async () => {
    const recorder = new Recorder();
    const owner = await signUp(recorder, topology.url, 'lagowner');
    const fan = await signUp(recorder, topology.url, 'lagfan');
    const unread = async () =>
      (
        (await recorder.call(topology.url, 'count', 'GET', '/api/notifications/count', { session: owner }))
          .body as { count: number }
      ).count;
    const lags = async (n: number) => {
      const measured: number[] = [];
      for (let i = 0; i < n; i++) {
        const gem = await recorder.call(topology.url, 'save', 'POST', '/api/gems', {
          session: owner,
          body: {
            title: `Lag ${i}`,
            url: `https://scale.example/lag/${Date.now()}/${i}`,
            visibility: 'public',
          },
        });
        const before = await unread();
        const liked = await recorder.call(
          topology.url,
          'like',
          'POST',
          `/api/gems/${(gem.body as { id: number }).id}/like`,
          {
            session: fan,
          },
        );
        expect(liked.status).toBeLessThan(300);
        const at = Date.now();
        await settles(unread, before + 1, 15_000, 20);
        measured.push(Date.now() - at);
      }
      return measured;
    };
    const second = topology.replicas.social[1]!.process;
    await second.stop('SIGTERM');
    // 40 each: the p99 of 15 was their maximum, and one 238 ms outlier in a run failed the check.
    const one = await lags(40);
    await second.start();
    // Measured once the restarted replica is back in HAProxy and pulling from every durable.
    await topology.balancer.allUp();
    await streamConsumers(topology.nats, 'GEMS', { timeoutMs: 15_000 });
    const two = await lags(40);
    figures.likeToNotificationMs = {
      likesEach: 40,
      oneReplica: { p50: percentile(one, 50), p99: percentile(one, 99) },
      twoReplicas: { p50: percentile(two, 50), p99: percentile(two, 99) },
    };
    // Polled every 20 ms; a 100 ms floor keeps a quiet run's 30-vs-70 ms from reading as a regression.
    expect(percentile(two, 99)).toBeLessThanOrEqual(2 * Math.max(percentile(one, 99), 100));
  }, 600_000);

  it('holds a session, a logout, the rate limits and an image whichever gateway or replica answers', async () => {
    const recorder = new Recorder();
    const [g0, g1] = topology.gateways.map((g) => g.url) as [string, string];
    const user = await signUp(recorder, g0, 'across');
    expect((await recorder.call(g1, 'me', 'GET', '/api/auth/me', { session: user })).status).toBe(200);
    for (const replica of topology.replicas.identity)
      expect((await recorder.call(replica.url, 'me', 'GET', '/api/auth/me', { session: user })).status).toBe(
        200,
      );
    // The other gateway has seen the session (and may remember its signature) before the logout.
    const second = await signUp(recorder, g1, 'across');
    expect((await recorder.call(g0, 'me', 'GET', '/api/auth/me', { session: second })).status).toBe(200);
    expect((await recorder.call(g1, 'logout', 'POST', '/api/auth/logout', { session: second })).status).toBe(
      200,
    );
    expect((await recorder.call(g0, 'me', 'GET', '/api/auth/me', { session: second })).status).toBe(401);
    for (const replica of topology.replicas.curation)
      expect(
        (
          await recorder.call(replica.url, 'save', 'POST', '/api/gems', {
            session: second,
            body: { title: 'After logout', url: 'https://scale.example/after-logout' },
          })
        ).status,
      ).toBe(401);

    // Sign-in attempts alternate between the gateways, and so between identity's replicas. The first
    // eleven name one account: identity refuses the eleventh (10 failures per account, counted in
    // Redis); the rest name an account each. The gateways' limit per address (30 a minute, in Redis
    // too) counts all of them together and refuses the 31st. All in one minute's window.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 25_000) await pause(left + 200);
    const tag = Date.now().toString(36);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (
          await recorder.call(i % 2 ? g1 : g0, 'login', 'POST', '/api/auth/login', {
            body: { email: `nobody-${tag}-${i < 11 ? 0 : i}@example.com`, password: 'not-the-password' },
          })
        ).status,
      );
    expect({
      perAccount: statuses.slice(0, 11),
      others: [...new Set(statuses.slice(11, 30))],
      last: statuses[30],
    }).toEqual({ perAccount: [...Array<number>(10).fill(401), 429], others: [401], last: 429 });

    // An image uploaded through one gateway is served by the other (both read the one bucket).
    const gem = await recorder.call(g0, 'save', 'POST', '/api/gems', {
      session: user,
      body: { title: 'With a picture', url: 'https://scale.example/picture', visibility: 'public' },
    });
    expect(gem.status).toBe(201);
    const png = Buffer.from(ONE_PIXEL_PNG, 'base64');
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'red.png');
    const uploaded = await recorder.call(
      g0,
      'upload',
      'POST',
      `/api/gems/${(gem.body as { id: number }).id}/images/upload`,
      {
        session: user,
        form,
      },
    );
    expect(uploaded.status).toBe(201);
    const served = await fetch(`${g1}${(uploaded.body as { imageUrl: string }).imageUrl}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([
      200,
      expect.stringMatching(/^image\//),
    ]);
  });

  it('loses no acknowledged write and handles no event twice while replicas, a gateway and a NATS node are killed under load', async () => {
    const load = new Load(topology.url);
    await load.prepare(12);
    const begun = load.recorder.calls.length;
    const loadStarted = Date.now();
    load.start(6);
    await pause(3_000);
    const kills = await killInTurn(
      [
        ...SERVICES.map((s) => ({ what: `${s} replica`, target: topology.replicas[s][0]!.process })),
        { what: 'gateway', target: topology.gateways[0]!.process },
        { what: 'NATS node', target: topology.nats.nodes[1]! },
      ],
      { downMs: 2_000, betweenMs: 1_500, allIn: () => topology.balancer.allUp() },
    );
    await pause(2_000);
    await load.stop();

    const calls = load.recorder.calls.slice(begun);
    const failed = failedCalls(calls);
    const ms = calls.map((c) => c.ms);
    figures.load = {
      users: load.ledger.users.length,
      concurrency: 6,
      seconds: Math.round((Date.now() - loadStarted) / 1000),
      calls: calls.length,
      callsPerSecond: Math.round((1000 * calls.length) / (Date.now() - loadStarted)),
      byKind: Object.fromEntries(
        [...new Set(calls.map((c) => c.kind))].map((k) => [k, calls.filter((c) => c.kind === k).length]),
      ),
      statuses: Object.fromEntries(
        [...new Set(calls.map((c) => c.status))].map((st) => [
          st,
          calls.filter((c) => c.status === st).length,
        ]),
      ),
      failed: failed.length,
      failedShare: `${((100 * failed.length) / calls.length).toFixed(2)} %`,
      p50ms: percentile(ms, 50),
      p99ms: percentile(ms, 99),
    };
    figures.kills = killFigures(kills, failed);
    figures.acknowledged = {
      gems: load.ledger.gems.size,
      savesInDoubt: [...load.ledger.savesInDoubt.values()].reduce((n, c) => n + c, 0),
      likes: load.ledger.likes.size,
      likesInDoubt: load.ledger.likesInDoubt.size,
      comments: [...load.ledger.comments.values()].reduce((n, c) => n + c.acked, 0),
      commentsInDoubt: [...load.ledger.comments.values()].reduce((n, c) => n + c.inDoubt, 0),
      follows: load.ledger.follows.size,
      followsInDoubt: load.ledger.followsInDoubt.size,
    };

    await resendInDoubt(topology.url, load);
    const counters = await counterMismatches(topology.url, load.ledger);
    const followers = await followerMismatches(topology.url, load.ledger);
    const expectedNotifications = likersPerGem(load.ledger);
    // Only the load's gems (the lag check's gems were liked too).
    const loadNotifications = async () =>
      Object.fromEntries(
        Object.entries(await likeNotifications(topology)).filter(([gem]) =>
          load.ledger.gems.has(Number(gem)),
        ),
      );
    const notified = await settles(loadNotifications, expectedNotifications);
    const doubled = await notificationsHandledTwice(topology);
    // Points: one like_gem award per gem liked, and each balance equal to the awards that count.
    const ids = new Set(load.ledger.users.map((u) => u.id));
    const expectedLikeAwards = likesPerLiker(load.ledger);
    const likeAwards = async () => {
      const rows = (await pointsByUser(topology)).filter((r) => ids.has(r.userId) && r.likes > 0);
      return Object.fromEntries(rows.map((r) => [r.userId, r.likes]));
    };
    const awarded = await settles(likeAwards, expectedLikeAwards);
    // Saves and comments: one award each, within what the acknowledged and lost answers allow.
    const ranges = awardRanges(load.ledger);
    const otherAwards = await settles(async () => awardMismatches(ranges, await pointsByUser(topology)), []);
    const unbalanced = (await pointsByUser(topology)).filter((r) => r.counted !== r.lifetime);
    figures.lostOrDoubled = {
      counters,
      followers,
      doubledNotifications: doubled.length,
      likeAwardsMissing:
        Object.values(expectedLikeAwards).reduce((a, b) => a + b, 0) -
        Object.values(awarded).reduce((a, b) => a + b, 0),
      saveAndCommentAwardsOff: otherAwards,
      unbalanced,
    };
    expect(counters).toEqual([]);
    expect(followers).toEqual([]);
    expect(notified).toEqual(expectedNotifications);
    expect(doubled).toEqual([]);
    expect(awarded).toEqual(expectedLikeAwards);
    expect(otherAwards).toEqual([]);
    expect(unbalanced).toEqual([]);

    expect(failed.length).toBeLessThanOrEqual(Math.floor(calls.length * 0.01));
    expect(failed.filter((c) => !inKillWindow(kills, c))).toEqual([]);
    for (const r of [...topology.gateways, ...SERVICES.flatMap((s) => topology.replicas[s])] as Replica[])
      expect([r.process.name, r.process.alive]).toEqual([r.process.name, true]);
  }, 900_000);

  it('runs the weekly distribution once when both rewards replicas are asked at the same moment', async () => {
    expect(admin.id).toBe(1);
    const recorder = new Recorder();
    const answers = await Promise.all(
      topology.replicas.rewards.map((r) =>
        recorder.call(r.url, 'distribute', 'POST', '/api/admin/rewards/distributions/execute', {
          session: admin,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await distributions(topology);
    figures.distribution = rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.paid).toBe(rows[0]!.tokens);
    expect(rows[0]!.payouts).toBe(rows[0]!.participants);
  });
});
