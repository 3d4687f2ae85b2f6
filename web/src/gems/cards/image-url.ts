/**
 * Spec 01 "Gem card": image URLs that are not http(s) are kept as they are; a shop CDN's width
 * parameter becomes 600, and the size tokens SL75 and SL100 become SL600, so cards get a
 * picture sharp enough for their width instead of a thumbnail.
 */
const CARD_IMAGE_WIDTH = 600;

/** Shopify serves store images from cdn.shopify.com or a store's own /cdn/shop/ path. */
function isShopCdn(url: URL): boolean {
  return (
    url.hostname === 'cdn.shopify.com' ||
    url.hostname.endsWith('.cdn.shopify.com') ||
    url.pathname.startsWith('/cdn/shop/')
  );
}

// Amazon-style size tokens sit between "_" or "." separators: "._SL100_.jpg", "._AC_SL75_.jpg".
const SIZE_TOKEN = /(?<=[._])SL(?:75|100)(?=[_.])/g;

export function rewriteImageUrl(raw: string): string {
  if (!/^https?:\/\//i.test(raw)) return raw;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  let changed = false;
  if (isShopCdn(url) && url.searchParams.has('width')) {
    url.searchParams.set('width', String(CARD_IMAGE_WIDTH));
    changed = true;
  }
  const path = url.pathname.replace(SIZE_TOKEN, `SL${CARD_IMAGE_WIDTH}`);
  if (path !== url.pathname) {
    url.pathname = path;
    changed = true;
  }
  // Untouched addresses are returned exactly as given (URL would normalise them).
  return changed ? url.toString() : raw;
}
