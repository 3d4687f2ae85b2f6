import { displayText } from '../text.js';
import { hostIs, type SiteRule } from './site-rule.js';

/**
 * Spotify prefixes descriptions with "Listen to this episode from Show on Spotify." (and
 * similar); the text after it is the item's own description. Podcasts are media, the rest music.
 */
export const spotify: SiteRule = {
  name: 'spotify',
  matches: (url) => hostIs(url, 'spotify.com'),
  apply(ctx, generic) {
    const og = displayText(ctx.meta('og:description'));
    const description = og?.includes('on Spotify. ')
      ? og.slice(og.indexOf('on Spotify. ') + 12).trim()
      : generic.description;
    const podcast = /^\/(episode|show)\//.test(ctx.url.pathname);
    return {
      description: description || generic.description,
      publisher: 'Spotify',
      category: podcast ? 'Media' : 'Music',
    };
  },
};
