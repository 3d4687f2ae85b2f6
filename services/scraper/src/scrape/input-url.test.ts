import { describe, expect, it } from '@jest/globals';
import { normaliseInputUrl } from './input-url.js';
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

  it.each(['not a url', 'localhost', 'ftp://example.com/file', 'https://', ''])(
    'refuses %j with the invalid-URL message',
    (input) => {
      expect(() => normaliseInputUrl(input)).toThrow(SCRAPE_MESSAGES.invalidUrl);
    },
  );
});
