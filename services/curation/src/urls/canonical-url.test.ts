import { describe, expect, it } from '@jest/globals';
import { canonicalUrl, domainOf } from './canonical-url.js';

describe('canonicalUrl', () => {
  it('lower-cases scheme and host and drops the default port, fragment and trailing slash', () => {
    expect(canonicalUrl('HTTPS://Example.COM:443/Path/To/?#top')).toBe('https://example.com/Path/To');
    expect(canonicalUrl('http://example.com:80/')).toBe('http://example.com');
    expect(canonicalUrl('http://example.com:8080/a/')).toBe('http://example.com:8080/a');
  });

  it('drops tracking parameters and orders the rest', () => {
    expect(
      canonicalUrl('https://shop.example/item?utm_source=x&b=2&fbclid=abc&a=1&gclid=z&mc_eid=1&UTM_Medium=m'),
    ).toBe('https://shop.example/item?a=1&b=2');
    expect(canonicalUrl('https://a.example/?b=1&a=2&b=0')).toBe('https://a.example/?a=2&b=1&b=0');
  });

  it('treats the same page saved from two links as one', () => {
    expect(canonicalUrl('https://www.example.com/post?utm_campaign=x#comments')).toBe(
      canonicalUrl('HTTPS://WWW.EXAMPLE.COM/post/'),
    );
  });

  it('answers null for anything but an absolute http(s) URL', () => {
    expect(canonicalUrl('')).toBeNull();
    expect(canonicalUrl('not a url')).toBeNull();
    expect(canonicalUrl('javascript:alert(1)')).toBeNull();
    expect(canonicalUrl('ftp://example.com/file')).toBeNull();
  });
});

describe('domainOf', () => {
  it('gives the host without www', () => {
    expect(domainOf('https://www.Example.com/a')).toBe('example.com');
    expect(domainOf('nope')).toBe('');
  });
});
