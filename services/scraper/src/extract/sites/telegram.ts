import { displayText } from '../text.js';
import { captured, hostIs, type SiteRule } from './site-rule.js';

/** Public channel posts (t.me/channel/123): the full message text; og:description is cut. */
export const telegram: SiteRule = {
  name: 'telegram',
  matches: (url) => hostIs(url, 't.me', 'telegram.me'),
  captures: [
    {
      key: 'message',
      test: (_t, a) => /(^|\s)tgme_widget_message_text(\s|$)/.test(a.class ?? ''),
      text: 4000,
    },
  ],
  apply(ctx, generic) {
    const message = displayText(captured(ctx, 'message')[0]?.text);
    const og = generic.description;
    // Only when the page's message is the same post, longer than the (truncated) og text.
    const description =
      message && og && message.length > og.length && message.startsWith(og.slice(0, 20)) ? message : og;
    return { description, publisher: 'Telegram' };
  },
};
