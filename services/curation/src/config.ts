import { z } from 'zod';
import { envIdentifier, envPort, parseConfig, zBaseServiceEnv, type Env } from '@gems/platform/config';

const zCurationEnv = zBaseServiceEnv.extend({
  PORT: envPort(4002),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ message: 'is required (postgresql://…)' }).url('must be a URL'),
  DB_SCHEMA: envIdentifier('curation'),
  EVENTBUS_SCHEMA: envIdentifier('eventbus'),
  UPLOADS_DIR: z.string().default('.data/uploads'),
});
export type CurationConfig = z.infer<typeof zCurationEnv>;

export const loadCurationConfig = (env: Env): CurationConfig => parseConfig(zCurationEnv, env);
