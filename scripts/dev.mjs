// `npm run dev`: the launcher (gateway + services, without building the SPA) plus Vite's dev
// server on http://localhost:5173 with hot reload; Vite proxies /api, /s/, /uploads and
// /readyz to the gateway on :8080. Ctrl-C stops both.
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import process from 'node:process';

const root = fileURLToPath(new URL('..', import.meta.url));

const children = [
  spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GEMS_SKIP_WEB_BUILD: '1' },
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
    env: process.env,
  }),
];

const alive = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
let exitCode = 0;
let stopping = false;

function stopAll(signal) {
  stopping = true;
  for (const child of alive()) child.kill(signal);
}

// Ctrl-C already reaches every process in the terminal's group; only forward it if a child is
// still running a moment later (e.g. `kill -INT <pid>` aimed at this process alone).
process.on('SIGINT', () => {
  stopping = true;
  setTimeout(() => stopAll('SIGINT'), 3000).unref();
});
process.on('SIGTERM', () => stopAll('SIGTERM'));

for (const child of children) {
  child.on('exit', (code) => {
    if (code) exitCode = code;
    // One side ending on its own (a crash) takes the other down: half a dev setup only confuses.
    if (!stopping) stopAll('SIGTERM');
    if (alive().length === 0) process.exit(exitCode);
  });
}
