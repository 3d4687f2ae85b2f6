import { z } from 'zod';
import {
  envIdentifier,
  envPort,
  parseConfig,
  zBaseServiceEnv,
  zStorageEnv,
  type Env,
} from '@gems/platform/config';

const zCurationEnv = zBaseServiceEnv.extend({
  /** Image storage (local directory or S3-compatible bucket): createImageStorage(config, logger). */
  ...zStorageEnv.shape,
  PORT: envPort(4002),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ message: 'is required (postgresql://…)' }).url('must be a URL'),
  DB_SCHEMA: envIdentifier('curation'),
  EVENTBUS_SCHEMA: envIdentifier('eventbus'),
  /** How long the top-creators ranking is cached (it is the same for everyone). */
  TOP_CREATORS_CACHE_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int('must be whole seconds')
    .min(1, 'must be at least 1')
    .max(3600, 'must be at most 3600')
    .default(60),
});
export type CurationConfig = z.infer<typeof zCurationEnv>;

export const loadCurationConfig = (env: Env): CurationConfig => parseConfig(zCurationEnv, env);
