import { z } from 'zod';
import {
  envBool,
  envIdentifier,
  envPort,
  parseConfig,
  zBaseServiceEnv,
  type Env,
} from '@gems/platform/config';

const int = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);

const zRewardsEnv = zBaseServiceEnv.extend({
  PORT: envPort(4004),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ message: 'is required (postgresql://…)' }).url('must be a URL'),
  DB_SCHEMA: envIdentifier('rewards'),
  EVENTBUS_SCHEMA: envIdentifier('eventbus'),
  /** The weekly distribution: day of week (0 = Sunday … 6 = Saturday) and hour, UTC. */
  DISTRIBUTION_DAY: int(1, 0, 6),
  DISTRIBUTION_HOUR: int(0, 0, 23),
  /** Whether this process takes part in the scheduled run (one replica runs it: advisory lock). */
  DISTRIBUTION_SCHEDULE: envBool(true),
  /** Payouts applied per transaction; a crash loses at most one chunk's work, which is redone. */
  DISTRIBUTION_CHUNK_SIZE: int(5_000, 1, 100_000),
  /** How long the first page of the public leaderboard is reused (ms); 0 reads every time. */
  LEADERBOARD_CACHE_MS: int(2_000, 0, 60_000),
});
export type RewardsConfig = z.infer<typeof zRewardsEnv>;

export const loadRewardsConfig = (env: Env): RewardsConfig => parseConfig(zRewardsEnv, env);
