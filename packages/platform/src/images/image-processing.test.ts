import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { processUpload, type ProcessUploadOptions } from './image-processing.js';
import { ImageRejectedError, type ImageRejectionReason } from './image-rejected.error.js';

const options: ProcessUploadOptions = {
  maxBytes: 5 * 1024 * 1024,
  allowedFormats: ['jpeg', 'png', 'gif', 'webp'],
  maxSide: 600,
  thumbSide: 160,
};

const canvas = (width: number, height: number, background = '#c33') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A PNG whose header claims the given size, with no pixel data worth decoding. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function rejection(promise: Promise<unknown>): Promise<ImageRejectionReason> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as ImageRejectedError).reason;
}

describe('processUpload', () => {
  let png: Buffer;
  let rotatedJpeg: Buffer;
  let animatedGif: Buffer;
  let webp: Buffer;

  beforeAll(async () => {
    png = await sharp({
      create: { width: 1600, height: 1000, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    // Stored landscape 400x200 with EXIF "rotate 90° CW" and private EXIF fields, as phones do.
    rotatedJpeg = await canvas(400, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret owner', Make: 'PhoneCo' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const frames = await Promise.all(['#f00', '#00f'].map((c) => canvas(80, 60, c).png().toBuffer()));
    animatedGif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    webp = await canvas(300, 300).webp().toBuffer();
  });

  it('re-encodes a PNG to WebP no larger than maxSide, keeping the aspect ratio, with a thumbnail', async () => {
    const { main, thumb } = await processUpload(png, options);
    expect(main).toMatchObject({ contentType: 'image/webp', width: 600, height: 375 });
    const meta = await sharp(main.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 600, 375, true]);
    expect(thumb).toMatchObject({ contentType: 'image/webp', width: 160, height: 100 });
    expect((await sharp(thumb?.bytes).metadata()).width).toBe(160);
  });

  it('turns a JPEG upright by its EXIF orientation and strips its metadata', async () => {
    const { main } = await processUpload(rotatedJpeg, options);
    expect([main.width, main.height]).toEqual([200, 400]);
    const meta = await sharp(main.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(main.bytes.includes(Buffer.from('secret owner'))).toBe(false);
  });

  it('keeps the first frame of an animated GIF and never enlarges a small image', async () => {
    expect((await sharp(animatedGif).metadata()).pages).toBe(2);
    const { main } = await processUpload(animatedGif, { ...options, thumbSide: undefined });
    const meta = await sharp(main.bytes).metadata();
    expect([main.width, main.height, meta.pages ?? 1]).toEqual([80, 60, 1]);
    const { data } = await sharp(main.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red: the first frame
    expect(data[2]).toBeLessThan(50);
  });

  it('accepts WebP when allowed and refuses it when not', async () => {
    expect((await processUpload(webp, options)).main).toMatchObject({ width: 300, height: 300 });
    expect(await rejection(processUpload(webp, { ...options, allowedFormats: ['jpeg', 'png', 'gif'] }))).toBe(
      'format',
    );
  });

  it('sniffs the real format: a text file named .png is not an image', async () => {
    expect(await rejection(processUpload(Buffer.from('just some text, saved as photo.png'), options))).toBe(
      'not_image',
    );
    expect(await rejection(processUpload(Buffer.alloc(0), options))).toBe('not_image');
  });

  it('refuses formats outside the allowed list, SVG included, with a message naming the allowed ones', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const error = await processUpload(svg, { ...options, allowedFormats: ['jpeg', 'png', 'gif'] }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ reason: 'format', message: 'Images must be JPEG, PNG or GIF' });
    expect(await rejection(processUpload(png, { ...options, allowedFormats: ['jpeg'] }))).toBe('format');
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const bomb = pngHeader(50_000, 50_000);
    expect(bomb.length).toBeLessThan(100);
    expect(await rejection(processUpload(bomb, options))).toBe('dimensions');
    const justOver = await canvas(101, 100).png().toBuffer();
    expect(await rejection(processUpload(justOver, { ...options, maxInputPixels: 10_000 }))).toBe(
      'dimensions',
    );
  });

  it('refuses a file over the byte limit, saying the limit', async () => {
    const error = await processUpload(png, { ...options, maxBytes: png.length - 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'too_large' });
    const fiveMb = await processUpload(Buffer.alloc(5 * 1024 * 1024 + 1), options).catch((e: unknown) => e);
    expect(fiveMb).toMatchObject({ reason: 'too_large', message: 'Images must be at most 5 MB' });
  });

  it('refuses an image whose header is fine but whose data is garbage', async () => {
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 0x41)]);
    expect(await rejection(processUpload(broken, options))).toBe('not_image');
  });
});
