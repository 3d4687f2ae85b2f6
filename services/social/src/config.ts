import { z } from 'zod';
import { envIdentifier, envPort, parseConfig, zBaseServiceEnv, type Env } from '@gems/platform/config';

const zSocialEnv = zBaseServiceEnv.extend({
  PORT: envPort(4003),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ message: 'is required (postgresql://…)' }).url('must be a URL'),
  DB_SCHEMA: envIdentifier('social'),
  EVENTBUS_SCHEMA: envIdentifier('eventbus'),
});
export type SocialConfig = z.infer<typeof zSocialEnv>;

export const loadSocialConfig = (env: Env): SocialConfig => parseConfig(zSocialEnv, env);
