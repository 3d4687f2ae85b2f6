import { displayText } from '../text.js';
import { hostIs, type SiteRule } from './site-rule.js';

/** Dribbble's meta description reads "Name | Description | Connect with them on Dribbble…". */
export const dribbble: SiteRule = {
  name: 'dribbble',
  matches: (url) => hostIs(url, 'dribbble.com'),
  apply(ctx, generic) {
    const raw = displayText(ctx.meta('description'));
    const parts = raw?.includes(' | ') ? raw.split(' | ') : [];
    if (parts.length && /Connect with them on Dribbble/.test(parts[parts.length - 1]!)) parts.pop();
    const description = parts.length > 1 ? parts.slice(1).join(' | ') : generic.description;
    return {
      description,
      publisher: 'Dribbble',
      category: 'Design',
      ...(parts[0] ? { author: parts[0] } : {}),
    };
  },
};
