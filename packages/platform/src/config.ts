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
  /**
   * Replicas of the JetStream stream on a NATS cluster (1–5; 3 survives the loss of a node). Unset:
   * the stream keeps what it has (1 when this process creates it).
   */
  NATS_STREAM_REPLICAS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(5).optional()),
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
  /** Usage metering (gateway requests, database statements), counted in memory; false turns it off. */
  METERING: envBool(true),
  /** How often counted usage is published as one aggregate event. */
  METERING_FLUSH_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(3600).default(60),
  ),
});
export type BaseServiceEnv = z.infer<typeof zBaseServiceEnv>;

/**
 * Where images are stored (packages/platform/src/storage, createImageStorage). Services that store
 * or serve images extend their schema with these fields: `zBaseServiceEnv.extend(zStorageEnv.shape)`.
 * STORAGE_DRIVER unset: `s3` when S3_BUCKET is set, else `local` (the embedded default).
 */
export const zStorageEnv = z.object({
  STORAGE_DRIVER: z.preprocess(
    blankToUndefined,
    z.enum(['local', 's3'], { message: 'must be local or s3' }).optional(),
  ),
  /** The local driver's directory (the gateway serves it at /uploads). */
  UPLOADS_DIR: z.preprocess(blankToUndefined, z.string().default('.data/uploads')),
  S3_BUCKET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z 0-9 . -)')
      .optional(),
  ),
  /** An S3-compatible endpoint (MinIO: http://minio:9000); unset for AWS S3. */
  S3_ENDPOINT: envUrl(['http', 'https']),
  S3_REGION: z.preprocess(blankToUndefined, z.string().default('us-east-1')),
  /** true for MinIO and most S3-compatible stores (bucket in the path, not the host name). */
  S3_FORCE_PATH_STYLE: envBool(false),
  /** Both or neither; neither: the SDK's own chain (AWS_* variables, instance or task role). */
  S3_ACCESS_KEY_ID: envString(),
  S3_SECRET_ACCESS_KEY: envString(),
  /**
   * Where browsers fetch images directly (CDN or public-read bucket). Unset (recommended): image
   * URLs stay `/uploads/<key>` and the gateway streams them from the bucket.
   */
  S3_PUBLIC_BASE_URL: envUrl(['http', 'https']),
});
export type StorageEnv = z.infer<typeof zStorageEnv>;
