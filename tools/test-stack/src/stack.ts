import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '@gems/platform/config';
import type { RunningService } from '@gems/platform/lifecycle';
import type { ConsumingService } from '@gems/platform/service';
import { startIdentity } from '@gems/identity';
import { startGateway } from '@gems/gateway';
import {
  dropSchemas,
  deleteStream,
  infra,
  operationUrl,
  TestClient,
  testDatabaseUrl,
  tokenFromMailFolder,
  uniqueSchema,
} from '@gems/testkit';

export interface TestStack {
  gatewayUrl: string;
  identity: RunningService;
  /** Started when asked for (`startTestStack(env, { curation: true })`). */
  curation?: ConsumingService;
  /** Started when asked for (`startTestStack(env, { social: true })`). */
  social?: ConsumingService;
  /** Started when asked for (`startTestStack(env, { rewards: true })`). */
  rewards?: ConsumingService;
  /** Started when asked for (`startTestStack(env, { adminMetrics: true })`). */
  adminMetrics?: ConsumingService;
  /** Started when asked for (`startTestStack(env, { scraper: true })`); SCRAPER_ALLOW_HOSTS via env. */
  scraper?: RunningService;
  gateway: RunningService;
  env: Env;
  client(): TestClient;
  /**
   * Follows the verification link identity mailed to `email` (kept in MAIL_DIR by the embedded
   * mailer), as its owner would. A session token carries the role it had at sign-in: sign in again
   * after verifying an ADMIN_EMAIL address.
   */
  verifyEmail(email: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Identity behind the gateway, on real Postgres/NATS/Redis when their URLs are set and on the
 * embedded adapters otherwise. Each stack has its own schemas and cache prefix, so test files
 * never see each other's data. Services not built yet point at a closed port (503 via gateway).
 */
export async function startTestStack(
  overrides: Env = {},
  services: {
    curation?: boolean;
    social?: boolean;
    rewards?: boolean;
    adminMetrics?: boolean;
    scraper?: boolean;
    /** The gateway calls the services it started in its own process, as the all-in-one start does. */
    inProcess?: boolean;
  } = {},
): Promise<TestStack> {
  const prefix = uniqueSchema('stack');
  const env: Env = {
    DATABASE_URL: await testDatabaseUrl(),
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    DB_SCHEMA: `${prefix}_identity`,
    EVENTBUS_SCHEMA: `${prefix}_bus`,
    CACHE_PREFIX: prefix,
    EVENTS_NAMESPACE: prefix,
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_API_PER_MINUTE: '100000',
    // Tests watch rankings change between calls; the minute-long production cache would hide it.
    TOP_CREATORS_CACHE_SECONDS: '1',
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'gems-uploads-')),
    MAIL_DIR: mkdtempSync(join(tmpdir(), 'gems-mail-')),
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'gems-web-')),
    CURATION_URL: 'http://127.0.0.1:1',
    SOCIAL_URL: 'http://127.0.0.1:1',
    REWARDS_URL: 'http://127.0.0.1:1',
    SCRAPER_URL: 'http://127.0.0.1:1',
    ADMIN_METRICS_URL: 'http://127.0.0.1:1',
    // Tests that watch a gem's remote image stay put; the preview image tests turn the keeper on.
    PREVIEW_IMAGES_KEEP: 'false',
    GEM_ARCHIVES: 'false',
    IMPORT_PREVIEWS: 'false',
    LINK_CHECKS: 'false',
    ...overrides,
  };
  const identity = await startIdentity({ ...env, PORT: '0', HOST: '127.0.0.1' });
  // Before curation, which asks it for Batch Import previews. No browser: previews are static.
  const scraper = services.scraper
    ? await (
        await import('@gems/scraper')
      ).startScraper({
        SCRAPER_RENDERER: 'false',
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        IDENTITY_URL: identity.url,
      })
    : undefined;
  if (scraper) env.SCRAPER_URL = scraper.url;
  const curationSchema = `${prefix}_curation`;
  // Services load only when asked for, so a stack never depends on a service it does not run.
  const curation = services.curation
    ? await (
        await import('@gems/curation')
      ).startCuration({
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        DB_SCHEMA: curationSchema,
        IDENTITY_URL: identity.url,
      })
    : undefined;
  const socialSchema = `${prefix}_social`;
  const social = services.social
    ? await (
        await import('@gems/social')
      ).startSocial({
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        DB_SCHEMA: socialSchema,
        IDENTITY_URL: identity.url,
        ...(curation ? { CURATION_URL: curation.url } : {}),
      })
    : undefined;
  const rewardsSchema = `${prefix}_rewards`;
  const rewards = services.rewards
    ? await (
        await import('@gems/rewards')
      ).startRewards({
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        DB_SCHEMA: rewardsSchema,
        IDENTITY_URL: identity.url,
        DISTRIBUTION_SCHEDULE: 'false',
      })
    : undefined;
  const adminMetricsSchema = `${prefix}_admin_metrics`;
  const adminMetrics = services.adminMetrics
    ? await (
        await import('@gems/admin-metrics')
      ).startAdminMetrics({
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        DB_SCHEMA: adminMetricsSchema,
        DOCUMENTS_SCHEMA: `${adminMetricsSchema}_documents`,
        IDENTITY_URL: identity.url,
      })
    : undefined;
  const inProcess = services.inProcess
    ? Object.fromEntries(
        (
          [
            ['identity', identity],
            ['scraper', scraper],
            ['curation', curation],
            ['social', social],
            ['rewards', rewards],
            ['admin-metrics', adminMetrics],
          ] as const
        ).flatMap(([name, service]) => (service?.handle ? [[name, service.handle]] : [])),
      )
    : undefined;
  const gateway = await startGateway(
    {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      IDENTITY_URL: identity.url,
      ...(adminMetrics ? { ADMIN_METRICS_URL: adminMetrics.url } : {}),
      ...(curation ? { CURATION_URL: curation.url } : {}),
      ...(social ? { SOCIAL_URL: social.url } : {}),
      ...(rewards ? { REWARDS_URL: rewards.url } : {}),
    },
    inProcess,
  );
  return {
    gatewayUrl: gateway.url,
    identity,
    scraper,
    curation,
    social,
    rewards,
    adminMetrics,
    gateway,
    env: {
      ...env,
      IDENTITY_URL: identity.url,
      ...(curation ? { CURATION_URL: curation.url } : {}),
      ...(social ? { SOCIAL_URL: social.url } : {}),
      ...(rewards ? { REWARDS_URL: rewards.url } : {}),
      ...(adminMetrics ? { ADMIN_METRICS_URL: adminMetrics.url } : {}),
    },
    client: () => new TestClient(gateway.url),
    async verifyEmail(email) {
      const token = await tokenFromMailFolder(env.MAIL_DIR!, email, '/verify-email');
      const res = await new TestClient(gateway.url).post(operationUrl('postAuthEmailConfirm'), { token });
      if (res.status !== 200)
        throw new Error(`verifying ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
    },
    async stop() {
      await gateway.stop();
      await adminMetrics?.stop();
      await rewards?.stop();
      await social?.stop();
      await curation?.stop();
      await scraper?.stop();
      await identity.stop();
      const schemas = [
        env.DB_SCHEMA!,
        env.EVENTBUS_SCHEMA!,
        ...(curation ? [curationSchema] : []),
        ...(social ? [socialSchema] : []),
        ...(rewards ? [rewardsSchema] : []),
        ...(adminMetrics ? [adminMetricsSchema, `${adminMetricsSchema}_documents`] : []),
      ];
      await dropSchemas(env.DATABASE_URL!, schemas);
      if (env.NATS_URL) await deleteStream(env.NATS_URL, `GEMS_${prefix}`);
    },
  };
}

let counter = 0;
/** A unique, valid registration body. */
export function newAccount(overrides: Record<string, string> = {}) {
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    username: `user_${tag}`,
    email: `user_${tag}@example.com`,
    password: 'secret123',
    confirmPassword: 'secret123',
    firstName: '',
    lastName: '',
    ...overrides,
  };
}
