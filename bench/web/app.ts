// What the web benchmarks share: the product started exactly as `npm start` starts it (the real
// launcher, embedded mode: one Node process with PGlite, the in-process bus and cache) on a free
// block of ports and a data folder made fresh for the run, removed afterwards.
import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePortBase, PORTS } from '../../e2e/support/ports.js';
import { procStat } from '../support/cpu.js';
import { waitFor } from '../support/wait.js';
import { linkToken } from '../../packages/testkit/src/mail-links.js';
import { operationUrl } from '../../packages/testkit/src/operation-url.js';

export interface RunningApp {
  url: string;
  /** The pid of what was started (npm or scripts/start.mjs); the app runs below it. */
  pid: number;
  dataDir: string;
  /** Stops every process started; `keepData` leaves a fresh data folder for a restart. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Processes still in process group `group`. */
function groupMembers(group: number): number[] {
  return (
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      // Field 5 of /proc/<pid>/stat: the process group.
      .filter((pid) => Number(procStat(pid)?.[2]) === group)
      .map(Number)
  );
}

/**
 * `viaNpm`: run `npm start` itself, so the npm process is part of the tree (the memory bench).
 * `dataDir`: an existing data folder (a restart); by default a fresh one, removed at stop.
 */
export async function startApp({ viaNpm = false, dataDir: given = '' } = {}): Promise<RunningApp> {
  const base = await freePortBase();
  const dataDir = given || mkdtempSync(join(tmpdir(), 'gems-bench-web-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GEMS_DATA_DIR: dataDir,
    GATEWAY_PORT: String(base + PORTS.gateway),
    SERVICE_PORT_BASE: String(base + PORTS.serviceBase),
    // Every page load of the benchmark comes from one address.
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_API_PER_MINUTE: '100000',
    // signInAsBenchAdmin's account (the admin pages).
    ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
  };
  // Embedded mode, whatever the shell has set: that is what `npm start` runs on a fresh machine.
  for (const name of ['DATABASE_URL', 'NATS_URL', 'REDIS_URL', 'MONGO_URL']) delete env[name];
  const [command, args] = viaNpm ? ['npm', ['start']] : [process.execPath, [join(root, 'scripts/start.mjs')]];
  // Its own process group, so stopping reaches npm, the launcher and the app alike.
  const launcher: ChildProcess = spawn(command, args, {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => launcher.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${base + PORTS.gateway}`;
  const stop = async ({ keepData = false } = {}) => {
    process.kill(-launcher.pid!, 'SIGTERM');
    await exited;
    await waitFor(async () => groupMembers(launcher.pid!).length === 0, 'the app stopping', 300);
    if (!keepData && !given) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(async () => (await fetch(`${url}/readyz`)).ok, 'the app answering /readyz', 1800);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: launcher.pid!, dataDir, stop };
}

/** The median of some numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Signs a new curator up through `request` (its cookies keep the session) and saves `gems`
 * public gems: what the page loads and the browsing session measure.
 */
export async function seedCurator(
  request: APIRequestContext,
  prefix: string,
  gems: number,
): Promise<{ username: string; gemIds: number[] }> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const register = await request.post(operationUrl('postAuthRegister'), {
    data: {
      username: name,
      email: `${name}@example.com`,
      password: 'secret123',
      confirmPassword: 'secret123',
    },
  });
  if (register.status() !== 201) throw new Error(`register answered ${register.status()}`);
  const ids: number[] = [];
  for (let i = 1; i <= gems; i++) {
    const res = await request.post(operationUrl('postGems'), {
      data: {
        title: `A well-made thing number ${i}`,
        url: `https://example.com/${name}/${i}`,
        description: 'A longer description of the thing, as a scraped page would give one.',
        imageUrl: '',
        userNote: `Why I saved it (${i}).`,
        categories: [],
        tags: ['bench', `t${i % 4}`],
        visibility: 'public',
      },
    });
    if (res.status() !== 201) throw new Error(`create gem answered ${res.status()}: ${await res.text()}`);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return { username: name, gemIds: ids };
}

/** The admin account of a web bench: `startApp` makes this address an admin (ADMIN_EMAIL). */
export const BENCH_ADMIN_EMAIL = 'bench-admin@example.com';

/**
 * Registers the bench's admin on `app` and signs `request` in as it: ADMIN_EMAIL makes an address
 * an admin once verified, so it follows the link the embedded mailer kept in the data folder.
 */
export async function signInAsBenchAdmin(request: APIRequestContext, app: RunningApp): Promise<void> {
  const password = 'bench-admin-secret';
  const register = await request.post(operationUrl('postAuthRegister'), {
    data: {
      username: `admin_${Date.now().toString(36)}`,
      email: BENCH_ADMIN_EMAIL,
      password,
      confirmPassword: password,
    },
  });
  if (register.status() !== 201) throw new Error(`admin register answered ${register.status()}`);
  const mailDir = join(app.dataDir, 'mail');
  let token: string | undefined;
  await waitFor(async () => {
    const files = existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : [];
    token = files
      .map((name) => readFileSync(join(mailDir, name), 'utf8'))
      .filter((mail) => mail.includes(BENCH_ADMIN_EMAIL))
      .map((mail) => linkToken(mail, '/verify-email'))
      .find(Boolean);
    return token !== undefined;
  }, 'the admin’s verification mail');
  const confirm = await request.post(operationUrl('postAuthEmailConfirm'), { data: { token } });
  if (!confirm.ok()) throw new Error(`admin e-mail confirmation answered ${confirm.status()}`);
  const login = await request.post(operationUrl('postAuthLogin'), {
    data: { email: BENCH_ADMIN_EMAIL, password },
  });
  if (login.status() !== 200 || (await login.json()).isAdmin !== true)
    throw new Error(`admin sign-in answered ${login.status()} without the admin role`);
}
