import { displayText } from '../text.js';
import { captured, hostIs, type SiteRule } from './site-rule.js';

/** Tracks and sets: the uploader's own description block and name, shown on every sound page. */
export const soundcloud: SiteRule = {
  name: 'soundcloud',
  matches: (url) => hostIs(url, 'soundcloud.com'),
  captures: [
    {
      key: 'description',
      test: (_t, a) => /(^|\s)soundTitle__description(\s|$)/.test(a.class ?? ''),
      text: 2000,
    },
    { key: 'author', test: (_t, a) => /(^|\s)soundTitle__username(\s|$)/.test(a.class ?? ''), text: 200 },
  ],
  apply(ctx, generic) {
    const author = displayText(captured(ctx, 'author')[0]?.text);
    return {
      description: displayText(captured(ctx, 'description')[0]?.text) ?? generic.description,
      publisher: 'SoundCloud',
      ...(author ? { author } : {}),
      category: 'Music',
    };
  },
};
