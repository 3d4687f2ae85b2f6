// Before the browser tests: find a Chromium (CHROMIUM_PATH, PATH, the usual places). With none,
// install Debian's where this process may (root with apt-get), saying so in one line; otherwise
// stop at once with one line saying what to install — never a wall of launch failures.
import { spawnSync } from 'node:child_process';
import { CHROMIUM_MISSING, findChromium } from '@gems/platform/browser/find-chromium';

function found(): string | null {
  try {
    return findChromium().path;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

let path = found();
if (!path) {
  const canInstall =
    process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!canInstall) {
    console.error(CHROMIUM_MISSING);
    process.exit(1);
  }
  console.log('No Chromium found: installing Debian’s chromium package (apt-get install chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'ignore', env });
  path = update.status === 0 && install.status === 0 ? found() : null;
  if (!path) {
    console.error(`Installing chromium failed. ${CHROMIUM_MISSING}`);
    process.exit(1);
  }
}
console.log(`Browser tests use ${path}`);
