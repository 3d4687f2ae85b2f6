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
import { zMailEnv } from '@gems/platform/mail';

const zIdentityEnv = zBaseServiceEnv.extend({
  /** Image storage (local directory or S3-compatible bucket): createImageStorage(config, logger). */
  ...zStorageEnv.shape,
  /** Account e-mails (SMTP_URL, MAIL_FROM, MAIL_DIR): createMailer(config, logger). */
  ...zMailEnv.shape,
  PORT: envPort(4001),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ message: 'is required (postgresql://…)' }).url('must be a URL'),
  DB_SCHEMA: envIdentifier('identity'),
  EVENTBUS_SCHEMA: envIdentifier('eventbus'),
  /** Signs in as admin besides user id 1 (spec 01 §6). */
  ADMIN_EMAIL: envString().pipe(z.email('must be an email address').toLowerCase().optional()),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The session cookie is Secure; unset, it follows PUBLIC_ORIGIN (https → Secure). */
  COOKIE_SECURE: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' }).optional(),
  ),
  /** The site's public origin: wallet sign-in messages and OIDC redirects name it. */
  PUBLIC_ORIGIN: z.string().url('must be a URL').default('http://localhost:8080'),
  /** Failed sign-ins per account in 15 minutes before further attempts are refused (429). */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  OIDC_ISSUER: envString().pipe(z.string().url('must be a URL').optional()),
  OIDC_CLIENT_ID: envString(),
  OIDC_CLIENT_SECRET: envString(),
  /** scrypt cost (N = 2^cost). 15 in production; tests may lower it. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
});
const zIdentityConfig = zIdentityEnv.transform(({ COOKIE_SECURE, ...config }) => ({
  ...config,
  COOKIE_SECURE:
    COOKIE_SECURE === undefined
      ? config.PUBLIC_ORIGIN.startsWith('https:')
      : COOKIE_SECURE === 'true' || COOKIE_SECURE === '1',
}));
export type IdentityConfig = z.infer<typeof zIdentityConfig>;

export const loadIdentityConfig = (env: Env): IdentityConfig => parseConfig(zIdentityConfig, env);
