import { asText, firstAt } from '../json-ld.js';
import { jsonText } from '../text.js';
import { hostIs, type SiteRule } from './site-rule.js';

/**
 * UOL's news sites write headlines with unescaped quotes into their meta tags, which cuts them
 * short; their JSON-LD carries the whole headline and description.
 */
export const uol: SiteRule = {
  name: 'uol',
  matches: (url) => hostIs(url, 'uol.com.br'),
  apply(ctx, generic) {
    const title =
      jsonText(asText(firstAt(ctx.jsonLd, 'headline'))) ?? jsonText(asText(firstAt(ctx.jsonLd, 'name')));
    const description = jsonText(asText(firstAt(ctx.jsonLd, 'description')));
    return { title: title ?? generic.title, description: description ?? generic.description };
  },
};
