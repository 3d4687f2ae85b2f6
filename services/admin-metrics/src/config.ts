import { z } from 'zod';
import {
  envIdentifier,
  envPort,
  envUrl,
  parseConfig,
  zBaseServiceEnv,
  type Env,
} from '@gems/platform/config';

const cents = (fallback: number) =>
  z.coerce.number({ message: 'must be a number of cents' }).min(0).default(fallback);

const zAdminMetricsEnv = zBaseServiceEnv.extend({
  PORT: envPort(4006),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ message: 'is required (postgresql://…)' }).url('must be a URL'),
  DB_SCHEMA: envIdentifier('admin_metrics'),
  EVENTBUS_SCHEMA: envIdentifier('eventbus'),
  /** The documents' schema when MONGO_URL is unset (Postgres JSONB). */
  DOCUMENTS_SCHEMA: envIdentifier('admin_metrics_documents'),
  /** A trace UI (Jaeger: http://localhost:16686): scraper errors link to their trace. */
  TRACE_UI_URL: envUrl(['http', 'https']),
  // Default unit prices in cents; an admin can change them (Costs & Usage).
  PRICE_PLAYWRIGHT_BROWSER_SECOND: cents(0.01),
  PRICE_GOOGLE_MAPS_REQUEST: cents(0.5),
  PRICE_GOOGLE_PLACES_REQUEST: cents(1.7),
  PRICE_FIRECRAWL_REQUEST: cents(0.1),
  PRICE_SCRAPING_OPERATION: cents(0.005),
  PRICE_IMAGE_DOWNLOAD_GB: cents(9),
  PRICE_DATABASE_QUERY_MILLION: cents(20),
  /** What serving a million requests through the gateway costs (compute, bandwidth). */
  PRICE_GATEWAY_REQUEST_MILLION: cents(40),
});
export type AdminMetricsConfig = z.infer<typeof zAdminMetricsEnv>;

export const loadAdminMetricsConfig = (env: Env): AdminMetricsConfig => parseConfig(zAdminMetricsEnv, env);

/** The price table's keys and their configured defaults. */
export const defaultPrices = (config: AdminMetricsConfig): Record<string, number> => ({
  playwright_browser_second: config.PRICE_PLAYWRIGHT_BROWSER_SECOND,
  google_maps_request: config.PRICE_GOOGLE_MAPS_REQUEST,
  google_places_request: config.PRICE_GOOGLE_PLACES_REQUEST,
  firecrawl_request: config.PRICE_FIRECRAWL_REQUEST,
  scraping_operation: config.PRICE_SCRAPING_OPERATION,
  image_download_gb: config.PRICE_IMAGE_DOWNLOAD_GB,
  database_query_million: config.PRICE_DATABASE_QUERY_MILLION,
  gateway_request_million: config.PRICE_GATEWAY_REQUEST_MILLION,
});
