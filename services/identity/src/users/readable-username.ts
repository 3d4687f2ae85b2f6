import anyAscii from 'any-ascii';

const MAX = 30;
const FALLBACK = 'member';

/**
 * A username base from a display name in any script: transliterated to ASCII (Дмитрий →
 * Dmitriy, 李小龍 → LiXiaoLong), spaces to dots, anything outside the username rules dropped; a
 * neutral "member" when nothing readable is left. The caller adds a suffix when it is taken.
 */
export function readableUsername(wanted: string | null | undefined): string {
  const ascii = anyAscii(wanted ?? '')
    .replace(/:[a-z0-9_+-]+:/g, '') // emoji come out as :shortcodes:
    .trim()
    .replace(/\s+/g, '.')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/([._-])[._-]+/g, '$1')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX - 5); // room for a `_xxxx` suffix
  return ascii.length >= 3 ? ascii : FALLBACK;
}
