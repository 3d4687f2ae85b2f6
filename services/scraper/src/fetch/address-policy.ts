import { inPrefix, parseIPv4, parseIPv6, parseLegacyIPv4 } from './ip-address.js';

/**
 * The one allow/deny decision for every URL the scraper (or its browser) touches. Pure: DNS
 * answers come in as data, so the same rules judge a typed URL, each redirect hop and each
 * address a name resolves to.
 */
export interface AddressPolicy {
  /** Ports a public URL may use. Default 80 and 443. */
  allowedPorts: readonly number[];
  /**
   * `host:port` entries reachable whatever their address (e.g. `127.0.0.1:4100` for a test
   * fixture server). Empty in production.
   */
  allowHosts: readonly string[];
}

export const DEFAULT_ADDRESS_POLICY: AddressPolicy = { allowedPorts: [80, 443], allowHosts: [] };

export type DenyReason = 'invalid-url' | 'scheme' | 'credentials' | 'port' | 'hostname' | 'address';

export type TargetVerdict =
  | {
      allowed: true;
      url: URL;
      /** Host without IPv6 brackets, ready for DNS or a socket. */
      hostname: string;
      port: number;
      /** The host is an IP literal: connect to it, no lookup. */
      literal: boolean;
      /** Listed in allowHosts: addresses are not judged. */
      pinned: boolean;
    }
  | { allowed: false; reason: DenyReason; detail: string };

const IPV4_DENIED: ReadonlyArray<[number[], number, string]> = [
  [[0, 0, 0, 0], 8, 'this network'],
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'carrier-grade NAT'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link-local / cloud metadata'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'IETF protocol assignments'],
  [[192, 0, 2, 0], 24, 'documentation'],
  [[192, 88, 99, 0], 24, '6to4 relay'],
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'benchmarking'],
  [[198, 51, 100, 0], 24, 'documentation'],
  [[203, 0, 113, 0], 24, 'documentation'],
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved / broadcast'],
];

// IPv6: only global unicast (2000::/3) is reachable, minus the parts of it that embed or relay
// to other addresses. Everything else (::1, ::, ::ffff:0:0/96 mapped, ::/96 compatible,
// 64:ff9b::/96 NAT64, fc00::/7, fe80::/10, ff00::/8) falls outside 2000::/3.
const IPV6_GLOBAL: [number[], number] = [[0x20], 3];
const IPV6_DENIED: ReadonlyArray<[number[], number, string]> = [
  [[0x20, 0x01, 0x00, 0x00], 23, 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'],
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'documentation'],
  [[0x20, 0x02], 16, '6to4 (embeds an IPv4 address)'],
  [[0x3f, 0xff, 0x00], 20, 'documentation'],
];

/** Names that reach the machine itself or a cloud's metadata service without public DNS. */
const DENIED_NAMES = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
]);
const DENIED_SUFFIXES = [
  '.localhost',
  '.local',
  '.localdomain',
  '.internal',
  '.home.arpa',
  '.arpa',
  '.onion',
];

/** Why an address is not public, or null when it may be contacted. */
export function addressDenial(address: string): string | null {
  const v4 = parseIPv4(address);
  if (v4) {
    for (const [prefix, bits, why] of IPV4_DENIED) if (inPrefix(v4, prefix, bits)) return why;
    return null;
  }
  const v6 = parseIPv6(address);
  if (!v6) return 'not an IP address';
  if (!inPrefix(v6, IPV6_GLOBAL[0], IPV6_GLOBAL[1])) return 'not global unicast IPv6';
  for (const [prefix, bits, why] of IPV6_DENIED) if (inPrefix(v6, prefix, bits)) return why;
  return null;
}

const bare = (hostname: string) => (hostname.startsWith('[') ? hostname.slice(1, -1) : hostname);

/** Judges a URL before any connection: scheme, credentials, port, host name or literal. */
export function checkTarget(
  input: string | URL,
  policy: AddressPolicy = DEFAULT_ADDRESS_POLICY,
): TargetVerdict {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    return { allowed: false, reason: 'invalid-url', detail: 'not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { allowed: false, reason: 'scheme', detail: `${url.protocol} is not http or https` };
  if (url.username || url.password)
    return { allowed: false, reason: 'credentials', detail: 'URLs with credentials are refused' };
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const lowerHost = url.hostname.toLowerCase();
  const pinned = policy.allowHosts.some((entry) => entry.toLowerCase() === `${lowerHost}:${port}`);
  const hostname = bare(lowerHost).replace(/\.$/, '');
  const ok = { allowed: true as const, url, port, pinned };
  if (pinned)
    return { ...ok, hostname, literal: parseIPv4(hostname) !== null || parseIPv6(hostname) !== null };
  // The host first: a private address on an odd port is refused as private, which says more.
  const verdict = judgeHost(lowerHost, hostname);
  if (!verdict.allowed) return verdict;
  if (!policy.allowedPorts.includes(port))
    return { allowed: false, reason: 'port', detail: `port ${port} is not allowed` };
  return { ...ok, hostname: verdict.hostname, literal: verdict.literal };
}

function judgeHost(
  lowerHost: string,
  hostname: string,
):
  | { allowed: true; hostname: string; literal: boolean }
  | { allowed: false; reason: DenyReason; detail: string } {
  if (lowerHost.startsWith('[')) {
    const why = addressDenial(hostname);
    return why
      ? { allowed: false, reason: 'address', detail: `${hostname}: ${why}` }
      : { allowed: true, hostname, literal: true };
  }
  // URL parsing already turns `127.1` or `0x7f.1` into dotted quads; the legacy reading is a
  // second guard in case a host ever reaches here unparsed.
  const v4 = parseIPv4(hostname) ?? parseLegacyIPv4(hostname);
  if (v4) {
    const address = v4.join('.');
    const why = addressDenial(address);
    return why
      ? { allowed: false, reason: 'address', detail: `${address}: ${why}` }
      : { allowed: true, hostname: address, literal: true };
  }
  if (!hostname.includes('.'))
    return { allowed: false, reason: 'hostname', detail: `${hostname}: single-label names are not public` };
  if (DENIED_NAMES.has(hostname) || DENIED_SUFFIXES.some((s) => hostname.endsWith(s)))
    return { allowed: false, reason: 'hostname', detail: `${hostname} is not a public name` };
  if (/^[\d.]+$/.test(hostname) || /\.\d+$/.test(hostname))
    return { allowed: false, reason: 'hostname', detail: `${hostname} is neither a name nor an address` };
  return { allowed: true, hostname, literal: false };
}

/** Judges every address a name resolved to: one private answer refuses the whole name. */
export function checkResolved(hostname: string, addresses: readonly string[]): string | null {
  if (addresses.length === 0) return `${hostname} has no addresses`;
  for (const address of addresses) {
    const why = addressDenial(address);
    if (why) return `${hostname} resolves to ${address} (${why})`;
  }
  return null;
}
