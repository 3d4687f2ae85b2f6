/** Reads the first bytes of a file: is it one of the image formats browsers display? */
export function imageFormat(head: Buffer, mediaType: string): string | null {
  const ascii = head.subarray(0, 16).toString('latin1');
  if (head[0] === 0x89 && ascii.slice(1, 4) === 'PNG') return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.slice(4, 8) === 'ftyp' && /^(avif|avis|heic|heix|mif1|msf1)/.test(ascii.slice(8, 12)))
    return 'avif';
  if (ascii.startsWith('BM')) return 'bmp';
  if (head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0) return 'ico';
  if (ascii.startsWith('II*\u0000') || ascii.startsWith('MM\u0000*')) return 'tiff';
  if (head[0] === 0xff && head[1] === 0x0a) return 'jxl';
  if (mediaType === 'image/svg+xml') {
    const text = head
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    if (/^<(\?xml|svg|!--|!doctype svg)/i.test(text)) return 'svg';
  }
  return null;
}
