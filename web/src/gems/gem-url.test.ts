import { describe, expect, it } from '@jest/globals';
import { URL_INVALID, URL_REQUIRED, checkGemUrl, domainOf, normaliseGemUrl, withScheme } from './gem-url';

describe('URL form validation (spec 01 §5)', () => {
  it.each([
    ['', URL_REQUIRED],
    ['   ', URL_REQUIRED],
  ])('%j is required', (input, message) => {
    expect(checkGemUrl(input)).toEqual({ ok: false, message });
  });

  it.each([
    'hello',
    'localhost:3000',
    'not a url',
    'exa mple.com',
    'ftp://example.com/file',
    'javascript://example.com/%0Aalert(1)',
    'https://',
    'https://exa_mple.com',
    '.com',
    'http://-bad.com',
  ])('%j is not a website address', (input) => {
    expect(checkGemUrl(input)).toEqual({ ok: false, message: URL_INVALID });
  });

  it.each([
    ['example.com', 'https://example.com/'],
    ['  www.example.com/path?q=1  ', 'https://www.example.com/path?q=1'],
    ['http://example.com/a', 'http://example.com/a'],
    ['HTTPS://Example.COM', 'https://example.com/'],
    ['http://localhost:8080/x', 'http://localhost:8080/x'],
    ['http://127.0.0.1:4391/page', 'http://127.0.0.1:4391/page'],
    ['münchen.de', 'https://xn--mnchen-3ya.de/'],
  ])('%j becomes %j', (input, url) => {
    expect(checkGemUrl(input)).toEqual({ ok: true, url });
    expect(normaliseGemUrl(input)).toBe(url);
  });

  it('names two example hosts in the message', () => {
    expect(URL_INVALID).toMatch(/^Please enter a valid website URL \(e\.g\., \S+\.\S+ or \S+\.\S+\)$/);
  });
});

describe('withScheme', () => {
  it('prepends https:// only when there is no scheme', () => {
    expect(withScheme('example.com')).toBe('https://example.com');
    expect(withScheme('http://example.com')).toBe('http://example.com');
  });
});

describe('domainOf', () => {
  it('is the host without www., or empty for nonsense', () => {
    expect(domainOf('https://www.example.com/a')).toBe('example.com');
    expect(domainOf('http://127.0.0.1:4391/x')).toBe('127.0.0.1');
    expect(domainOf('')).toBe('');
  });
});
