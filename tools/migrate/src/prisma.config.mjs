// The Prisma 6.19 config the migrate tool passes to every `prisma` command it runs (`--config`).
// The tool sets GEMS_MIGRATE_SCHEMA (the derived migrate-only schema: Prisma reads the engine type
// from it, and without it would try to download the native query engine), GEMS_MIGRATE_DATABASE_URL
// (the main connection) and GEMS_MIGRATE_EMBEDDED_SHADOW.
import { defineConfig } from 'prisma/config';
import { MigrateAdapterFactory } from './migrate-adapter.mjs';
import { readSystemTypesAsText } from './pg-system-types.mjs';

readSystemTypesAsText();

export default defineConfig({
  schema: process.env.GEMS_MIGRATE_SCHEMA,
  experimental: { adapter: true },
  engine: 'js',
  adapter: async () =>
    new MigrateAdapterFactory({
      databaseUrl: process.env.GEMS_MIGRATE_DATABASE_URL,
      embeddedShadow: process.env.GEMS_MIGRATE_EMBEDDED_SHADOW === '1',
    }),
});
