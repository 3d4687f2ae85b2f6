import { z } from 'zod';
import { envIdentifier, envPort, parseConfig, zBaseServiceEnv, type Env } from '@gems/platform/config';

const zSocialEnv = zBaseServiceEnv.extend({
  PORT: envPort(4003),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ message: 'is required (postgresql://…)' }).url('must be a URL'),
  DB_SCHEMA: envIdentifier('social'),
  EVENTBUS_SCHEMA: envIdentifier('eventbus'),
  /** Curation, asked for a gem or collection the replica has not heard of yet. */
  CURATION_URL: z.string().url('must be a URL').default('http://127.0.0.1:4002'),
});
export type SocialConfig = z.infer<typeof zSocialEnv>;

export const loadSocialConfig = (env: Env): SocialConfig => parseConfig(zSocialEnv, env);
