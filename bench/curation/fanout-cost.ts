// The rejected alternative of issue 33, measured on the benchmark's data: a timeline table filled
// on write (fan-out). It builds the table for every follower of every gem's owner, then measures
// Postgres CPU (one backend's /proc counters) per saved gem with its fan-out, per follow with its
// backfill, and per timeline page read. The timeline is dropped afterwards.
import type pg from 'pg';
import { cpuMeter } from '../support/cpu.js';
import { SEED_USER_BASE } from './seed.js';

export async function fanoutCost(pool: pg.Pool, schema: string, users: number, viewerIds: number[], n = 200) {
  const s = `"${schema}"`;
  const client = await pool.connect();
  try {
    const backend = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const meter = cpuMeter({}, () => [backend]);
    await client.query(`CREATE TABLE ${s}.bench_timeline (viewer_id int NOT NULL, created_at timestamptz(3) NOT NULL,
                          gem_id int NOT NULL, owner_id int NOT NULL)`);
    const started = Date.now();
    await client.query(`INSERT INTO ${s}.bench_timeline
                        SELECT f.follower_id, g.created_at, g.id, g.user_id FROM ${s}.gems g
                          JOIN ${s}.follows f ON f.followed_id = g.user_id`);
    await client.query(
      `CREATE UNIQUE INDEX ON ${s}.bench_timeline (viewer_id, created_at DESC, gem_id DESC)`,
    );
    await client.query(`CREATE INDEX ON ${s}.bench_timeline (gem_id)`);
    await client.query(`VACUUM ANALYZE ${s}.bench_timeline`);
    const fillSeconds = (Date.now() - started) / 1000;
    const { rows: size } = await client.query<{ rows: string; bytes: string }>(
      `SELECT (SELECT count(*) FROM ${s}.bench_timeline)::text AS rows,
              pg_size_pretty(pg_total_relation_size('${s}.bench_timeline')) AS bytes`,
    );
    let stop = meter.start();
    for (let i = 0; i < n; i++) {
      const owner = SEED_USER_BASE + 1 + ((i * 7919) % users);
      await client.query(
        `WITH gem AS (INSERT INTO ${s}.gems (user_id, title, url, canonical_url, updated_at)
                      VALUES ($1, 'Fan-out ' || $2, $3, $3, now()) RETURNING id, user_id, created_at)
         INSERT INTO ${s}.bench_timeline
         SELECT f.follower_id, gem.created_at, gem.id, gem.user_id FROM gem JOIN ${s}.follows f ON f.followed_id = gem.user_id`,
        [owner, i, `https://fanout.example/${schema}/${i}`],
      );
    }
    const perGem = stop().total / n;
    stop = meter.start();
    for (let i = 0; i < n; i++) {
      const followed = SEED_USER_BASE + 1 + ((i * 104729) % users);
      await client.query(
        `WITH f AS (INSERT INTO ${s}.follows (follower_id, followed_id) VALUES (5, $1) ON CONFLICT DO NOTHING RETURNING followed_id)
         INSERT INTO ${s}.bench_timeline
         SELECT 5, g.created_at, g.id, g.user_id FROM f JOIN ${s}.gems g ON g.user_id = f.followed_id`,
        [followed],
      );
    }
    const perFollow = stop().total / n;
    const read = `SELECT t.gem_id FROM ${s}.bench_timeline t JOIN ${s}.gems g ON g.id = t.gem_id
                   WHERE t.viewer_id = $1 AND g.visibility <> 'private'
                   ORDER BY t.created_at DESC, t.gem_id DESC LIMIT 21`;
    const reads: Record<number, number> = {};
    for (const viewer of viewerIds) {
      for (let i = 0; i < 20; i++) await client.query({ name: 'timeline', text: read, values: [viewer] });
      stop = meter.start();
      for (let i = 0; i < n; i++) await client.query({ name: 'timeline', text: read, values: [viewer] });
      reads[viewer] = stop().total / n;
    }
    await client.query(`DELETE FROM ${s}.follows WHERE follower_id = 5`);
    await client.query(`DELETE FROM ${s}.gems WHERE url LIKE 'https://fanout.example/%'`);
    return { fillSeconds, rows: Number(size[0]!.rows), bytes: size[0]!.bytes, perGem, perFollow, reads };
  } finally {
    await client.query(`DROP TABLE IF EXISTS ${s}.bench_timeline`).catch(() => undefined);
    client.release();
  }
}
