import { isIP } from 'node:net';

/**
 * Parses IP address text into bytes (4 for IPv4, 16 for IPv6) so ranges can be checked
 * numerically instead of by string prefixes, which hostile spellings get around.
 */

/** Dotted-quad IPv4 only (the canonical form URL parsing and DNS answers produce). */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    bytes.push(n);
  }
  return bytes;
}

/**
 * The legacy inet_aton reading of a host: 1 to 4 parts, each decimal, octal (leading 0) or hex
 * (0x), the last part filling the remaining bytes (`127.1`, `0x7f.1`, `2130706433`, `0177.0.0.1`).
 * Resolvers and URL parsers that accept these spellings would connect to that address, so the
 * policy reads them the same way. Returns null when the text is not such a number.
 */
export function parseLegacyIPv4(text: string): number[] | null {
  const host = text.endsWith('.') ? text.slice(0, -1) : text;
  const parts = host.split('.');
  if (parts.length === 0 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part.slice(1), 8);
    else if (/^(0|[1-9]\d*)$/.test(part)) value = Number(part);
    else return null;
    if (!Number.isFinite(value)) return null;
    values.push(value);
  }
  const last = values.pop() as number;
  if (values.some((v) => v > 255)) return null;
  const lastBytes = 4 - values.length;
  if (last >= 256 ** lastBytes) return null;
  const tail: number[] = [];
  for (let i = lastBytes - 1; i >= 0; i--) tail.push(Math.floor(last / 256 ** i) % 256);
  return [...values, ...tail];
}

/** Any IPv6 text (`::1`, `::ffff:127.0.0.1`, `64:ff9b::a00:1`) to 16 bytes; zone ids are refused. */
export function parseIPv6(text: string): number[] | null {
  const address = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (address.includes('%')) return null;
  if (isIP(address) !== 6) return null;
  let head = address;
  const trailing: number[] = [];
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseIPv4(tail);
    if (!v4) return null;
    trailing.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    head = address.slice(0, lastColon + 1);
    if (!head.endsWith('::')) head = head.slice(0, -1);
  }
  const groups = (h: string) => (h === '' ? [] : h.split(':').map((g) => parseInt(g, 16)));
  let words: number[];
  const gap = head.indexOf('::');
  if (gap >= 0) {
    const left = groups(head.slice(0, gap));
    const right = [...groups(head.slice(gap + 2)), ...trailing];
    words = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  } else {
    words = [...groups(head), ...trailing];
  }
  if (words.length !== 8 || words.some((w) => !Number.isInteger(w) || w < 0 || w > 0xffff)) return null;
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

/** True when the first `bits` bits of `bytes` equal those of `prefix`. */
export function inPrefix(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i < bits; i += 8) {
    const take = Math.min(8, bits - i);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i / 8] ?? 0) & mask) !== ((prefix[i / 8] ?? 0) & mask)) return false;
  }
  return true;
}
