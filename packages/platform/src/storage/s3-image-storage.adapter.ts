import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ImageStorage, StoredImage } from './image-storage.port.js';
import { imageUrl, isUploadsUrl, isValidImageKey, toImageKey } from './image-key.js';

export interface S3ImageStorageOptions {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, s3rver, R2…); unset for AWS S3 itself. */
  endpoint?: string;
  region?: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO, s3rver). */
  forcePathStyle?: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /**
   * Where browsers fetch the objects directly (a CDN or a public-read bucket), e.g.
   * `https://cdn.example.com/gems`; put() then answers `<base>/<key>`. Unset (the default): put()
   * answers `/uploads/<key>` and the gateway streams the object (serveStoredImages).
   */
  publicBaseUrl?: string;
}

/** Objects are immutable per key in practice (random names), so browsers may cache them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The AWS SDK (~150 modules) is loaded with the first call, so a process on local storage never loads it. */
const loadSdk = () => import('@aws-sdk/client-s3');

/**
 * Images as objects in an S3-compatible bucket, one object per key. A PUT replaces an object
 * atomically, so readers see the old object or the new one, never a partial write.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly options: S3ImageStorageOptions;
  private readonly bucket: string;
  private readonly publicBase: string | undefined;
  private client: S3Client | undefined;

  constructor(options: S3ImageStorageOptions) {
    this.options = options;
    this.bucket = options.bucket;
    this.publicBase = options.publicBaseUrl?.replace(/\/+$/, '');
  }

  /** The SDK module and this storage's client, both made on first use. */
  private async sdk() {
    const sdk = await loadSdk();
    this.client ??= new sdk.S3Client({
      endpoint: this.options.endpoint,
      region: this.options.region ?? 'us-east-1',
      forcePathStyle: this.options.forcePathStyle ?? false,
      credentials: this.options.credentials,
      // S3-compatible stores do not all know the newer default checksums; send them only when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { sdk, client: this.client };
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    const safe = toImageKey(key);
    const { client, sdk } = await this.sdk();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: safe,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: CACHE_CONTROL,
      }),
    );
    return this.publicBase ? `${this.publicBase}/${safe}` : imageUrl(safe);
  }

  async delete(keyOrUrl: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    const { client, sdk } = await this.sdk();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(keyOrUrl) }));
  }

  async exists(keyOrUrl: string): Promise<boolean> {
    const key = this.keyOf(keyOrUrl);
    const { client, sdk } = await this.sdk();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async read(keyOrUrl: string): Promise<StoredImage | null> {
    const key = this.keyOf(keyOrUrl);
    const { client, sdk } = await this.sdk();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return null;
      return {
        // In Node the SDK's body is the HTTP response stream.
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        contentLength: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  owns(url: string): boolean {
    if (isUploadsUrl(url)) return true;
    const base = this.publicBase;
    return Boolean(base && url.startsWith(`${base}/`) && isValidImageKey(url.slice(base.length + 1)));
  }

  /** Closes the client's connections (tests, shutdown). */
  close(): void {
    this.client?.destroy();
  }

  /** Accepts a key, `/uploads/<key>` or `<publicBaseUrl>/<key>`; throws InvalidImageKeyError otherwise. */
  private keyOf(keyOrUrl: string): string {
    const base = this.publicBase;
    if (base && keyOrUrl.startsWith(`${base}/`)) return toImageKey(keyOrUrl.slice(base.length + 1));
    return toImageKey(keyOrUrl);
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}
