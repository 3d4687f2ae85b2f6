import { fileURLToPath } from 'node:url';
import type { Env } from '@gems/platform/config';
import { createDocumentStore } from '@gems/platform/documents';
import { startService } from '@gems/platform/service';
import { defaultPrices, loadAdminMetricsConfig } from './config.js';
import { createPrisma } from './db/prisma.js';
import { AdminMetricsService } from './admin.service.js';
import { FeedbackRepository } from './feedback/feedback.repository.js';
import { AdminActionsRepository } from './feedback/admin-actions.repository.js';
import { adminActionsConsumer } from './feedback/admin-actions.consumer.js';
import { ScraperErrorLog } from './errors/scraper-error-log.js';
import { PricesRepository } from './usage/prices.repository.js';
import { UsageMetrics, type ApiUsage, type ResourceUsage } from './usage/usage-metrics.js';
import { scrapeUsageConsumer } from './usage/scrape-usage.consumer.js';
import { usageCountedConsumer } from './usage/usage-counted.consumer.js';
import { adminMetricsRoutes } from './http/routes/admin-metrics.routes.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** admin-metrics: feedback, the scraper error log, usage and its cost, for the admin dashboard. */
export function startAdminMetrics(env: Env) {
  const config = loadAdminMetricsConfig(env);
  return startService({
    name: 'admin-metrics',
    config,
    database: { migrationsDir: MIGRATIONS_DIR, createPrisma },
    async compose({ pool, prisma, inTransaction }, { logger }) {
      // MongoDB when MONGO_URL is set; the same documents in Postgres JSONB otherwise.
      const documents = await createDocumentStore({
        mongoUrl: config.MONGO_URL,
        pool,
        schema: config.DOCUMENTS_SCHEMA,
        logger,
      });
      const errors = new ScraperErrorLog(documents.collection('scraper_error_logs'), config.TRACE_UI_URL);
      await errors.ensureIndexes();
      const usage = new UsageMetrics(
        documents.collection<ApiUsage>('api_usage_metrics'),
        documents.collection<ResourceUsage>('resource_usage_metrics'),
      );
      const actions = new AdminActionsRepository(prisma);
      const admin = new AdminMetricsService({
        feedback: new FeedbackRepository(prisma),
        errors,
        usage,
        prices: new PricesRepository(prisma, defaultPrices(config)),
        actions,
        inTransaction,
      });
      return {
        admin,
        routers: [adminMetricsRoutes({ admin })],
        consumers: [
          scrapeUsageConsumer({ usage, errors }),
          usageCountedConsumer({ usage }),
          adminActionsConsumer({ actions }),
        ],
        readiness: { documents: () => documents.ping() },
        close: () => documents.close(),
      };
    },
  });
}
