// The write side of the home feed's timelines (issue 33), through curation's own repositories on
// one connection, so a meter counts exactly that backend's Postgres CPU: a timeline's one-off
// build, a saved gem with its fan-out (its owner followed by no, one or many timeline viewers),
// and a follow and an unfollow by a viewer without and with a timeline — each beside the plain
// insert the same transaction made before timelines existed.
import pg from 'pg';
import { createPrisma, type PrismaClient } from '../../services/curation/src/db/prisma.js';
import {
  FEED_FANOUT_FOLLOWERS_MAX,
  FEED_TIMELINE_ABOVE,
  FeedTimelinesRepository,
} from '../../services/curation/src/gems/feed-timelines.repository.js';
import { GemsRepository } from '../../services/curation/src/gems/gems.repository.js';
import { SocialReplicaRepository } from '../../services/curation/src/social/social-replica.repository.js';
import { cpuMeter } from '../support/cpu.js';

export interface CurationWriter {
  /** The quoted schema, for raw statements. */
  s: string;
  prisma: PrismaClient;
  timelines: FeedTimelinesRepository;
  gems: GemsRepository;
  replica: SocialReplicaRepository;
  /** Postgres CPU ms of this writer's one backend over `work`, and the wall time. */
  measure<R>(work: () => Promise<R>): Promise<{ result: R; cpuMs: number; wallMs: number }>;
  close(): Promise<void>;
}

/** Curation's repositories on one connection that never idles out (one backend to meter). */
export async function curationWriter(databaseUrl: string, schema: string): Promise<CurationWriter> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, idleTimeoutMillis: 0 });
  const prisma = createPrisma(pool, schema);
  const timelines = new FeedTimelinesRepository(schema);
  const [backend] = await prisma.$queryRawUnsafe<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
  const pid = backend!.pid;
  const meter = cpuMeter({}, () => [pid]);
  return {
    s: `"${schema}"`,
    prisma,
    timelines,
    gems: new GemsRepository(prisma, timelines),
    replica: new SocialReplicaRepository(prisma, schema, timelines),
    async measure(work) {
      const stop = meter.start();
      const started = performance.now();
      const result = await work();
      return { result, wallMs: performance.now() - started, cpuMs: stop().total };
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

/** Builds a viewer's timeline as the follow event crossing the threshold does. */
export async function buildTimeline(writer: CurationWriter, viewerId: number) {
  const {
    result: rows,
    cpuMs,
    wallMs,
  } = await writer.measure(() =>
    writer.prisma.$transaction((tx) => writer.timelines.build(tx, viewerId), { timeout: 600_000 }),
  );
  return { rows, cpuMs, wallMs };
}

export interface WritePlan {
  /** Curators with no follower who keeps a timeline, one with one such follower, many such. */
  owners: { none: number[]; one: number[]; many: number[] };
  /** A viewer with a timeline and one without; curators neither follows yet. */
  heavyViewer: number;
  lightViewer: number;
  newFollowees: number[];
  /** Two curators nobody follows yet: one is brought near the fan-out's bound, one past it. */
  popular: number;
  wide: number;
}

/** Ids of followers who exist only as follow rows (a curator's crowd). */
const CROWD_BASE = 800_000_000;

/** Postgres CPU ms per operation, each in its own transaction as the service runs it. */
export async function timelineWriteCosts(writer: CurationWriter, plan: WritePlan, tag: string) {
  const { prisma, gems, replica, s } = writer;
  let made = 0;
  const gem = (userId: number) => {
    const url = `https://bench.example/${tag}/t${made++}`;
    return {
      userId,
      title: `Bench write ${made} guide kettle`,
      url,
      canonicalUrl: url,
      domain: 'bench.example',
    };
  };
  const ids: number[] = [];
  const per = async (items: number[], one: (item: number) => Promise<unknown>) => {
    const { cpuMs } = await writer.measure(async () => {
      for (const item of items) await one(item);
    });
    return cpuMs / items.length;
  };
  const save = (owner: number) =>
    prisma.$transaction((tx) => gems.create(tx, gem(owner))).then((g) => ids.push(g.id));
  const costs = {
    gemBefore: await per(plan.owners.none, (o) =>
      prisma.$transaction((tx) => tx.gem.create({ data: gem(o) })).then((g) => ids.push(g.id)),
    ),
    gemNoTimelineFollower: await per(plan.owners.none, save),
    gemOneTimelineFollower: await per(plan.owners.one, save),
    gemManyTimelineFollowers: await per(plan.owners.many, save),
    followBefore: await per(plan.newFollowees, (f) =>
      prisma.$transaction((tx) =>
        tx.$executeRawUnsafe(
          `INSERT INTO ${s}.follows (follower_id, followed_id, created_at) VALUES ($1, $2, now())
           ON CONFLICT DO NOTHING`,
          plan.lightViewer + 1,
          f,
        ),
      ),
    ),
    // Up to the threshold only: the next follow would build the viewer's timeline.
    followNoTimeline: await per(plan.newFollowees.slice(0, FEED_TIMELINE_ABOVE), (f) =>
      prisma.$transaction((tx) => replica.follow(tx, plan.lightViewer, f, new Date())),
    ),
    followWithTimeline: await per(plan.newFollowees, (f) =>
      prisma.$transaction((tx) => replica.follow(tx, plan.heavyViewer, f, new Date())),
    ),
    unfollowWithTimeline: await per(plan.newFollowees, (f) =>
      prisma.$transaction((tx) => replica.unfollow(tx, plan.heavyViewer, f)),
    ),
  };
  // A curator just under the bound: each follow counts their followers (up to the bound + 1).
  const crowd = (owner: number, from: number, n: number) =>
    prisma.$executeRawUnsafe(
      `INSERT INTO ${s}.follows (follower_id, followed_id, created_at)
       SELECT ${CROWD_BASE} + k, $1, now() FROM generate_series($2::int, $3::int) k`,
      owner,
      from,
      from + n - 1,
    );
  await crowd(plan.popular, 0, FEED_FANOUT_FOLLOWERS_MAX - 200);
  const newFollowers = Array.from({ length: 100 }, (_, k) => CROWD_BASE + 100_000 + k);
  const followNearBound = await per(newFollowers, (f) =>
    prisma.$transaction((tx) => replica.follow(tx, f, plan.popular, new Date())),
  );
  // A curator made wide by the follow that passes the bound, then saving (no fan-out at all).
  await crowd(plan.wide, 0, FEED_FANOUT_FOLLOWERS_MAX);
  const { cpuMs: widen } = await writer.measure(() =>
    prisma.$transaction((tx) => replica.follow(tx, plan.heavyViewer, plan.wide, new Date())),
  );
  const gemWideOwner = await per(
    Array.from({ length: 100 }, () => plan.wide),
    save,
  );
  await prisma.$executeRawUnsafe(
    `DELETE FROM ${s}.follows WHERE follower_id = ANY($1::int[]) OR follower_id >= ${CROWD_BASE}`,
    [plan.lightViewer, plan.lightViewer + 1],
  );
  await prisma.$transaction((tx) => replica.unfollow(tx, plan.heavyViewer, plan.wide));
  await prisma.$executeRawUnsafe(`DELETE FROM ${s}.feed_wide_owners WHERE owner_id = $1`, plan.wide);
  await prisma.$executeRawUnsafe(`DELETE FROM ${s}.gems WHERE id = ANY($1::int[])`, ids);
  return { ...costs, followNearBound, widen, gemWideOwner };
}
