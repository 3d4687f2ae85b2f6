#!/usr/bin/env node
// Authoring and drift checks for the services' SQL migrations (Prisma-format folders applied at
// runtime by @gems/platform's runMigrations). Prisma 6.19's Wasm schema engine does the diffing.
//   create --service <name> --name <x>   new migration from services/<name>/prisma/schema.prisma
//   create --schema <path>  --name <x>   same, for any schema (migrations/ beside it)
//   drift [schema.prisma ...]            every services/*/prisma/schema.prisma by default
// DATABASE_URL set: a Postgres server holds the shadow databases. Unset: embedded PGlite.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { MIGRATION_LOCK, diffMigrationsToSchema } from './schema-diff.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const USAGE =
  'usage: cli.mjs create (--service <name> | --schema <path>) --name <name>\n       cli.mjs drift [schema.prisma ...]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { service: { type: 'string' }, schema: { type: 'string' }, name: { type: 'string' } },
});
const [command, ...schemaArgs] = positionals;
const databaseUrl = process.env.DATABASE_URL || undefined;

try {
  if (command === 'create') process.exitCode = await create(values);
  else if (command === 'drift') process.exitCode = await drift(schemaArgs);
  else {
    console.error(USAGE);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

async function create({ service, schema, name }) {
  if (!name || Boolean(service) === Boolean(schema)) throw new Error(USAGE);
  const schemaPath = service
    ? join(REPO_ROOT, 'services', service, 'prisma', 'schema.prisma')
    : resolve(schema);
  if (!existsSync(schemaPath)) throw new Error(`no schema at ${relative(process.cwd(), schemaPath)}`);
  const migrationsDir = join(dirname(schemaPath), 'migrations');
  const lockFile = join(migrationsDir, 'migration_lock.toml');
  if (existsSync(migrationsDir) && !existsSync(lockFile)) writeFileSync(lockFile, MIGRATION_LOCK);

  const { sql } = await withDatabase((database) =>
    diffMigrationsToSchema({ migrationsDir, schemaPath, database }),
  );
  if (sql === null) {
    console.log('no changes: the migrations already match the schema');
    return 0;
  }
  const folder = join(migrationsDir, `${timestamp()}_${slug(name)}`);
  mkdirSync(folder, { recursive: true });
  if (!existsSync(lockFile)) writeFileSync(lockFile, MIGRATION_LOCK);
  const file = join(folder, 'migration.sql');
  writeFileSync(file, sql.endsWith('\n') ? sql : `${sql}\n`);
  console.log(relative(process.cwd(), file));
  return 0;
}

async function drift(schemaPaths) {
  const schemas = schemaPaths.length > 0 ? schemaPaths.map((path) => resolve(path)) : serviceSchemas();
  if (schemas.length === 0) {
    console.log('no services/*/prisma/schema.prisma found');
    return 0;
  }
  let drifted = false;
  let failed = false;
  await withDatabase(async (database) => {
    for (const schemaPath of schemas) {
      const label = schemaLabel(schemaPath);
      try {
        const { sql } = await diffMigrationsToSchema({
          migrationsDir: join(dirname(schemaPath), 'migrations'),
          schemaPath,
          database,
        });
        if (sql === null) {
          console.log(`${label}: in sync`);
        } else {
          console.log(`${label}: schema.prisma differs from its migrations; missing SQL:\n${indent(sql)}`);
          drifted = true;
        }
      } catch (error) {
        console.log(`${label}: could not check: ${error instanceof Error ? error.message : error}`);
        failed = true;
      }
    }
  });
  // Like `prisma migrate diff --exit-code`: 2 means a difference, 1 an error.
  return failed ? 1 : drifted ? 2 : 0;
}

/** The shadow-database host for one run: the Postgres server, or one embedded PGlite. */
async function withDatabase(work) {
  if (databaseUrl) return work({ databaseUrl, embeddedShadow: false });
  const embedded = await startEmbeddedPostgres();
  try {
    return await work({ databaseUrl: embedded.url, embeddedShadow: true });
  } finally {
    await embedded.stop();
  }
}

function serviceSchemas() {
  const servicesDir = join(REPO_ROOT, 'services');
  return readdirSync(servicesDir)
    .map((service) => join(servicesDir, service, 'prisma', 'schema.prisma'))
    .filter((path) => existsSync(path))
    .sort();
}

function schemaLabel(schemaPath) {
  const inRepo = relative(REPO_ROOT, schemaPath);
  const service = /^services\/([^/]+)\/prisma\/schema\.prisma$/.exec(inRepo)?.[1];
  return service ?? (inRepo.startsWith('..') ? schemaPath : inRepo);
}

// Prisma's folder naming: UTC YYYYMMDDHHMMSS, then the name.
function timestamp() {
  return new Date().toISOString().replace(/\D/g, '').slice(0, 14);
}

function slug(name) {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!cleaned) throw new Error(`unusable migration name: ${name}`);
  return cleaned.slice(0, 200);
}

function indent(text) {
  return text.trimEnd().replace(/^/gm, '    ');
}
