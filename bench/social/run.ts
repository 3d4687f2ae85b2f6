// Social benchmark: likes and unlikes through the gateway at a fixed rate (200/s for 30 s by
// default), and the lag from a like's answer until the gem owner's unread notification count
// shows it (gem.liked → outbox → NATS → social's notification consumer → count).
// identity, curation, social and the gateway run as separate processes, as in compose. CPU per
// like: every process but this one (the load generator), with the services' own Postgres backends
// (not the rest of a shared Postgres), from the start of the load until the outbox and every
// durable have caught up.
//   npm run bench:social [-- --rate 200 --duration 30 --probes 5]   (BENCH_LOG=1: service logs)
//   npm run bench:social -- --baseline /work/wt-base --rounds 3
//     runs another checkout's code (a worktree of an older commit, its own npm ci) and this one
//     alternately (baseline first in the first round, then the other way round), each run on
//     fresh schemas and a fresh stream.
// Needs DATABASE_URL (real Postgres) and NATS_URL (real NATS); uses REDIS_URL when set.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { deleteStream } from '../../packages/testkit/src/nats.js';
import { cpuMeter, postgresBackendsOf, type CpuSample } from '../support/cpu.js';
import { registerThroughGateway, waitFor, type BenchAccount } from '../support/gateway.js';
import { startEntry } from '../support/processes.js';
import { operationUrl } from '../../packages/testkit/src/operation-url.js';
import { call, GATEWAY, PORTS, tryCall, url } from './gateway-calls.js';

const { values } = parseArgs({
  // `npx tsx bench/social/run.ts -- --rate 200` passes the `--` on.
  args: process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--')),
  options: {
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    /** Lag probes per second (part of the rate). */
    probes: { type: 'string', default: '5' },
    /**
     * Probe owners, used in turn: a count cannot tell which notification arrived, so each owner
     * has one probe in flight at a time (a late one must not delay the next probe's reading).
     */
    'probe-owners': { type: 'string', default: '30' },
    likers: { type: 'string', default: '40' },
    gems: { type: 'string', default: '25' },
    /** Another checkout (a worktree of an older commit) to run alternately with this one. */
    baseline: { type: 'string' },
    /** Runs of each code; with --baseline, baseline and this code alternate. */
    rounds: { type: 'string', default: '1' },
  },
});
const rate = Number(values.rate);
const duration = Number(values.duration);
const probeRate = Number(values.probes);
const databaseUrl = process.env.DATABASE_URL;
const natsUrl = process.env.NATS_URL;
if (!databaseUrl || !natsUrl) throw new Error('Set DATABASE_URL and NATS_URL (real Postgres and NATS).');

async function gemsOf(owner: BenchAccount, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const r = await call('POST', operationUrl('postGems'), owner.cookie, {
      url: `https://bench.example/${owner.id}/${i}`,
      title: `g${i}`,
    });
    if (r.status !== 201) throw new Error(`gem failed: ${r.status} ${JSON.stringify(r.body)}`);
    ids.push(r.body.id);
  }
  return ids;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));
const r1 = (x: number) => Math.round(x * 10) / 10;
const r2 = (x: number) => Math.round(x * 100) / 100;

/** Messages a durable of the stream still has to hand out or to see acked. */
async function backlog(stream: string): Promise<number> {
  const nc = await connect({ servers: natsUrl });
  try {
    let left = 0;
    for await (const info of (await jetstreamManager(nc)).consumers.list(stream))
      left += info.num_pending + info.num_ack_pending;
    return left;
  } finally {
    await nc.close();
  }
}

/** CPU ms per part over `count` units, two decimals, largest part first. */
const perUnit = (sample: CpuSample, count: number) => ({
  total: r2(sample.total / count),
  ...Object.fromEntries(
    Object.entries(sample.parts)
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => [name, r2(ms / count)]),
  ),
});

/** One run of the load against the code under `root`, on schemas and a stream of its own. */
async function runOnce(root: string | undefined, code: string) {
  const tag = `bench_${Date.now().toString(36)}`;
  const env = {
    ...process.env,
    EVENTBUS_SCHEMA: `${tag}_bus`,
    CACHE_PREFIX: tag,
    EVENTS_NAMESPACE: tag,
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '10',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    IDENTITY_URL: url(PORTS.identity),
    CURATION_URL: url(PORTS.curation),
    SOCIAL_URL: url(PORTS.social),
  };
  const schemas = [`${tag}_identity`, `${tag}_curation`, `${tag}_social`, `${tag}_bus`];
  /** BENCH_CPU_PROF=<dir>: each service writes a V8 CPU profile there when it stops. */
  const start = (entry: string, port: number, schema: string): ChildProcess =>
    startEntry(entry, { ...env, PORT: String(port), HOST: '127.0.0.1', DB_SCHEMA: schema }, root);
  let n = 0;
  const register = (): Promise<BenchAccount> => registerThroughGateway(GATEWAY, `${tag}_${n++}`);
  /** `count` accounts, four at a time: all at once, password hashing timed out on a busy machine. */
  const registerMany = async (count: number): Promise<BenchAccount[]> => {
    const accounts: BenchAccount[] = [];
    while (accounts.length < count)
      accounts.push(
        ...(await Promise.all(Array.from({ length: Math.min(4, count - accounts.length) }, register))),
      );
    return accounts;
  };
  const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

  const children = [
    start('services/identity/src/main.ts', PORTS.identity, schemas[0]!),
    start('services/curation/src/main.ts', PORTS.curation, schemas[1]!),
    start('services/social/src/main.ts', PORTS.social, schemas[2]!),
    start('gateway/src/main.ts', PORTS.gateway, `${tag}_gateway`),
  ];
  const [identity, curation, social, gateway] = children.map((child) => child.pid);
  // Postgres serves other work on this machine too: only the services' own backends count.
  const meter = cpuMeter({ gateway, identity, curation, social }, () =>
    postgresBackendsOf(children.flatMap((child) => (child.pid ? [child.pid] : []))),
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (const port of Object.values(PORTS))
      await waitFor(async () => (await fetch(`${url(port)}/readyz`)).ok, `${port} ready`);

    // Set-up: one owner whose gems take the load, probe owners whose counts show the lag.
    const likers = await registerMany(Number(values.likers));
    const loadOwner = await register();
    const probeLiker = await register();
    const probeOwners = await registerMany(Number(values['probe-owners']));
    const loadGems = await gemsOf(loadOwner, Number(values.gems));
    const probesPerOwner = Math.ceil((duration * probeRate) / probeOwners.length) + 2;
    const probeGems = await Promise.all(probeOwners.map((o) => gemsOf(o, probesPerOwner)));
    // Social knows every user and gem once their events arrived.
    await waitFor(
      async () =>
        (
          await call(
            'POST',
            operationUrl('postGemsIdLike', { id: probeGems.at(-1)!.at(-1) }),
            likers[0]!.cookie,
          )
        ).status === 200,
      'social replicas',
    );
    await call(
      'DELETE',
      operationUrl('deleteGemsIdLike', { id: probeGems.at(-1)!.at(-1) }),
      likers[0]!.cookie,
    );
    await waitFor(
      async () =>
        (await call('GET', operationUrl('getNotificationsCount'), probeOwners.at(-1)!.cookie)).body.count ===
        1,
      'first notification',
    );
    const baseCount = await Promise.all(
      probeOwners.map(
        async (o) =>
          (await call('GET', operationUrl('getNotificationsCount'), o.cookie)).body.count as number,
      ),
    );

    const pairs = likers.flatMap((l) => loadGems.map((g) => ({ liker: l, gemId: g })));
    const total = Math.round(rate * duration);
    const probeEvery = Math.round(rate / probeRate);
    const answerMs: number[] = [];
    const lags: number[] = [];
    let failures = 0;
    const probeSeen = probeOwners.map(() => 0);
    const told = probeOwners.map(() => 0);
    let unseen = 0;
    const statuses: Record<number, number> = {};
    const fail = (status: number) => {
      failures++;
      statuses[status] = (statuses[status] ?? 0) + 1;
    };
    const inflight: Promise<void>[] = [];

    let polls = 0;
    const probe = async (k: number, owner: number): Promise<void> => {
      const gemId = probeGems[owner]![k]!;
      const sent = performance.now();
      const r = await tryCall('POST', operationUrl('postGemsIdLike', { id: gemId }), probeLiker.cookie);
      const answered = performance.now();
      answerMs.push(answered - sent);
      if (r.status !== 200) {
        fail(r.status);
        return;
      }
      // This owner's count once every like of theirs answered so far has been told.
      const expected = baseCount[owner]! + ++told[owner]!;
      for (;;) {
        const c = await tryCall('GET', operationUrl('getNotificationsCount'), probeOwners[owner]!.cookie);
        polls++;
        if (c.status === 200 && c.body.count >= expected) break;
        if (performance.now() - answered > 30_000) {
          unseen++; // reported: a notification not shown within 30 s
          return;
        }
        // Fine-grained near the target, coarser later, so slow probes do not flood the system.
        const waited = performance.now() - answered;
        await new Promise((res) => setTimeout(res, waited < 100 ? 5 : waited < 500 ? 10 : 50));
      }
      lags.push(performance.now() - answered);
    };

    const stopMeter = meter.start();
    const t0 = performance.now();
    let loadIndex = 0;
    for (let i = 0; i < total; i++) {
      await sleepUntil(t0 + (i * 1000) / rate);
      if (i % probeEvery === 0) {
        const owner = (i / probeEvery) % probeOwners.length;
        inflight.push(probe(probeSeen[owner]!++, owner));
        continue;
      }
      // Like every pair, then unlike every pair, and so on: no request races its own undo.
      const pair = pairs[loadIndex % pairs.length]!;
      const like = Math.floor(loadIndex / pairs.length) % 2 === 0;
      loadIndex++;
      const sent = performance.now();
      inflight.push(
        tryCall(
          like ? 'POST' : 'DELETE',
          operationUrl(like ? 'postGemsIdLike' : 'deleteGemsIdLike', { id: pair.gemId }),
          pair.liker.cookie,
        ).then((r) => {
          answerMs.push(performance.now() - sent);
          if (r.status !== 200) fail(r.status);
        }),
      );
    }
    const sentIn = (performance.now() - t0) / 1000;
    await Promise.all(inflight);
    const doneIn = (performance.now() - t0) / 1000;
    // The like's work is done once the outbox is relayed and every durable has caught up
    // (notifications, curation's like counts): the CPU window ends there.
    const stream = `GEMS_${tag}`;
    await waitFor(
      async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM "${schemas[2]}".outbox_events WHERE published_at IS NULL`,
          )
        ).rows[0].n === 0 && (await backlog(stream)) === 0,
      'outbox and durables caught up',
      3000,
    );
    const cpu = stopMeter();
    const caughtUpIn = (performance.now() - t0) / 1000;

    // What one count poll costs, to take the probes' polling out of CPU per like (a run with
    // a longer lag polls more): the same call at 100/s for 3 s on the now quiet services.
    const calibration = 300;
    const stopPollMeter = meter.start();
    const c0 = performance.now();
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < calibration; i++) {
      await sleepUntil(c0 + i * 10);
      calls.push(
        tryCall('GET', operationUrl('getNotificationsCount'), probeOwners[i % probeOwners.length]!.cookie),
      );
    }
    await Promise.all(calls);
    const pollCpu = stopPollMeter();
    const perPoll = pollCpu.total / calibration;

    // Where the probes' lag goes, from social's own tables: the like's outbox row → published to
    // NATS (relay) → notification row written (consumer; its transaction's start time).
    const social = `"${schemas[2]}"`;
    const { rows: stages } = await db.query<{
      relay_p50: number;
      relay_p99: number;
      consume_p50: number;
      consume_p99: number;
    }>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY relay) AS relay_p50,
              percentile_cont(0.99) WITHIN GROUP (ORDER BY relay) AS relay_p99,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY consume) AS consume_p50,
              percentile_cont(0.99) WITHIN GROUP (ORDER BY consume) AS consume_p99
         FROM (SELECT extract(epoch FROM o.published_at - o.created_at) * 1000 AS relay,
                      extract(epoch FROM n.created_at - o.published_at) * 1000 AS consume
                 FROM ${social}.outbox_events o
                 JOIN ${social}.notifications n
                   ON n.type = 'gem_liked' AND n.related_gem_id = (o.envelope->'data'->>'gemId')::int
                  AND n.related_user_id = (o.envelope->'data'->>'userId')::int
                WHERE o.subject = 'gem.liked' AND (o.envelope->'data'->>'userId')::int = $1) t`,
      [probeLiker.id],
    );

    answerMs.sort((a, b) => a - b);
    lags.sort((a, b) => a - b);
    return {
      code,
      date: new Date().toISOString(),
      loadAverage,
      machine: `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown'}, Node ${process.version}`,
      requests: total,
      targetRate: rate,
      achievedRate: r1(total / doneIn),
      sentIn: r1(sentIn),
      caughtUpIn: r1(caughtUpIn),
      failures,
      failureStatuses: statuses,
      answerMs: { p50: r1(pct(answerMs, 50)), p99: r1(pct(answerMs, 99)), max: r1(answerMs.at(-1)!) },
      probesNotShownIn30s: unseen,
      stagesMs: Object.fromEntries(Object.entries(stages[0] ?? {}).map(([k, v]) => [k, r1(Number(v))])),
      lagOver: {
        '250ms': lags.filter((l) => l > 250).length,
        '1s': lags.filter((l) => l > 1000).length,
        '4.5s': lags.filter((l) => l > 4500).length,
      },
      lagMs: { samples: lags.length, p50: r1(pct(lags, 50)), p99: r1(pct(lags, 99)), max: r1(lags.at(-1)!) },
      countPolls: polls,
      cpuMsPerPoll: r2(perPoll),
      /** Per like or unlike answered 200 (a failed one did less work). */
      cpuMsPerLike: perUnit(cpu, total - failures),
      /** Less the probes' count polls, at what one costs on the quiet services. */
      cpuMsPerLikeLessPolls: r2(Math.max(0, cpu.total - polls * perPoll) / (total - failures)),
    };
  } finally {
    // Wait for every process to stop before dropping the schemas they hold locks in.
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null
          ? undefined
          : new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))),
      ),
    );
    for (const schema of [...schemas, `${tag}_gateway`])
      await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.end();
    await deleteStream(natsUrl!, `GEMS_${tag}`);
  }
}

const baseline = values.baseline;
const results: Awaited<ReturnType<typeof runOnce>>[] = [];
for (let round = 0; round < Number(values.rounds); round++) {
  const both = [
    [baseline, `baseline (${baseline})`],
    [undefined, 'this code'],
  ] as const;
  // The order turns each round, so neither code always runs right after the other's clean-up.
  for (const [root, code] of baseline
    ? round % 2 === 0
      ? both
      : [...both].reverse()
    : ([[undefined, 'this code']] as const)) {
    const result = await runOnce(root, code);
    console.log(JSON.stringify(result, null, 2));
    results.push(result);
  }
}
console.log(
  '\n| code | load avg | failures | answered p50 / p99 ms | lag p50 / p99 ms | lag > 250 ms | CPU ms per like (less polls) | parts |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const { total, ...parts } = r.cpuMsPerLike;
  console.log(
    `| ${r.code} | ${r.loadAverage} | ${r.failures} | ${r.answerMs.p50} / ${r.answerMs.p99} | ${r.lagMs.p50} / ${r.lagMs.p99} | ${r.lagOver['250ms']} of ${r.lagMs.samples}${r.probesNotShownIn30s ? ` (+${r.probesNotShownIn30s} unseen)` : ''} | ${total} (${r.cpuMsPerLikeLessPolls}) | ${Object.entries(
      parts,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')} |`,
  );
}
