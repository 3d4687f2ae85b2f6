// Child process of distribution-resume.int.test.ts: starts rewards on the test's schema, asks it
// to run the distribution, and kills itself with SIGKILL once two payouts are paid (no clean-up,
// no finally blocks: what a crashed or OOM-killed replica leaves behind).
import { startRewards } from '../src/service.js';

const env = JSON.parse(process.env.REWARDS_TEST_ENV!) as Record<string, string>;
const service = await startRewards(env, {
  afterDistributionChunk: (paid) => {
    if (paid >= 2) process.kill(process.pid, 'SIGKILL');
  },
});
await fetch(`${service.url}/api/admin/rewards/distributions/execute`, {
  method: 'POST',
  headers: { cookie: process.env.ADMIN_COOKIE! },
});
console.error('the distribution finished: the kill did not happen');
process.exit(3);
