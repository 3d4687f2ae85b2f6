import { displayText } from '../text.js';
import { hostIs, type SiteRule } from './site-rule.js';

/**
 * Reddit's Open Graph tags are generic ("Explore this post and more from the r/x community");
 * the document title ("Post title : r/sub") and meta description carry the post itself.
 */
export const reddit: SiteRule = {
  name: 'reddit',
  matches: (url) => hostIs(url, 'reddit.com', 'redd.it'),
  apply(ctx, generic) {
    return {
      title: displayText(ctx.scan.title) ?? generic.title,
      description: displayText(ctx.meta('description')) ?? generic.description,
      publisher: 'Reddit',
    };
  },
};
