// The one config for `prisma generate` (scripts/prisma-generate.mjs names each service's schema
// with --schema). Migrations are SQL files applied by the platform's runner, so no datasource.
import { defineConfig } from 'prisma/config';

export default defineConfig({});
