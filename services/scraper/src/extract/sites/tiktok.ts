import { displayText } from '../text.js';
import { hostIs, type SiteRule } from './site-rule.js';

/** Videos and profiles: "Name (@handle) on TikTok", the handle read from the URL. */
export const tiktok: SiteRule = {
  name: 'tiktok',
  matches: (url) => hostIs(url, 'tiktok.com'),
  apply(ctx, generic) {
    const ogTitle = displayText(ctx.meta('og:title'));
    const name = ogTitle?.split(' on TikTok')[0]?.split(' (@')[0]?.split(' | TikTok')[0]?.trim() || null;
    const handle = /^\/@([^/?#]+)/.exec(ctx.url.pathname)?.[1] ?? null;
    const title = name && handle ? `${name} (@${handle}) on TikTok` : (name ?? generic.title);
    return { title, publisher: 'TikTok', ...(name ? { author: name } : {}), category: 'Media' };
  },
};
