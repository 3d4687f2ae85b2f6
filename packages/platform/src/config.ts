import { z } from 'zod';

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once at boot. Every problem names its variable, so a bad or missing
 * value stops the process with a message like `DATABASE_URL: Invalid URL`.
 */
export function parseConfig<S extends z.ZodType>(schema: S, env: Env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
  );
}

/** Reusable environment fields. Empty strings count as unset. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const envUrl = (protocols: string[]) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .url('must be a URL')
      .refine(
        (v) => protocols.some((p) => v.startsWith(`${p}:`)),
        `must start with ${protocols.join(': or ')}:`,
      )
      .optional(),
  );

export const envPort = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(fallback));

export const envString = () => z.preprocess(blankToUndefined, z.string().optional());

export const envBool = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1'),
  );

/** A Postgres schema name (lower-case SQL identifier). */
export const envIdentifier = (fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
      .default(fallback),
  );

/** Fields every service shares: where its dependencies are and how it logs. */
export const zBaseServiceEnv = z.object({
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  DATABASE_URL: envUrl(['postgres', 'postgresql']),
  NATS_URL: envUrl(['nats']),
  REDIS_URL: envUrl(['redis', 'rediss']),
  MONGO_URL: envUrl(['mongodb', 'mongodb+srv']),
  /** Key prefix in the shared cache (Redis or in-process); one per deployment. */
  CACHE_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9_-]+$/i, 'must be letters, digits, - or _')
      .default('gems'),
  ),
  /** Isolates this deployment's events on a shared NATS (tests); unset in production. */
  EVENTS_NAMESPACE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _')
      .optional(),
  ),
  /** Where identity publishes its signing keys; every service verifies session tokens with them. */
  AUTH_JWKS_URL: envUrl(['http', 'https']),
  IDENTITY_URL: z.preprocess(
    blankToUndefined,
    z.string().url('must be a URL').default('http://127.0.0.1:4001'),
  ),
});
export type BaseServiceEnv = z.infer<typeof zBaseServiceEnv>;
