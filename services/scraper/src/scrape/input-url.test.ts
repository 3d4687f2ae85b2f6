import { describe, expect, it } from '@jest/globals';
import { normaliseInputUrl, plainHttpOf, typedWithoutScheme } from './input-url.js';
import { SCRAPE_MESSAGES } from './scrape-errors.js';

describe('normaliseInputUrl', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  www.example.com/a?b=1#frag ', 'https://www.example.com/a?b=1'],
    ['http://example.com/x', 'http://example.com/x'],
    ['HTTPS://Example.com', 'https://example.com/'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseInputUrl(input).href).toBe(expected);
  });

  it.each(['not a url', 'intranet', 'ftp://example.com/file', 'https://', ''])(
    'refuses %j with the invalid-URL message',
    (input) => {
      expect(() => normaliseInputUrl(input)).toThrow(SCRAPE_MESSAGES.invalidUrl);
    },
  );

  it.each(['localhost', 'localhost:3000/app', 'http://LOCALHOST/', 'dev.localhost:5173'])(
    'says %j is a private address, not a malformed one',
    (input) => {
      expect(() => normaliseInputUrl(input)).toThrow(SCRAPE_MESSAGES.privateAddress);
    },
  );
});

describe('typedWithoutScheme and plainHttpOf', () => {
  it.each([
    ['example.com', true],
    ['  www.example.com/a', true],
    ['http://example.com', false],
    ['HTTPS://example.com', false],
  ])('%j typed without a scheme: %s', (input, expected) => {
    expect(typedWithoutScheme(input)).toBe(expected);
  });

  it('keeps everything but the scheme', () => {
    expect(plainHttpOf(new URL('https://example.com:8443/a?b=1')).href).toBe('http://example.com:8443/a?b=1');
    expect(plainHttpOf(new URL('https://example.com/')).href).toBe('http://example.com/');
  });
});
