// A distribution killed halfway (SIGKILL of the process running it) resumes when rewards starts
// again and pays each remaining participant once; the payouts sum to the total.
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startRewards } from '../src/service.js';
import { startRewardsHarness, type RewardsHarness } from './rewards-stack.js';

let h: RewardsHarness;
beforeAll(async () => {
  h = await startRewardsHarness();
});
afterAll(async () => {
  await h?.stop();
});

const child = (env: Record<string, string | undefined>, cookie: string) =>
  new Promise<{ code: number | null; signal: string | null; stderr: string }>((resolve) => {
    const p = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./die-mid-distribution.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          REWARDS_TEST_ENV: JSON.stringify(env),
          ADMIN_COOKIE: cookie,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    p.stderr.on('data', (d) => (stderr += d));
    p.on('exit', (code, signal) => resolve({ code, signal, stderr }));
  });

describe('a distribution killed halfway', () => {
  it('resumes at start and pays each remaining user once', async () => {
    const admin = await h.admin();
    const users = [];
    for (let i = 0; i < 5; i++) {
      const u = await h.signedIn();
      await admin.client.post('/api/admin/rewards/adjust', {
        userId: u.user.id,
        points: 100 * (i + 1) + 7,
        reason: 'Seed',
      });
      users.push(u);
    }
    const env = {
      ...h.stack.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DB_SCHEMA: h.schema,
      IDENTITY_URL: h.stack.identity.url,
      DISTRIBUTION_CHUNK_SIZE: '1',
      DISTRIBUTION_SCHEDULE: 'false',
      LOG_LEVEL: 'silent',
    };
    const died = await child(env, admin.client.cookieHeader);
    expect([died.signal, died.stderr]).toEqual(['SIGKILL', expect.any(String)]);
    const [half] = await h.query<{ status: string; paid: number; pending: number }>(
      `SELECT d.status, count(*) FILTER (WHERE p.status = 'paid')::int AS paid,
              count(*) FILTER (WHERE p.status = 'pending')::int AS pending
         FROM $schema.token_distributions d JOIN $schema.distribution_payouts p ON p.distribution_id = d.id
        GROUP BY d.status`,
    );
    expect(half).toEqual({ status: 'running', paid: 2, pending: 3 });

    // Another start of rewards (a restart, or another replica) finishes it.
    const restarted = await startRewards(env);
    await restarted.stop();
    const [done] = await h.query<{ status: string; total: number; sum: number; n: number }>(
      `SELECT d.status, d.total_tokens_distributed AS total, d.participant_count AS n,
              (SELECT sum(tokens_received)::int FROM $schema.distribution_payouts p WHERE p.distribution_id = d.id) AS sum
         FROM $schema.token_distributions d`,
    );
    expect(done).toEqual({ status: 'completed', total: 1 + 2 + 3 + 4 + 5, sum: 15, n: 5 });
    for (const [i, u] of users.entries())
      expect(await h.balance(u)).toMatchObject({ currentPoints: 7, gemTokenBalance: i + 1, weeklyPoints: 0 });
    expect((await admin.client.post('/api/admin/rewards/distributions/execute')).status).toBe(409);
  });
});
