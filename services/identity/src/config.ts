import { z } from 'zod';
import {
  envBool,
  envIdentifier,
  envPort,
  envString,
  parseConfig,
  zBaseServiceEnv,
  zStorageEnv,
  type Env,
} from '@gems/platform/config';

const zIdentityEnv = zBaseServiceEnv.extend({
  /** Image storage (local directory or S3-compatible bucket): createImageStorage(config, logger). */
  ...zStorageEnv.shape,
  PORT: envPort(4001),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ message: 'is required (postgresql://…)' }).url('must be a URL'),
  DB_SCHEMA: envIdentifier('identity'),
  EVENTBUS_SCHEMA: envIdentifier('eventbus'),
  /** Signs in as admin besides user id 1 (spec 01 §6). */
  ADMIN_EMAIL: envString().pipe(z.email('must be an email address').toLowerCase().optional()),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Set true behind HTTPS so the session cookie is Secure. */
  COOKIE_SECURE: envBool(false),
  /** The site's public origin: wallet sign-in messages and OIDC redirects name it. */
  PUBLIC_ORIGIN: z.string().url('must be a URL').default('http://localhost:8080'),
  OIDC_ISSUER: envString().pipe(z.string().url('must be a URL').optional()),
  OIDC_CLIENT_ID: envString(),
  OIDC_CLIENT_SECRET: envString(),
  /** scrypt cost (N = 2^cost). 15 in production; tests may lower it. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
});
export type IdentityConfig = z.infer<typeof zIdentityEnv>;

export const loadIdentityConfig = (env: Env): IdentityConfig => parseConfig(zIdentityEnv, env);
