import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import type { Logger } from '../logger.js';
import { ident } from './sql.js';

export interface MigrationOptions {
  /** The service's own schema; created when absent, and the migrations' search_path. */
  schema: string;
  /** The service's prisma/migrations folder: `<timestamp>_<name>/migration.sql` per migration. */
  dir: string;
  logger?: Logger;
}

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/**
 * Applies the SQL migrations in `dir` that the schema has not recorded yet, in folder-name order,
 * each in its own transaction, and records them in Prisma's own `_prisma_migrations` table (same
 * columns, checksum = sha256 of the file), so `prisma migrate deploy/status` reads the schema as
 * up to date and production may use either.
 *
 * Several replicas may start together. Every step runs in a transaction that first takes a
 * transaction-scoped advisory lock for the schema and re-checks what is recorded, so each migration
 * applies once. Transaction-scoped on purpose: the embedded PGlite serves every connection from one
 * backend session, where a session-level pg_advisory_lock never blocks a second connection, but it
 * does run transactions one at a time.
 */
export async function runMigrations(
  pool: pg.Pool,
  options: MigrationOptions,
): Promise<{ applied: string[] }> {
  const { schema, dir, logger } = options;
  const migrations = readMigrations(dir);
  const table = `${ident(schema)}."_prisma_migrations"`;

  await inLockedTransaction(pool, schema, async (client) => {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${ident(schema)}`);
    await client.query(createMigrationsTable(table));
  });

  const recorded = await pool.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
    `SELECT migration_name, checksum, finished_at FROM ${table} WHERE rolled_back_at IS NULL`,
  );
  const unfinished = recorded.rows.find((row) => row.finished_at === null);
  if (unfinished) {
    // What `prisma migrate deploy` refuses too (P3009): a failed run left it half-applied.
    throw new Error(
      `Migration ${unfinished.migration_name} is recorded as started but not finished in ${table}; ` +
        'fix the schema by hand, then mark it with `prisma migrate resolve`',
    );
  }
  const checksums = new Map(recorded.rows.map((row) => [row.migration_name, row.checksum]));
  for (const migration of migrations) {
    const checksum = checksums.get(migration.name);
    if (checksum !== undefined && checksum !== migration.checksum) {
      logger?.warn(
        { schema, migration: migration.name },
        'migration.sql was edited after it was applied; it is not applied again',
      );
    }
  }

  const applied: string[] = [];
  for (const migration of migrations.filter((m) => !checksums.has(m.name))) {
    const ran = await inLockedTransaction(pool, schema, async (client) => {
      const done = await client.query(
        `SELECT 1 FROM ${table} WHERE migration_name = $1 AND rolled_back_at IS NULL`,
        [migration.name],
      );
      if (done.rowCount) return false; // another replica applied it while this one waited
      await client.query(`SET LOCAL search_path TO ${ident(schema)}`);
      try {
        await client.query(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.name}/migration.sql failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await client.query(
        `INSERT INTO ${table} (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      return true;
    });
    if (ran) {
      applied.push(migration.name);
      logger?.info({ schema, migration: migration.name }, 'migration applied');
    }
  }
  return { applied };
}

function readMigrations(dir: string): Migration[] {
  if (!existsSync(dir)) throw new Error(`No migrations folder at ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name, 'migration.sql'));
      return {
        name,
        sql: bytes.toString('utf8'),
        checksum: createHash('sha256').update(bytes).digest('hex'),
      };
    });
}

// Prisma's own table, column for column, so its CLI can read and extend the history.
function createMigrationsTable(table: string): string {
  return `CREATE TABLE IF NOT EXISTS ${table} (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`;
}

/** A 64-bit advisory-lock key per schema, so services migrating side by side do not wait on each other. */
function lockKey(schema: string): string {
  return createHash('sha256').update(`gems.migrate:${schema}`).digest().readBigInt64BE(0).toString();
}

async function inLockedTransaction<T>(
  pool: pg.Pool,
  schema: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [lockKey(schema)]);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken); // a connection that cannot even roll back is discarded
  }
}
