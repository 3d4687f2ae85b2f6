import { tooLarge } from './image-rejected.error.js';

export class InvalidDataUrlError extends Error {
  readonly code = 'invalid_data_url';
  constructor(detail: string) {
    super(`Invalid data URL: ${detail}`);
    this.name = 'InvalidDataUrlError';
  }
}

export interface DecodedDataUrl {
  bytes: Buffer;
  /** The media type the sender claimed (lower-case); informative only, the bytes decide. */
  declaredType: string;
}

const MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;
// Buffer.from(x, 'base64') skips characters it does not know, so the payload is checked first.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes a base64 `data:` URL such as the spec's `uploadedImage`. With `maxBytes`, an oversized
 * payload is refused from its length, before it is decoded.
 */
export function decodeDataUrl(dataUrl: string, options: { maxBytes?: number } = {}): DecodedDataUrl {
  if (typeof dataUrl !== 'string' || !/^data:/i.test(dataUrl))
    throw new InvalidDataUrlError('must start with data:');
  const comma = dataUrl.indexOf(',');
  if (comma < 0) throw new InvalidDataUrlError('missing the comma before the data');
  const [mediaType = '', ...parameters] = dataUrl.slice(5, comma).toLowerCase().split(';');
  if (parameters.at(-1) !== 'base64') throw new InvalidDataUrlError('must be base64-encoded');
  if (mediaType !== '' && !MEDIA_TYPE.test(mediaType)) throw new InvalidDataUrlError('malformed media type');

  const payload = dataUrl.slice(comma + 1);
  if (payload.length === 0) throw new InvalidDataUrlError('no data');
  if (payload.length % 4 !== 0 || !BASE64.test(payload))
    throw new InvalidDataUrlError('malformed base64 data');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const size = (payload.length / 4) * 3 - padding;
  if (options.maxBytes !== undefined && size > options.maxBytes) throw tooLarge(options.maxBytes);

  return { bytes: Buffer.from(payload, 'base64'), declaredType: mediaType || 'text/plain' };
}
