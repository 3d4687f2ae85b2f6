import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { runningInCi } from './infra.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs the fixture suite in a child Jest, as CI or a developer would. */
function runFixture(ci: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' };
  delete env.CI;
  if (ci !== undefined) env.CI = ci;
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/jest/bin/jest.js',
      '--testMatch',
      '**/testkit/src/fixtures/missing-server.suite.ts',
      '--testPathIgnorePatterns',
      '/node_modules/',
      '--verbose',
    ],
    { cwd: root, env, encoding: 'utf8', timeout: 60_000 },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('describeIf and itIf', () => {
  it('skip with the reason on a developer machine', () => {
    const run = runFixture(undefined);
    expect(run.status).toBe(0);
    expect(run.output).toMatch(/skipped: the fixture server did not start/);
    expect(run.output).toMatch(/skipped: no browser found/);
    expect(run.output).toMatch(/1 passed/);
  }, 60_000);

  it('fail instead under CI=true, naming what is missing', () => {
    const run = runFixture('true');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/cannot run under CI: the fixture server did not start/);
    expect(run.output).toMatch(/cannot run under CI: no browser found/);
    expect(run.output).toMatch(/2 failed, 1 passed/);
  }, 60_000);

  it('read CI as most CI systems set it', () => {
    expect(runningInCi({ CI: 'true' })).toBe(true);
    expect(runningInCi({ CI: '1' })).toBe(true);
    expect(runningInCi({ CI: 'false' })).toBe(false);
    expect(runningInCi({})).toBe(false);
  });
});
