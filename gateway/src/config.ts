import { z } from 'zod';
import {
  envIdentifier,
  envPort,
  envString,
  parseConfig,
  zBaseServiceEnv,
  zStorageEnv,
  type Env,
} from '@gems/platform/config';
import { SITEMAP_MAX_URLS } from '@gems/contracts';
import { trustedProxies } from './http-helpers.js';
import type { ServiceName } from './routing-table.js';

const url = (fallback: string) => z.string().url('must be a URL').default(fallback);

const zGatewayEnv = zBaseServiceEnv.extend({
  PORT: envPort(8080),
  HOST: z.string().default('0.0.0.0'),
  CURATION_URL: url('http://127.0.0.1:4002'),
  SOCIAL_URL: url('http://127.0.0.1:4003'),
  REWARDS_URL: url('http://127.0.0.1:4004'),
  SCRAPER_URL: url('http://127.0.0.1:4005'),
  ADMIN_METRICS_URL: url('http://127.0.0.1:4006'),
  /** The embedded event bus's schema (request metering publishes there when NATS_URL is unset). */
  EVENTBUS_SCHEMA: envIdentifier('eventbus'),
  /** The built SPA; served with long-cache hashed assets and an index.html fallback. */
  WEB_DIST_DIR: z.string().default('web/dist'),
  /** Where uploaded images live (local directory or S3 bucket); served at /uploads. */
  ...zStorageEnv.shape,
  /** The browser extension's origin (chrome-extension://<id>): the only origin CORS allows. */
  EXTENSION_ORIGIN: envString(),
  /** Requests per minute per client on sign-in, registration and wallet sign-in. */
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Requests per minute per client on every other /api call. */
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** How long a service may take to start answering a call whose route sets no budget of its own. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(8_000),
  /** URLs per sitemap file (at most 50,000); past it, /sitemap.xml is an index of files. */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(SITEMAP_MAX_URLS).default(SITEMAP_MAX_URLS),
  /** The site's own origin; with the Host header, what a cookie-authenticated write may come from. */
  PUBLIC_ORIGIN: envString(),
  /**
   * The proxies in front of the gateway (comma-separated: addresses, CIDR ranges such as
   * `10.0.0.0/8`, or `loopback`, `linklocal`, `uniquelocal`): X-Forwarded-For is read only from
   * them, so a client cannot claim a new address per request.
   */
  TRUSTED_PROXIES: z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .superRefine((entries, ctx) => {
        for (const entry of entries) {
          try {
            trustedProxies([entry]);
          } catch {
            ctx.addIssue({
              code: 'custom',
              message: `"${entry}" is not an address, a CIDR range or a range name`,
            });
          }
        }
      }),
  ),
});
export type GatewayConfig = z.infer<typeof zGatewayEnv> & { jwksUrl: string };

export function loadGatewayConfig(env: Env): GatewayConfig {
  const config = parseConfig(zGatewayEnv, env);
  return {
    ...config,
    jwksUrl: config.AUTH_JWKS_URL ?? new URL('/.well-known/jwks.json', config.IDENTITY_URL).href,
  };
}

/** Each service's address, by the routing table's names. */
export const serviceUrls = (config: GatewayConfig): Record<ServiceName, string> => ({
  identity: config.IDENTITY_URL,
  curation: config.CURATION_URL,
  social: config.SOCIAL_URL,
  rewards: config.REWARDS_URL,
  scraper: config.SCRAPER_URL,
  'admin-metrics': config.ADMIN_METRICS_URL,
});
