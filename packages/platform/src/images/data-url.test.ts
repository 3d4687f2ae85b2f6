import { describe, expect, it } from '@jest/globals';
import { decodeDataUrl, InvalidDataUrlError } from './data-url.js';
import { ImageRejectedError } from './image-rejected.error.js';

const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
const base64 = bytes.toString('base64');

describe('decodeDataUrl', () => {
  it('decodes a base64 data URL and reports the declared type', () => {
    expect(decodeDataUrl(`data:image/png;base64,${base64}`)).toEqual({ bytes, declaredType: 'image/png' });
    expect(decodeDataUrl(`DATA:Image/JPEG;name=a.jpg;base64,${base64}`).declaredType).toBe('image/jpeg');
    expect(decodeDataUrl(`data:;base64,${base64}`).declaredType).toBe('text/plain');
  });

  it.each([
    ['not a data URL', `https://example.com/a.png`],
    ['no comma', `data:image/png;base64`],
    ['not base64', `data:image/png,${base64}`],
    ['empty data', 'data:image/png;base64,'],
    ['bad characters', 'data:image/png;base64,ab$d'],
    ['bad length', 'data:image/png;base64,abcde'],
    ['padding inside', 'data:image/png;base64,ab==abcd'],
    ['bad media type', `data:image png;base64,${base64}`],
  ])('refuses a malformed data URL: %s', (_name, dataUrl) => {
    expect(() => decodeDataUrl(dataUrl)).toThrow(InvalidDataUrlError);
  });

  it('refuses an oversized payload from its length', () => {
    const big = Buffer.alloc(3000).toString('base64');
    expect(decodeDataUrl(`data:image/png;base64,${big}`, { maxBytes: 3000 }).bytes).toHaveLength(3000);
    expect(() => decodeDataUrl(`data:image/png;base64,${big}`, { maxBytes: 2999 })).toThrow(
      ImageRejectedError,
    );
  });
});
