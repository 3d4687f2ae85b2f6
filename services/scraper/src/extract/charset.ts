import iconv from 'iconv-lite';

/**
 * Bytes to text the way browsers pick an encoding: byte-order mark, then the Content-Type
 * header, then a `<meta charset>` / `http-equiv` declaration in the first bytes, then UTF-8
 * (falling back to windows-1252 when the bytes are not valid UTF-8).
 */
export function decodeHtml(bytes: Buffer, contentType?: string | null): string {
  const bom = bomEncoding(bytes);
  if (bom) return decodeAs(bytes.subarray(bom.length), bom.encoding);
  const declared = charsetParam(contentType) ?? sniffMetaCharset(bytes);
  if (declared && declared !== 'utf-8' && declared !== 'utf8' && iconv.encodingExists(declared)) {
    // A page labelled UTF-16 in a meta tag is ASCII-compatible by definition: treat as UTF-8.
    // Mislabelled pages are common (re-saved, proxied); text in a legacy encoding is almost never
    // valid UTF-8 by accident, so valid multi-byte UTF-8 wins over the label.
    if (!declared.startsWith('utf-16') && !(hasHighBytes(bytes) && isValidUtf8(bytes)))
      return decodeAs(bytes, declared);
  }
  const text = bytes.toString('utf8');
  if (!declared && text.includes('\uFFFD') && !isValidUtf8(bytes)) return decodeAs(bytes, 'windows-1252');
  return text;
}

function bomEncoding(bytes: Buffer): { encoding: string; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

function decodeAs(bytes: Buffer, encoding: string): string {
  if (encoding === 'utf-8') return bytes.toString('utf8');
  return iconv.decode(bytes, encoding);
}

function charsetParam(contentType?: string | null): string | null {
  const match = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '');
  return match ? normaliseLabel(match[1]!) : null;
}

/** The HTML prescan, simplified: the first 2 KB, `charset=` inside a meta tag. */
function sniffMetaCharset(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 2048).toString('latin1');
  const meta = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return meta ? normaliseLabel(meta[1]!) : null;
}

function normaliseLabel(label: string): string {
  const lower = label.trim().toLowerCase();
  // WHATWG encoding labels: these all mean windows-1252 in browsers.
  if (lower === 'iso-8859-1' || lower === 'latin1' || lower === 'ascii' || lower === 'us-ascii')
    return 'windows-1252';
  return lower;
}

function hasHighBytes(bytes: Buffer): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) return true;
  return false;
}

/** A replacement character may be genuine text; only a decode failure means "not UTF-8". */
function isValidUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
