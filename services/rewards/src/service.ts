import { fileURLToPath } from 'node:url';
import { userReadThrough } from '@gems/platform/replicas/user-replica';
import type { Env } from '@gems/platform/config';
import { startService } from '@gems/platform/service';
import { loadRewardsConfig } from './config.js';
import { createPrisma } from './db/prisma.js';
import { PointsRepository } from './points/points.repository.js';
import { EarningService } from './points/earning.service.js';
import { FarmingChecks } from './points/farming.js';
import { ActivityMarksRepository } from './points/activity-marks.repository.js';
import { earningConsumer } from './points/earning.consumer.js';
import { RewardsService } from './points/rewards.service.js';
import { GemRefsRepository } from './gems/gem-refs.repository.js';
import { RewardUsersRepository } from './users/users.repository.js';
import { InvitesRepository } from './invites/invites.repository.js';
import { ReferralsRepository } from './referrals/referrals.repository.js';
import { Signups } from './referrals/signups.js';
import { AdminActionsRepository } from './admin/admin-actions.repository.js';
import { RewardsAdminRepository } from './admin/rewards-admin.repository.js';
import { RewardsAdminService } from './admin/rewards-admin.service.js';
import { DistributionsRepository } from './distributions/distributions.repository.js';
import { DistributionService } from './distributions/distribution.service.js';
import { rewardsRoutes } from './http/routes/rewards.routes.js';
import { adminRewardsRoutes } from './http/routes/admin-rewards.routes.js';

const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Options for tests: a crash between distribution chunks. */
export interface RewardsTestHooks {
  afterDistributionChunk?: (paidSoFar: number) => Promise<void> | void;
}

/** Starts rewards: points from events, invites and referrals, the weekly token distribution. */
export function startRewards(env: Env, hooks: RewardsTestHooks = {}) {
  const config = loadRewardsConfig(env);
  return startService({
    name: 'rewards',
    config,
    database: { migrationsDir, createPrisma },
    compose(infra, { logger }) {
      const { prisma, schema } = infra;
      const points = new PointsRepository(prisma, schema);
      const earning = new EarningService(points);
      const users = new RewardUsersRepository(prisma);
      const gems = new GemRefsRepository(schema);
      const invites = new InvitesRepository(prisma);
      const referrals = new ReferralsRepository(prisma);
      const adminActions = new AdminActionsRepository(infra.inTransaction);
      const signups = new Signups({
        users,
        invites,
        referrals,
        earning,
        hasSavedGem: (tx, userId) => gems.hasSaved(tx, userId),
      });
      const distributions = new DistributionService({
        repo: new DistributionsRepository(infra.pool, schema),
        adminActions,
        logger,
        schedule: { day: config.DISTRIBUTION_DAY, hour: config.DISTRIBUTION_HOUR },
        chunkSize: config.DISTRIBUTION_CHUNK_SIZE,
        afterChunk: hooks.afterDistributionChunk,
      });
      // The replica, else identity; admins' checks need only that the user exists.
      const knownUser = userReadThrough({
        identityUrl: config.IDENTITY_URL,
        local: async (userId) => ((await users.exists(userId)) ? true : null),
        remember: async () => true,
      });
      const userExists = async (userId: number) => (await knownUser(userId)) === true;
      const rewardsAdmin = new RewardsAdminRepository(prisma);
      const admin = new RewardsAdminService({
        repository: rewardsAdmin,
        inTransaction: infra.inTransaction,
        points,
        earning,
        adminActions,
        userExists,
      });
      const rewards = new RewardsService({
        points,
        invites,
        referrals,
        users,
        leaderboardCacheMs: config.LEADERBOARD_CACHE_MS,
      });
      return {
        routers: [
          rewardsRoutes({ rewards, rules: rewardsAdmin }),
          adminRewardsRoutes({ admin, distributions }),
        ],
        consumers: [
          earningConsumer({
            earning,
            farming: new FarmingChecks(new ActivityMarksRepository(schema)),
            gems,
            users,
            signups,
          }),
        ],
        async start() {
          await distributions.resume();
          distributions.startSchedule(config.DISTRIBUTION_SCHEDULE);
        },
        close: () => distributions.stop(),
        describe: { distributionSchedule: { day: config.DISTRIBUTION_DAY, hour: config.DISTRIBUTION_HOUR } },
      };
    },
  });
}
