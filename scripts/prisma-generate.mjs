// Generates each service's Prisma 7 client (no native engine needed at runtime).
// PRISMA_SCHEMA_ENGINE_BINARY=/bin/false stops `prisma generate` from downloading an engine it does not use.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const prismaBin = join(root, 'node_modules/.bin/prisma');
if (!existsSync(prismaBin)) process.exit(0);
for (const service of readdirSync(join(root, 'services'))) {
  const dir = join(root, 'services', service);
  if (!existsSync(join(dir, 'prisma/schema.prisma'))) continue;
  const r = spawnSync(prismaBin, ['generate'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  if (r.status !== 0) {
    console.error(`prisma generate failed for ${service}`);
    process.exit(r.status ?? 1);
  }
}
