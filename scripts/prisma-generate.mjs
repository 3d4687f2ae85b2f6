// Regenerates each service's Prisma 7 client (services/*/src/db/generated, committed, so that
// `npm ci` needs no Prisma CLI: issue 14 §4). Run it after changing a schema.prisma and commit the
// result; the CLI is installed into tools/prisma-cli on first use.
//   node scripts/prisma-generate.mjs           regenerate
//   node scripts/prisma-generate.mjs --check   regenerate, then fail if a committed client changed (CI)
// PRISMA_SCHEMA_ENGINE_BINARY=/bin/false stops `prisma generate` from downloading an engine it does not use.
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { installOnDemand } from './install-on-demand.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tool = join(root, 'tools/prisma-cli');
installOnDemand(tool, 'the Prisma 7 CLI');
const prismaBin = join(tool, 'node_modules/.bin/prisma');
for (const service of readdirSync(join(root, 'services'))) {
  const dir = join(root, 'services', service);
  if (!existsSync(join(dir, 'prisma/schema.prisma'))) continue;
  const r = spawnSync(
    prismaBin,
    ['generate', '--schema', 'prisma/schema.prisma', '--config', join(tool, 'prisma.config.mjs')],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
    },
  );
  if (r.status !== 0) {
    console.error(`prisma generate failed for ${service}`);
    process.exit(r.status ?? 1);
  }
}

if (process.argv.includes('--check')) {
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'services'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (status.status !== 0) process.exit(status.status ?? 1);
  const changed = status.stdout.split('\n').filter((line) => line.includes('/src/db/generated/'));
  if (changed.length > 0) {
    console.error(
      `The committed Prisma clients differ from their schemas:\n${changed.join('\n')}\n` +
        'Run `node scripts/prisma-generate.mjs` and commit services/*/src/db/generated.',
    );
    process.exit(1);
  }
  console.log('Prisma clients match their schemas.');
}
