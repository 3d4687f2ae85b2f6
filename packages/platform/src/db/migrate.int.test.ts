import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type pg from 'pg';
import { stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import type { Logger } from '../logger.js';
import { runMigrations } from './migrate.js';
import { createPool } from './pool.js';

// Written to disk out of order: the runner must apply them by folder name.
const MIGRATIONS: Record<string, string> = {
  '20250103000000_index_links': 'CREATE INDEX "links_title_idx" ON "links"("title");\n',
  '20250101000000_init': 'CREATE TABLE "links" ("id" SERIAL PRIMARY KEY, "url" TEXT NOT NULL);\n',
  '20250102000000_add_title':
    'ALTER TABLE "links" ADD COLUMN "title" TEXT;\nUPDATE "links" SET "title" = "url";\n',
};
const ORDER = Object.keys(MIGRATIONS).sort();

const tempDirs: string[] = [];
const schemas: string[] = [];
let url: string;
let pool: pg.Pool;

function migrationsDir(migrations: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gems-migrations-'));
  tempDirs.push(dir);
  for (const [name, sql] of Object.entries(migrations)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

function newSchema(): string {
  const schema = uniqueSchema('migrate');
  schemas.push(schema);
  return schema;
}

function fakeLogger() {
  return { info: jest.fn(), warn: jest.fn() } as unknown as Logger & { warn: jest.Mock; info: jest.Mock };
}

async function history(schema: string) {
  const { rows } = await pool.query<{
    migration_name: string;
    checksum: string;
    finished_at: Date | null;
    applied_steps_count: number;
  }>(
    `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "${schema}"."_prisma_migrations" ORDER BY migration_name`,
  );
  return rows;
}

async function columns(schema: string, table: string): Promise<string[]> {
  const { rows } = await pool.query<{ column_name: string }>(
    'SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position',
    [schema, table],
  );
  return rows.map((row) => row.column_name);
}

beforeAll(async () => {
  url = await testDatabaseUrl();
  pool = createPool(url);
});

afterAll(async () => {
  for (const schema of schemas) await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await pool.end();
  await stopTestDatabase();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('runMigrations', () => {
  it('creates the schema and applies every migration in folder-name order, inside that schema', async () => {
    const schema = newSchema();
    const dir = migrationsDir(MIGRATIONS);

    const result = await runMigrations(pool, { schema, dir });

    expect(result.applied).toEqual(ORDER);
    expect(await columns(schema, 'links')).toEqual(['id', 'url', 'title']);
    const { rows } = await pool.query<{ indexname: string }>(
      'SELECT indexname FROM pg_indexes WHERE schemaname = $1',
      [schema],
    );
    expect(rows.map((row) => row.indexname)).toContain('links_title_idx');
    expect(await columns('public', 'links')).toEqual([]);
  });

  it('records each migration the way Prisma does: name, sha256 of the file, finished, one step', async () => {
    const schema = newSchema();
    await runMigrations(pool, { schema, dir: migrationsDir(MIGRATIONS) });

    const rows = await history(schema);
    expect(rows.map((row) => row.migration_name)).toEqual(ORDER);
    for (const row of rows) {
      const sql = MIGRATIONS[row.migration_name] ?? '';
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('applies nothing on a second run, and only the new migration once one is added', async () => {
    const schema = newSchema();
    const dir = migrationsDir(MIGRATIONS);
    await runMigrations(pool, { schema, dir });

    expect(await runMigrations(pool, { schema, dir })).toEqual({ applied: [] });
    expect(await history(schema)).toHaveLength(3);

    mkdirSync(join(dir, '20250104000000_add_note'));
    writeFileSync(
      join(dir, '20250104000000_add_note', 'migration.sql'),
      'ALTER TABLE "links" ADD COLUMN "note" TEXT;\n',
    );
    expect(await runMigrations(pool, { schema, dir })).toEqual({ applied: ['20250104000000_add_note'] });
    expect(await columns(schema, 'links')).toEqual(['id', 'url', 'title', 'note']);
  });

  it('applies each migration once when several replicas start together', async () => {
    const schema = newSchema();
    const dir = migrationsDir(MIGRATIONS);
    const replicas = [createPool(url), createPool(url), createPool(url)];
    try {
      // CREATE TABLE without IF NOT EXISTS: a second application would fail the run.
      const results = await Promise.all(replicas.map((replica) => runMigrations(replica, { schema, dir })));
      expect(results.flatMap((result) => result.applied).sort()).toEqual(ORDER);
    } finally {
      await Promise.all(replicas.map((replica) => replica.end()));
    }
    expect((await history(schema)).map((row) => row.migration_name)).toEqual(ORDER);
  });

  it('rolls a failing migration back, records nothing for it, and names its file in the error', async () => {
    const schema = newSchema();
    const dir = migrationsDir({
      '20250101000000_init': MIGRATIONS['20250101000000_init'] ?? '',
      '20250102000000_broken':
        'CREATE TABLE "notes" ("id" INT);\nALTER TABLE "missing_table" ADD COLUMN "x" INT;\n',
      '20250103000000_after': 'CREATE TABLE "later" ("id" INT);\n',
    });

    await expect(runMigrations(pool, { schema, dir })).rejects.toThrow('20250102000000_broken/migration.sql');

    expect((await history(schema)).map((row) => row.migration_name)).toEqual(['20250101000000_init']);
    expect(await columns(schema, 'notes')).toEqual([]); // its first statement was rolled back too
    expect(await columns(schema, 'later')).toEqual([]); // nothing after the failure ran
  });

  it('warns about a recorded migration whose file changed, and does not apply it again', async () => {
    const schema = newSchema();
    const dir = migrationsDir(MIGRATIONS);
    await runMigrations(pool, { schema, dir });
    writeFileSync(join(dir, '20250101000000_init', 'migration.sql'), 'CREATE TABLE "links" ("id" BIGINT);\n');
    const logger = fakeLogger();

    expect(await runMigrations(pool, { schema, dir, logger })).toEqual({ applied: [] });

    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toMatchObject({ schema, migration: '20250101000000_init' });
    expect(await columns(schema, 'links')).toEqual(['id', 'url', 'title']);
  });

  it('refuses to start over a migration recorded as started but never finished', async () => {
    const schema = newSchema();
    const dir = migrationsDir(MIGRATIONS);
    await runMigrations(pool, { schema, dir: migrationsDir({}) });
    await pool.query(
      `INSERT INTO "${schema}"."_prisma_migrations" (id, checksum, migration_name) VALUES ('x', 'y', '20250101000000_init')`,
    );

    await expect(runMigrations(pool, { schema, dir })).rejects.toThrow('20250101000000_init');
    expect(await columns(schema, 'links')).toEqual([]);
  });
});
