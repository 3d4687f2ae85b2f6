import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { ImageRejectedError, tooLarge } from './image-rejected.error.js';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface ProcessUploadOptions {
  maxBytes: number;
  allowedFormats: readonly ImageFormat[];
  /** The longest side of the main image, in pixels; smaller images are not enlarged. */
  maxSide: number;
  /** When set, a thumbnail whose longest side is at most this is made too. */
  thumbSide?: number;
  /** Decompression-bomb guard: images with more pixels are refused before decoding. */
  maxInputPixels?: number;
}

export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export interface ProcessedUpload {
  main: ProcessedImage;
  thumb?: ProcessedImage;
}

export const DEFAULT_MAX_INPUT_PIXELS = 40_000_000;
/**
 * sharp (libvips, ~20 MB of native code) is loaded with the first upload, not at start. Its
 * operation cache is off: each upload is decoded once, and a cache would only keep up to 50 MB of
 * decoded pixels resident while the process sits idle (issue 14 §3).
 */
let sharpModule: Promise<typeof SharpModule> | undefined;
function loadSharp() {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

const FORMAT_NAMES: Record<ImageFormat, string> = { jpeg: 'JPEG', png: 'PNG', gif: 'GIF', webp: 'WebP' };

/**
 * Turns untrusted upload bytes into a clean WebP (and thumbnail). The format is sniffed from the
 * bytes, never taken from a declared MIME type or file name; the output is re-encoded from pixels,
 * rotated upright by its EXIF orientation and carries no metadata (no GPS, no camera serials).
 * Animated images keep their first frame.
 */
export async function processUpload(bytes: Buffer, options: ProcessUploadOptions): Promise<ProcessedUpload> {
  const maxInputPixels = options.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS;
  if (bytes.length > options.maxBytes) throw tooLarge(options.maxBytes);
  if (bytes.length === 0) throw notImage();

  const sharp = await loadSharp();
  // The header alone: formats and dimensions are known before a single pixel is decoded.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notImage();
    });
  const format = metadata.format as string | undefined;
  if (!format || !options.allowedFormats.includes(format as ImageFormat)) {
    const names = options.allowedFormats.map((f) => FORMAT_NAMES[f]);
    const list =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'none');
    throw new ImageRejectedError('format', `Images must be ${list}`);
  }
  if (!metadata.width || !metadata.height) throw notImage();
  if (metadata.width * metadata.height > maxInputPixels) {
    throw new ImageRejectedError('dimensions', 'The image dimensions are too large');
  }

  // failOn 'error' decodes slightly damaged photos (as browsers do); limitInputPixels stays as a second guard.
  const upright = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
    .autoOrient()
    .timeout({ seconds: 20 });
  try {
    const [main, thumb] = await Promise.all([
      encode(upright.clone(), options.maxSide),
      options.thumbSide ? encode(upright.clone(), options.thumbSide) : undefined,
    ]);
    return thumb ? { main, thumb } : { main };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageRejectedError('dimensions', 'The image dimensions are too large');
    }
    throw notImage();
  }
}

async function encode(image: Sharp, side: number): Promise<ProcessedImage> {
  const { data, info } = await image
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
}

const notImage = () => new ImageRejectedError('not_image', 'The file is not an image');
