import { defineConfig } from 'prisma/config';

// Used by `prisma generate` only; migrations are SQL files applied by the platform's runner.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://unused@localhost/unused' },
});
