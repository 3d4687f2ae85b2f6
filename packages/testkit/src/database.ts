import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@gems/platform/db/embedded-postgres';

let embedded: Promise<EmbeddedPostgres> | undefined;

/**
 * The database integration tests run against: the real Postgres when DATABASE_URL is set (CI),
 * otherwise an in-memory embedded Postgres (PGlite) started once per Jest worker.
 * Stop it with `stopTestDatabase()` in afterAll when this file started it.
 */
export async function testDatabaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  embedded ??= startEmbeddedPostgres();
  return (await embedded).url;
}

export async function stopTestDatabase(): Promise<void> {
  if (!embedded) return;
  const running = embedded;
  embedded = undefined;
  await (await running).stop();
}

/** A schema name no other test file or run uses; tests isolate by schema. */
export function uniqueSchema(prefix: string): string {
  return `t_${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
}

export const usingRealPostgres = (): boolean => Boolean(process.env.DATABASE_URL);

/** Removes a test's schemas so repeated runs on a real database leave nothing behind. */
export async function dropSchemas(url: string, schemas: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const schema of schemas) {
      if (/^t_[a-z0-9_]+$/.test(schema)) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }
  } finally {
    await client.end();
  }
}
