import { describe, expect, it } from '@jest/globals';
import {
  addressDenial,
  checkResolved,
  checkTarget,
  DEFAULT_ADDRESS_POLICY,
  type DenyReason,
} from './address-policy.js';
import { parseIPv6, parseLegacyIPv4 } from './ip-address.js';

// Each row: a URL a stranger could type (or a redirect could point to) and why it is refused.
const HOSTILE: Array<[string, DenyReason]> = [
  ['http://127.0.0.1/', 'address'],
  ['http://127.1/', 'address'],
  ['http://0x7f.1/', 'address'],
  ['http://0x7f000001/', 'address'],
  ['http://2130706433/', 'address'],
  ['http://017700000001/', 'address'],
  ['http://0177.0.0.1/', 'address'],
  ['http://0/', 'address'],
  ['http://0.0.0.0/', 'address'],
  ['http://10.0.0.1/', 'address'],
  ['http://10.255.255.255/', 'address'],
  ['http://172.16.0.1/', 'address'],
  ['http://172.31.255.254/', 'address'],
  ['http://192.168.1.1/', 'address'],
  ['http://100.64.0.1/', 'address'],
  ['http://100.127.255.255/', 'address'],
  ['http://169.254.169.254/latest/meta-data/', 'address'],
  ['http://169.254.1.1/', 'address'],
  ['http://224.0.0.1/', 'address'],
  ['http://255.255.255.255/', 'address'],
  ['http://198.18.0.1/', 'address'],
  ['http://[::1]/', 'address'],
  ['http://[::]/', 'address'],
  ['http://[0:0:0:0:0:0:0:1]/', 'address'],
  ['http://[::ffff:127.0.0.1]/', 'address'],
  ['http://[::ffff:7f00:1]/', 'address'],
  ['http://[::ffff:169.254.169.254]/', 'address'],
  ['http://[::127.0.0.1]/', 'address'],
  ['http://[64:ff9b::7f00:1]/', 'address'],
  ['http://[64:ff9b::a9fe:a9fe]/', 'address'],
  ['http://[fe80::1]/', 'address'],
  ['http://[fc00::1]/', 'address'],
  ['http://[fd00:ec2::254]/', 'address'],
  ['http://[ff02::1]/', 'address'],
  ['http://[2002:7f00:1::]/', 'address'],
  ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'address'],
  ['http://[2001:db8::1]/', 'address'],
  ['http://[fe80::1%eth0]/', 'invalid-url'],
  ['http://[fe80::1%25eth0]/', 'invalid-url'],
  ['http://localhost/', 'hostname'],
  ['http://LOCALHOST./', 'hostname'],
  ['http://app.localhost/', 'hostname'],
  ['http://metadata.google.internal/computeMetadata/v1/', 'hostname'],
  ['http://metadata/', 'hostname'],
  ['http://intranet/', 'hostname'],
  ['http://printer.local/', 'hostname'],
  ['http://user:pass@example.com/', 'credentials'],
  ['http://user@example.com/', 'credentials'],
  ['https://:secret@example.com/', 'credentials'],
  ['file:///etc/passwd', 'scheme'],
  ['ftp://example.com/file', 'scheme'],
  ['gopher://example.com:70/', 'scheme'],
  ['javascript:alert(1)', 'scheme'],
  ['data:text/html,<h1>x</h1>', 'scheme'],
  ['http://example.com:22/', 'port'],
  ['http://example.com:6379/', 'port'],
  ['https://example.com:8443/', 'port'],
  ['http://8.8.8.8:25/', 'port'],
  ['not a url', 'invalid-url'],
  ['http://', 'invalid-url'],
];

describe('checkTarget refuses hostile URLs', () => {
  it.each(HOSTILE)('%s → %s', (input, reason) => {
    const verdict = checkTarget(input, DEFAULT_ADDRESS_POLICY);
    expect(verdict.allowed ? 'allowed' : verdict.reason).toBe(reason);
  });

  it('covers at least 30 hostile inputs', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });
});

describe('checkTarget lets public URLs through', () => {
  it.each([
    ['https://example.com/page?q=1', 'example.com', 443, false],
    ['http://example.com:80/', 'example.com', 80, false],
    ['https://www.youtube.com./watch?v=x', 'www.youtube.com', 443, false],
    ['http://93.184.215.14/', '93.184.215.14', 80, true],
    ['http://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', 80, true],
  ] as const)('%s', (input, hostname, port, literal) => {
    const verdict = checkTarget(input);
    expect(verdict).toMatchObject({ allowed: true, hostname, port, literal, pinned: false });
  });

  it('lets an allowHosts entry reach a loopback fixture server, and nothing else on loopback', () => {
    const policy = { ...DEFAULT_ADDRESS_POLICY, allowHosts: ['127.0.0.1:4999'] };
    expect(checkTarget('http://127.0.0.1:4999/page', policy)).toMatchObject({ allowed: true, pinned: true });
    // Refused as loopback (the host is judged before the port: the more telling reason).
    expect(checkTarget('http://127.0.0.1:5000/page', policy)).toMatchObject({
      allowed: false,
      reason: 'address',
    });
    expect(checkTarget('http://example.com:5000/page', policy)).toMatchObject({
      allowed: false,
      reason: 'port',
    });
    expect(checkTarget('http://127.0.0.1/page', policy)).toMatchObject({ allowed: false, reason: 'address' });
    expect(checkTarget('http://localhost:4999/', policy)).toMatchObject({ allowed: false });
    expect(checkTarget('http://u:p@127.0.0.1:4999/', policy)).toMatchObject({
      allowed: false,
      reason: 'credentials',
    });
  });

  it('honours a configured port list', () => {
    const policy = { allowedPorts: [443], allowHosts: [] };
    expect(checkTarget('http://example.com/', policy)).toMatchObject({ allowed: false, reason: 'port' });
    expect(checkTarget('https://example.com/', policy)).toMatchObject({ allowed: true });
  });
});

describe('checkResolved refuses a name when any answer is private (DNS tricks)', () => {
  it.each([
    [['127.0.0.1'], 'loopback'],
    [['93.184.215.14', '10.1.2.3'], 'private'],
    [['169.254.169.254'], 'link-local'],
    [['::1'], 'not global'],
    [['::ffff:10.0.0.1'], 'not global'],
    [['64:ff9b::a00:1'], 'not global'],
    [['2606:4700::1111', 'fe80::1'], 'not global'],
    [['100.100.100.200'], 'carrier-grade'],
    [[], 'no addresses'],
  ])('%j', (addresses, why) => {
    expect(checkResolved('rebind.example', addresses)).toContain(why);
  });

  it('accepts a name whose every answer is public', () => {
    expect(
      checkResolved('example.com', ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']),
    ).toBeNull();
  });
});

describe('address parsing', () => {
  it('reads legacy IPv4 spellings the way inet_aton does', () => {
    expect(parseLegacyIPv4('127.1')).toEqual([127, 0, 0, 1]);
    expect(parseLegacyIPv4('0x7f.1')).toEqual([127, 0, 0, 1]);
    expect(parseLegacyIPv4('2130706433')).toEqual([127, 0, 0, 1]);
    expect(parseLegacyIPv4('0177.0.0.01')).toEqual([127, 0, 0, 1]);
    expect(parseLegacyIPv4('10.0x10.1')).toEqual([10, 16, 0, 1]);
    expect(parseLegacyIPv4('example.com')).toBeNull();
    expect(parseLegacyIPv4('1.2.3.4.5')).toBeNull();
    expect(parseLegacyIPv4('256.1.1.1')).toBeNull();
  });

  it('expands IPv6 forms, including embedded IPv4, and refuses zone ids', () => {
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual(parseIPv6('::ffff:7f00:1'));
    expect(parseIPv6('::1')?.[15]).toBe(1);
    expect(parseIPv6('fe80::1%eth0')).toBeNull();
    expect(addressDenial('fe80::1%eth0')).toBe('not an IP address');
    expect(addressDenial('2606:4700:4700::1111')).toBeNull();
    expect(addressDenial('8.8.8.8')).toBeNull();
    expect(addressDenial('172.32.0.1')).toBeNull();
    expect(addressDenial('100.128.0.1')).toBeNull();
  });
});
