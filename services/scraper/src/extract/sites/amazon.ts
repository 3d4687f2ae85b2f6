import { displayText } from '../text.js';
import { captured, type SiteRule } from './site-rule.js';

// amazon.com, amazon.co.uk, amazon.de, … and the short hosts amzn.to / amzn.eu / a.co.
const AMAZON_HOST = /(^|\.)(amazon\.[a-z.]+|amzn\.[a-z]+|a\.co)$/;
const MAIN_IMAGE_IDS = new Set(['landingImage', 'imgBlkFront', 'ebooksImgBlkFront', 'main-image']);

/** Largest entry of `data-a-dynamic-image` (`{"url": [w, h], …}`). */
function largestDynamicImage(json: string | undefined): string | null {
  if (!json) return null;
  try {
    const sizes = Object.entries(JSON.parse(json) as Record<string, [number, number]>);
    sizes.sort((a, b) => b[1][0] * b[1][1] - a[1][0] * a[1][1]);
    return sizes[0]?.[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * Product pages: the product title element (the document title carries ": Amazon.co.uk:
 * category" noise) and the main product image in high resolution, not the first image on the
 * page (a logo or another product's thumbnail).
 */
export const amazon: SiteRule = {
  name: 'amazon',
  matches: (url) => AMAZON_HOST.test(url.hostname),
  captures: [
    {
      key: 'title',
      test: (t, a) =>
        a.id === 'productTitle' ||
        a.id === 'btAsinTitle' ||
        a.id === 'ebooksProductTitle' ||
        a.id === 'item_name' ||
        (t === 'h1' && /(^|\s)a-size-large(\s|$)/.test(a.class ?? '')),
      text: 600,
      limit: 4,
    },
    {
      key: 'image',
      test: (t, a) => t === 'img' && (MAIN_IMAGE_IDS.has(a.id ?? '') || a['data-old-hires'] !== undefined),
      limit: 3,
    },
    { key: 'byline', test: (_t, a) => a.id === 'bylineInfo', text: 200 },
  ],
  apply(ctx, generic) {
    const title =
      captured(ctx, 'title')
        .map((c) => displayText(c.text || c.attrs.value))
        .find(Boolean) ??
      (generic.title
        ? generic.title.replace(/\s*:\s*Amazon\.[a-z.]+\s*:.*$/i, '').replace(/^Amazon\.[a-z.]+\s*:\s*/i, '')
        : null);
    const main = captured(ctx, 'image')[0];
    const image =
      ctx.abs(main?.attrs['data-old-hires']) ??
      ctx.abs(largestDynamicImage(main?.attrs['data-a-dynamic-image'])) ??
      ctx.abs(main?.attrs.src) ??
      ctx.abs(ctx.meta('og:image'));
    const byline = displayText(captured(ctx, 'byline')[0]?.text);
    return {
      title,
      image: image ?? generic.image,
      publisher: 'Amazon',
      ...(byline ? { author: byline } : {}),
      category: 'Products',
    };
  },
};
