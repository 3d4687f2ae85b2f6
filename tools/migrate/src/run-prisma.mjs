import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { installOnDemand } from '../../../scripts/install-on-demand.mjs';

const require = createRequire(import.meta.url);
const TOOL_DIR = fileURLToPath(new URL('..', import.meta.url));
const CONFIG = fileURLToPath(new URL('./prisma.config.mjs', import.meta.url));
const UNREF_LONG_TIMERS = fileURLToPath(new URL('./unref-long-timers.mjs', import.meta.url));
const TIMEOUT_MS = 180_000;

/**
 * Runs the Prisma 6.19 CLI with the tool's config (Wasm schema engine through the pg adapter) on
 * the migrate-only schema at `schemaPath`.
 * Asynchronous on purpose: an embedded PGlite in this process must keep serving the child.
 * Resolves with the exit code and output; exit codes other than 0 are the caller's to judge.
 */
export function runPrisma(args, { schemaPath, databaseUrl, embeddedShadow }) {
  // The 6.19 CLI is this tool's own, outside `npm ci`: installed here the first time it runs.
  installOnDemand(TOOL_DIR, 'the migration tool (Prisma 6.19)');
  const PRISMA_CLI = require.resolve('prisma/build/index.js');
  const child = spawn(
    process.execPath,
    ['--import', UNREF_LONG_TIMERS, PRISMA_CLI, ...args, '--config', CONFIG],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl, // the derived schema's `url = env("DATABASE_URL")`
        GEMS_MIGRATE_SCHEMA: schemaPath,
        GEMS_MIGRATE_DATABASE_URL: databaseUrl,
        GEMS_MIGRATE_EMBEDDED_SHADOW: embeddedShadow ? '1' : '0',
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
        CHECKPOINT_DISABLE: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal)
        reject(
          new Error(
            `prisma ${args.join(' ')} was stopped (${signal}) after ${TIMEOUT_MS / 1000} s\n${stderr}`,
          ),
        );
      else resolve({ code, stdout, stderr });
    });
  });
}
