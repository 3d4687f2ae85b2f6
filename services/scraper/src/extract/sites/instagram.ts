import { displayText } from '../text.js';
import { hostIs, type SiteRule } from './site-rule.js';

/**
 * Instagram's og:title repeats the whole caption ("Name on Instagram: “…”"); its Twitter title is
 * the short card title ("Name (@handle) • Instagram photo"). The caption stays the description.
 */
export const instagram: SiteRule = {
  name: 'instagram',
  matches: (url) => hostIs(url, 'instagram.com', 'instagr.am'),
  apply(ctx, generic) {
    const ogTitle = displayText(ctx.meta('og:title'));
    const author = ogTitle?.split(/ on Instagram| \(@|•/)[0]?.trim() || null;
    return {
      title: displayText(ctx.meta('twitter:title')) ?? generic.title,
      publisher: 'Instagram',
      ...(author ? { author } : {}),
      category: 'Media',
    };
  },
};
