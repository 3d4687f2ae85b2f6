import { describe, expect, it } from '@jest/globals';
import { imageFormat } from './image-signature.js';

describe('imageFormat', () => {
  it.each([
    ['png', Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png'],
    ['jpeg', Buffer.from('ffd8ffe000104a464946', 'hex'), 'image/jpeg'],
    ['gif', Buffer.from('GIF89a'), 'image/gif'],
    ['webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    ['avif', Buffer.from('\u0000\u0000\u0000\u001cftypavif'), 'image/avif'],
    ['svg', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
  ])('recognises %s', (format, bytes, type) => {
    expect(imageFormat(bytes, type)).toBe(format);
  });

  it('refuses HTML, JSON and an SVG-looking body that is not labelled SVG', () => {
    expect(imageFormat(Buffer.from('<!doctype html><html>'), 'image/png')).toBeNull();
    expect(imageFormat(Buffer.from('{"error":"not found"}'), 'image/jpeg')).toBeNull();
    expect(imageFormat(Buffer.from('<svg/>'), 'image/png')).toBeNull();
  });
});
