import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';

/**
 * The driver adapter the Wasm schema engine works through. The main connection goes to
 * `databaseUrl`. Shadow databases:
 * - on a Postgres server: a uniquely named database, dropped once its pool is closed;
 * - on embedded PGlite (`embeddedShadow`): PGlite serves a single database, so each shadow
 *   database is its own throwaway in-memory PGlite, stopped when the engine is done with it.
 */
export class MigrateAdapterFactory {
  provider = 'postgres';
  adapterName = '@prisma/adapter-pg';

  constructor({ databaseUrl, embeddedShadow }) {
    this.databaseUrl = databaseUrl;
    this.embeddedShadow = embeddedShadow;
  }

  // The engine never disposes of its main connection: its pool must let the process exit.
  async connect() {
    return prepare(await new PrismaPg(poolConfig(this.databaseUrl)).connect());
  }

  async connectToShadowDb() {
    if (this.embeddedShadow) {
      const embedded = await startEmbeddedPostgres();
      return prepare(await new PrismaPg(poolConfig(embedded.url)).connect(), () => embedded.stop());
    }
    const name = `gems_migrate_shadow_${randomBytes(6).toString('hex')}`;
    await runOnServer(this.databaseUrl, `CREATE DATABASE "${name}"`);
    // A URL naming the shadow database: PrismaPg's own connectToShadowDb spreads
    // `{ connectionString, database }`, and pg lets the connection string win (the main database).
    const shadowUrl = new URL(this.databaseUrl);
    shadowUrl.pathname = `/${name}`;
    const adapter = await new PrismaPg(poolConfig(shadowUrl.toString())).connect();
    return prepare(adapter, () => runOnServer(this.databaseUrl, `DROP DATABASE IF EXISTS "${name}"`));
  }
}

function poolConfig(connectionString) {
  return { connectionString, allowExitOnIdle: true };
}

// Prisma 6.19 reads check/exclusion constraints with `contype NOT IN ('p', 'u', 'f')`; PostgreSQL 18
// (PGlite 0.5 is 18.x) also lists NOT NULL constraints there (contype 'n') and the engine panics on
// them (prisma/orm#29635). Same rewrite as the upstream fix (prisma-engines#5819): ask only for 'c'
// and 'x'. Nullability comes from pg_attribute either way.
const CONSTRAINTS_DENYLIST = "contype NOT IN ('p', 'u', 'f')";
const CONSTRAINTS_ALLOWLIST = "contype IN ('c', 'x')";

/**
 * Applies the constraint-query rewrite, and runs `cleanup` after the adapter has closed its pool
 * (a database cannot be dropped while connections to it are open).
 */
function prepare(adapter, cleanup) {
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = (query) =>
    queryRaw({ ...query, sql: query.sql.replace(CONSTRAINTS_DENYLIST, CONSTRAINTS_ALLOWLIST) });
  if (cleanup) {
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await cleanup();
    };
  }
  return adapter;
}

async function runOnServer(databaseUrl, sql) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
