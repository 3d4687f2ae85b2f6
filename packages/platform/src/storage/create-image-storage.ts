import { ConfigError, type StorageEnv } from '../config.js';
import type { ImageStorage } from './image-storage.port.js';
import { LocalImageStorage } from './local-image-storage.adapter.js';
import { S3ImageStorage } from './s3-image-storage.adapter.js';

/** The fields createImageStorage reads: a config parsed with `zStorageEnv` (or a schema extending it). */
export type ImageStorageConfig = Pick<StorageEnv, keyof StorageEnv>;

interface StorageLogger {
  info(details: object, message: string): void;
}

export type StorageDriver = 'local' | 's3';

/** STORAGE_DRIVER when set; otherwise `s3` when S3_BUCKET is set, else `local` (the embedded default). */
export const storageDriverOf = (config: ImageStorageConfig): StorageDriver =>
  config.STORAGE_DRIVER ?? (config.S3_BUCKET ? 's3' : 'local');

/**
 * The one place an ImageStorage adapter is chosen, by configuration alone. Throws a ConfigError
 * naming the variable when the chosen driver lacks a setting, so a process stops at boot.
 */
export function createImageStorage(config: ImageStorageConfig, logger: StorageLogger): ImageStorage {
  const driver = storageDriverOf(config);
  if (driver === 'local') {
    logger.info({ driver, directory: config.UPLOADS_DIR }, 'image storage: local directory');
    return new LocalImageStorage(config.UPLOADS_DIR);
  }

  const problems: string[] = [];
  if (!config.S3_BUCKET) problems.push('S3_BUCKET: is required when STORAGE_DRIVER=s3');
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      `${config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: ` +
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  if (problems.length > 0 || !config.S3_BUCKET) throw new ConfigError(problems);

  logger.info(
    {
      driver,
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT ?? 'AWS S3',
      publicBaseUrl: config.S3_PUBLIC_BASE_URL ?? '/uploads (served by the gateway)',
    },
    'image storage: S3-compatible bucket',
  );
  return new S3ImageStorage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicBaseUrl: config.S3_PUBLIC_BASE_URL,
  });
}
