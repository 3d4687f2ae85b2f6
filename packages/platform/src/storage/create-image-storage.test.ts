import { describe, expect, it } from '@jest/globals';
import { ConfigError, parseConfig, zBaseServiceEnv, zStorageEnv } from '../config.js';
import { createImageStorage, storageDriverOf } from './create-image-storage.js';
import { LocalImageStorage } from './local-image-storage.adapter.js';
import { S3ImageStorage } from './s3-image-storage.adapter.js';

const zEnv = zBaseServiceEnv.extend(zStorageEnv.shape);
const logged: object[] = [];
const logger = { info: (details: object) => void logged.push(details) };
const configOf = (env: Record<string, string>) => parseConfig(zEnv, env);

describe('createImageStorage', () => {
  it('uses the local directory when nothing names S3 (the embedded default)', () => {
    const config = configOf({});
    expect(config.UPLOADS_DIR).toBe('.data/uploads');
    expect(storageDriverOf(config)).toBe('local');
    expect(createImageStorage(config, logger)).toBeInstanceOf(LocalImageStorage);
  });

  it('uses S3 when S3_BUCKET is set, or when STORAGE_DRIVER=s3 says so', () => {
    const env = {
      S3_BUCKET: 'gems-images',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    const storage = createImageStorage(configOf(env), logger);
    expect(storage).toBeInstanceOf(S3ImageStorage);
    (storage as S3ImageStorage).close();
    expect(storageDriverOf(configOf({ ...env, STORAGE_DRIVER: 's3' }))).toBe('s3');
    expect(logged.at(-1)).toMatchObject({
      driver: 's3',
      bucket: 'gems-images',
      endpoint: 'http://minio:9000',
    });
  });

  it('keeps the local directory when STORAGE_DRIVER=local, even with a bucket named', () => {
    const config = configOf({ STORAGE_DRIVER: 'local', S3_BUCKET: 'gems-images', UPLOADS_DIR: '/data/up' });
    expect(createImageStorage(config, logger)).toBeInstanceOf(LocalImageStorage);
  });

  it('stops at boot, naming the variable, when S3 lacks a setting', () => {
    expect(() => createImageStorage(configOf({ STORAGE_DRIVER: 's3' }), logger)).toThrow(
      new ConfigError(['S3_BUCKET: is required when STORAGE_DRIVER=s3']),
    );
    expect(() =>
      createImageStorage(configOf({ S3_BUCKET: 'gems', S3_ACCESS_KEY_ID: 'key' }), logger),
    ).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
  });

  it('validates the storage variables when the config is parsed', () => {
    expect(() => configOf({ STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER: must be local or s3/);
    expect(() => configOf({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be an S3 bucket name/);
    expect(() => configOf({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => configOf({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
    expect(configOf({ STORAGE_DRIVER: '', S3_BUCKET: '' })).toMatchObject({
      STORAGE_DRIVER: undefined,
      S3_BUCKET: undefined,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
  });
});
