// Issue 29 §3 benchmark: search inside saved pages at scale. Seeds curation's tables straight
// (set-based SQL) with N gems (default 200,000) — then measures, with curation's own repository
// (GemCardsRepository.page, 10 connections, no HTTP), the metadata-only searches before any page
// is saved, seeds a readable copy of ~5 KB of text for every gem, measures the same searches again
// plus searches that only the pages' text answers, and reports the copies' table and index sizes and
// the write cost of one saved page through GemArchivesRepository.keep (time and WAL bytes).
//   DATABASE_URL=postgresql://… npm run bench:archive-search -- [--gems 200000] [--seconds 10] [--keep]
// `--schema <name>` measures the searches again on a schema an earlier `--keep` run left (no
// seeding, nothing dropped): for trying a change to the statements without seeding again.
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runMigrations } from '../../packages/platform/src/db/migrate.js';
import { createPrisma } from '../../services/curation/src/db/prisma.js';
import { GemArchivesRepository } from '../../services/curation/src/gems/archives/gem-archives.repository.js';
import { readablePage } from '../../services/scraper/src/readable/readable-page.js';
import { COMMON_WORD, RARE_WORD, seedGems, seedUsersAndFollows } from './seed.js';
import { searchCeiling } from './search-ceiling.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const GEMS = arg('gems', 200_000);
const SECONDS = arg('seconds', 10);
/** Gems left without a copy, for the write-cost run (each then gets one through the repository). */
const KEPT_LIVE = 500;
/** In the text of 1 gem in 4,000 only, and of 1 in 10 only: the page-text tier's rare and common. */
const PAGE_RARE = 'quillwort';
const PAGE_COMMON = 'estuary';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const reused = process.argv.includes('--schema')
  ? process.argv[process.argv.indexOf('--schema') + 1]
  : undefined;
const schema = reused ?? `bench_archive_${Date.now().toString(36)}`;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, options: '-c jit=off' });
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tas',
  'vor',
  'quel',
  'dun',
  'sa',
  'pir',
  'mon',
  'te',
  'bri',
  'zal',
  'fen',
  'go',
  'ul',
  'cor',
  'ni',
  'bas',
];

/**
 * ~750 words (~5 KB) per gem from an 8,000-word vocabulary, skewed like prose (few words common):
 * 2,000 distinct texts made once, each gem taking one of them with its own marker words (writing
 * 750 words for each of 200k gems in SQL took an hour; the vector and its index entries are still
 * computed for every row).
 */
async function seedCopies(fromGem: number, toGem: number) {
  const s = `"${schema}"`;
  await pool.query(
    `INSERT INTO ${s}.gem_archives (gem_id, url, state, title, text, saved_at)
     SELECT g.id, g.url, 'kept', g.title,
            d.text || CASE WHEN g.id % 4000 = 29 THEN ' ${PAGE_RARE}' ELSE '' END
                   || CASE WHEN g.id % 10 = 3 THEN ' ${PAGE_COMMON}' ELSE '' END,
            now()
       FROM ${s}.gems g JOIN ${s}.bench_texts d ON d.n = g.id % 2000
      WHERE g.id > $1 AND g.id <= $2`,
    [fromGem, toGem],
  );
}

async function makeTexts() {
  const syl = `ARRAY[${SYLLABLES.map((x) => `'${x}'`).join(',')}]`;
  await pool.query(
    `CREATE UNLOGGED TABLE "${schema}".bench_texts AS
     WITH vocab AS (SELECT array_agg(a || b || c ORDER BY a, b, c) AS w
                      FROM unnest(${syl}) a, unnest(${syl}) b, unnest(${syl}) c)
     SELECT n, (SELECT string_agg(v.w[1 + floor(8000 * power((abs(hashint4(n * 797 + i))::bigint % 1000000) / 1000000.0, 3))::int], ' ')
                  FROM generate_series(1, 750) i) AS text
       FROM generate_series(0, 1999) n, vocab v`,
  );
}

async function measure(label: string, all: string[]) {
  const rows: string[] = [];
  // `--only word,word` measures these searches alone.
  const only = process.argv.includes('--only')
    ? process.argv[process.argv.indexOf('--only') + 1]?.split(',')
    : undefined;
  for (const word of all.filter((w) => !only || only.includes(w))) {
    const r = await searchCeiling(databaseUrl!, schema, 1, word, SECONDS);
    rows.push(
      `| ${label} | "${word}" | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.statementsPerPage.toFixed(2)} |`,
    );
    console.log(rows.at(-1), `(load ${load()})`);
  }
  return rows;
}

/** The searches alone, on a schema seeded before (`--schema`). */
async function measureAgain() {
  const rows = await measure('every gem with a ~5 KB copy', [
    COMMON_WORD,
    RARE_WORD,
    'kett',
    PAGE_RARE,
    PAGE_COMMON,
  ]);
  console.log(`\n${schema}, ${new Date().toISOString()}, load ${load()}`);
  for (const row of rows) console.log(row);
}

async function main() {
  if (reused) return measureAgain();
  const started = Date.now();
  await runMigrations(pool, {
    schema,
    dir: fileURLToPath(new URL('../../services/curation/prisma/migrations', import.meta.url)),
  });
  const plan = {
    users: 10_000,
    fromGem: 0,
    toGem: GEMS,
    likesPerGem: 2,
    followsPerUser: 5,
    viewerId: 1,
    viewerFollows: 0,
  };
  await seedUsersAndFollows(pool, schema, plan);
  await seedGems(pool, schema, plan);
  console.log(`seeded ${GEMS} gems in ${seconds(started)} s (load ${load()})`);

  const metadataWords = [COMMON_WORD, RARE_WORD, 'kett'];
  const before = await measure('no copies', metadataWords);

  const copying = Date.now();
  await makeTexts();
  const batch = 20_000;
  for (let from = 0; from < GEMS - KEPT_LIVE; from += batch) {
    await seedCopies(from, Math.min(from + batch, GEMS - KEPT_LIVE));
    console.log(
      `copies up to ${Math.min(from + batch, GEMS - KEPT_LIVE)} (${seconds(copying)} s, load ${load()})`,
    );
  }
  await pool.query(`VACUUM (ANALYZE) "${schema}".gem_archives`);
  const seedSeconds = seconds(copying);

  // The write cost of one saved page: the keeper's claim then keep, through the repository.
  const prisma = createPrisma(pool, schema);
  const archives = new GemArchivesRepository(prisma, schema);
  const para = (i: number) =>
    `<p>Paragraph ${i}: ${Array.from({ length: 60 }, (_, k) => SYLLABLES[(i * 7 + k * 3) % SYLLABLES.length]! + SYLLABLES[(k * 11 + i) % SYLLABLES.length]!).join(' ')}.</p>`;
  const pageHtml = `<html><head><title>Live page</title><script>x()</script></head><body><nav>menu</nav><article><h1>Live page</h1>${Array.from({ length: 14 }, (_, i) => para(i)).join('')}</article><footer>f</footer></body></html>`;
  const extractStarted = performance.now();
  const copy = { url: '', ...readablePage(pageHtml, 'https://site.example.com/live')! };
  for (let i = 0; i < 19; i++) readablePage(pageHtml, 'https://site.example.com/live');
  const extractMs = (performance.now() - extractStarted) / 20;
  const claimed = await archives.claim(KEPT_LIVE, 600);
  const [{ lsn: lsnBefore }] = (await pool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'))
    .rows as [{ lsn: string }];
  const keepStarted = performance.now();
  for (const work of claimed) await archives.keep(work, { ...copy, url: work.url });
  const keepMs = (performance.now() - keepStarted) / claimed.length;
  const [{ wal }] = (
    await pool.query<{ wal: string }>(
      `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint AS wal`,
      [lsnBefore],
    )
  ).rows as [{ wal: string }];

  const after = await measure('every gem with a ~5 KB copy', [...metadataWords, PAGE_RARE, PAGE_COMMON]);
  const { rows: sizes } = await pool.query(
    `SELECT count(*)::int AS copies, round(avg(length(text)))::int AS avg_text_chars,
            pg_size_pretty(pg_total_relation_size('"${schema}".gem_archives')) AS table_total,
            pg_size_pretty(pg_relation_size('"${schema}".gem_archives_search_vector_idx')) AS gin_index,
            pg_relation_size('"${schema}".gem_archives_search_vector_idx') / count(*) AS gin_bytes_per_copy,
            pg_total_relation_size('"${schema}".gem_archives') / count(*) AS table_bytes_per_copy,
            pg_size_pretty(pg_total_relation_size('"${schema}".gems')) AS gems_total
       FROM "${schema}".gem_archives`,
  );
  console.log(
    `\nIssue 29 §3 search inside saved pages, ${new Date().toISOString()}, ${GEMS} gems, load ${load()}`,
  );
  console.log(
    '| data | search | pages/s | p50 ms | p95 ms | p99 ms | statements/page |\n|---|---|---|---|---|---|---|',
  );
  for (const row of [...before, ...after]) console.log(row);
  console.log(`copies seeded in ${seedSeconds} s; sizes: ${JSON.stringify(sizes[0])}`);
  console.log(
    `one saved page (${copy.text.length} chars of text, ${gzipSync(copy.html).length} B of gzip HTML): keep ${keepMs.toFixed(2)} ms, WAL ${(Number(wal) / claimed.length / 1024).toFixed(1)} KB (${claimed.length} keeps, one at a time); extraction of its ${(pageHtml.length / 1024).toFixed(0)} KB page ${extractMs.toFixed(1)} ms`,
  );
  await prisma.$disconnect();
}

try {
  await main();
} finally {
  if (!process.argv.includes('--keep') && !reused)
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  else console.log(`schema kept: ${schema}`);
  await pool.end();
}
