import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '@gems/test-stack';

const run = promisify(execFile);
const dir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Every k6 scenario, one iteration of each of its scenarios, through the runner (bench/k6/runner:
 * the k6 API on Node's fetch) against the stack with the production limits: a scenario that calls
 * a route wrongly, as the wrong user, or trips a limit fails here. Latency thresholds are reported,
 * not enforced (one sample on a shared machine).
 */
describe('k6 scenarios, one iteration each against the stack', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack(
      { RATE_LIMIT_AUTH_PER_MINUTE: '10', RATE_LIMIT_API_PER_MINUTE: '1200' },
      { curation: true, social: true, rewards: true },
    );
  }, 60_000);
  afterAll(async () => stack?.stop());

  // Sign-ups from this address across the files: 1+1+1+1+2+1+1 = 8, under the 10 a minute.
  const cases: [string, string[], number][] = [
    ['visitor-browsing.js', [], 1],
    ['feed.js', [], 1],
    ['explore-search.js', [], 1],
    ['save-gem.js', ['CURATORS=1'], 1],
    // Four iterations: like, unlike, like again, comment.
    ['like-and-comment.js', ['FANS=1'], 4],
    ['bookmark-import.js', ['LINKS=20'], 1],
    ['gateway-me.js', [], 1],
  ];

  it.each(cases)(
    '%s passes its checks and thresholds',
    async (file, env, iterations) => {
      const args = [
        `${dir}/runner/run.mjs`,
        `${dir}/${file}`,
        '--correctness',
        '--iterations',
        String(iterations),
        '-e',
        `BASE=${stack.gatewayUrl}`,
        '-e',
        `DIRECT=${stack.identity.url}`,
        ...env.flatMap((e) => ['-e', e]),
      ];
      const result = await run(process.execPath, args, { timeout: 150_000 }).catch(
        (error: { stdout?: string; stderr?: string }) => error,
      );
      const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
      const summary = output.trim().split('\n').at(-1) ?? '';
      // On failure the runner's report (failed checks, requests, thresholds) is the diff.
      expect(/^\{"passed":true,"requests":[1-9]/.test(summary) ? 'passed' : output).toBe('passed');
    },
    180_000,
  );
});
