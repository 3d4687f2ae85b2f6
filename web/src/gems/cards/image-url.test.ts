import { describe, expect, it } from '@jest/globals';
import { rewriteImageUrl } from './image-url';

describe('rewriteImageUrl', () => {
  it('keeps addresses that are not http(s) exactly as they are', () => {
    for (const url of ['data:image/png;base64,AAAA', '/uploads/gems/1.webp', 'blob:abc', '', 'SL100_.jpg'])
      expect(rewriteImageUrl(url)).toBe(url);
  });

  it('sets a shop CDN width parameter to 600', () => {
    expect(rewriteImageUrl('https://cdn.shopify.com/s/files/1/x.jpg?v=12&width=100')).toBe(
      'https://cdn.shopify.com/s/files/1/x.jpg?v=12&width=600',
    );
    expect(rewriteImageUrl('https://store.example.com/cdn/shop/files/a.png?width=160')).toBe(
      'https://store.example.com/cdn/shop/files/a.png?width=600',
    );
  });

  it("leaves other sites' width parameters and shop images without one alone", () => {
    expect(rewriteImageUrl('https://example.com/img.jpg?width=100')).toBe(
      'https://example.com/img.jpg?width=100',
    );
    expect(rewriteImageUrl('https://cdn.shopify.com/s/files/1/x.jpg?v=12')).toBe(
      'https://cdn.shopify.com/s/files/1/x.jpg?v=12',
    );
  });

  it('turns the SL75 and SL100 size tokens into SL600', () => {
    expect(rewriteImageUrl('https://m.media-amazon.com/images/I/71abc._AC_SL100_.jpg')).toBe(
      'https://m.media-amazon.com/images/I/71abc._AC_SL600_.jpg',
    );
    expect(rewriteImageUrl('https://m.media-amazon.com/images/I/71abc._SL75_.jpg')).toBe(
      'https://m.media-amazon.com/images/I/71abc._SL600_.jpg',
    );
  });

  it('does not touch other size tokens or words that merely contain SL100', () => {
    expect(rewriteImageUrl('https://m.media-amazon.com/images/I/71abc._AC_SL1500_.jpg')).toBe(
      'https://m.media-amazon.com/images/I/71abc._AC_SL1500_.jpg',
    );
    expect(rewriteImageUrl('https://example.com/SL100photo.jpg')).toBe('https://example.com/SL100photo.jpg');
  });

  it('returns a malformed http address unchanged', () => {
    expect(rewriteImageUrl('http://')).toBe('http://');
  });
});
