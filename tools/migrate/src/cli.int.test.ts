import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeIf } from '@gems/testkit';

// Runs the real CLI (Prisma 6.19 Wasm engine) on the two-model fixture: against the Postgres in
// DATABASE_URL (CI). Without it each diff starts its own PGlite (about two minutes for the file
// on these machines), so a fresh machine skips it; `npm run db:drift` still works there.
const CLI = fileURLToPath(new URL('./cli.mjs', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../test-fixtures/two-models/prisma', import.meta.url));
const TIMEOUT = 240_000;

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

let work: string;
let schema: string;
let migrations: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'gems-migrate-cli-'));
  cpSync(FIXTURE, join(work, 'prisma'), { recursive: true });
  schema = join(work, 'prisma', 'schema.prisma');
  migrations = join(work, 'prisma', 'migrations');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describeIf(process.env.DATABASE_URL, 'needs DATABASE_URL: slow on embedded Postgres')('migrate CLI', () => {
  it(
    'create writes the first migration from the schema, with the lock file',
    async () => {
      const { code, stdout, stderr } = await runCli(['create', '--schema', schema, '--name', 'Init schema']);

      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      const [folder, ...others] = readdirSync(migrations).filter((name) => name !== 'migration_lock.toml');
      expect(others).toEqual([]);
      expect(folder).toMatch(/^\d{14}_init_schema$/);
      const file = join(migrations, folder ?? '', 'migration.sql');
      expect(stdout.trim().endsWith(join(folder ?? '', 'migration.sql'))).toBe(true);
      const sql = readFileSync(file, 'utf8');
      expect(sql).toContain(`CREATE TYPE "Role" AS ENUM ('MEMBER', 'ADMIN');`);
      expect(sql).toContain('CREATE TABLE "users"');
      expect(sql).toContain('"settings" JSONB NOT NULL');
      expect(sql).toContain(
        'CREATE INDEX "links_user_id_saved_at_idx" ON "links"("user_id", "saved_at" DESC);',
      );
      expect(sql).not.toContain('CREATE SCHEMA');
      expect(readFileSync(join(migrations, 'migration_lock.toml'), 'utf8')).toContain(
        'provider = "postgresql"',
      );
    },
    TIMEOUT,
  );

  it(
    'create writes nothing when the migrations already match the schema',
    async () => {
      const before = readdirSync(migrations);
      const { code, stdout } = await runCli(['create', '--schema', schema, '--name', 'again']);

      expect(code).toBe(0);
      expect(stdout).toContain('no changes');
      expect(readdirSync(migrations)).toEqual(before);
    },
    TIMEOUT,
  );

  it(
    'drift reports each schema in sync or prints the missing SQL and exits 2',
    async () => {
      const changed = join(work, 'changed', 'prisma');
      cpSync(join(work, 'prisma'), changed, { recursive: true });
      const changedSchema = join(changed, 'schema.prisma');
      writeFileSync(
        changedSchema,
        readFileSync(changedSchema, 'utf8').replace(
          '  url     String\n',
          '  url     String\n  title   String?\n',
        ),
      );

      const { code, stdout } = await runCli(['drift', schema, changedSchema]);

      expect(code).toBe(2);
      expect(stdout).toContain(`${schema}: in sync`);
      expect(stdout).toContain(`${changedSchema}: schema.prisma differs`);
      expect(stdout).toMatch(/ALTER TABLE "links" ADD COLUMN\s+"title" TEXT;/);
    },
    TIMEOUT,
  );
});
