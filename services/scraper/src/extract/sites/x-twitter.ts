import { displayText } from '../text.js';
import { captured, hostIs, type SiteRule } from './site-rule.js';

const URLS = /https?:\/\/\S+/g;

/** `Name on X: "text" / X` → the post's text. */
function postTextFromTitle(ogTitle: string | null): string | null {
  const match = ogTitle ? /\son (?:X|Twitter): [“"](.*)[”"](?: \/ (?:X|Twitter))?$/s.exec(ogTitle) : null;
  if (!match) return null;
  let text = match[1]!.trim();
  // With several links, the last one is the attached media's own t.co link: not part of the text.
  const links = text.match(URLS) ?? [];
  if (links.length > 1 && text.endsWith(links[links.length - 1]!))
    text = text.slice(0, -links[links.length - 1]!.length).trim();
  return text || null;
}

/**
 * Posts on X / Twitter: a short title "Name (@handle) on X", the post's text as description,
 * and the post's own photo or video poster rather than X's generic card image.
 */
export const xTwitter: SiteRule = {
  name: 'x',
  matches: (url) => hostIs(url, 'x.com', 'twitter.com'),
  captures: [
    { key: 'poster', test: (t, a) => t === 'video' && !!a.poster },
    {
      key: 'media',
      test: (t, a) =>
        t === 'img' &&
        /pbs\.twimg\.com\/(media|card_img|ext_tw_video_thumb|amplify_video_thumb)\//.test(a.src ?? ''),
    },
  ],
  apply(ctx, generic) {
    const ogTitle = displayText(ctx.meta('og:title'));
    const handle = ctx.url.pathname.split('/')[1] ?? '';
    const name =
      ogTitle
        ?.split(/ on (?:X|Twitter)(?::|$)/)[0]
        ?.split(' (@')[0]
        ?.trim() || null;
    const title = name && handle ? `${name} (@${handle}) on X` : handle ? `@${handle} on X` : generic.title;
    const description =
      displayText(ctx.meta('og:description')) ?? postTextFromTitle(ogTitle) ?? generic.description;
    let image =
      ctx.abs(captured(ctx, 'poster')[0]?.attrs.poster) ??
      ctx.abs(captured(ctx, 'media')[0]?.attrs.src) ??
      generic.image;
    // Profile pictures in cards come at 200px; the 400px version exists for every account.
    if (image?.endsWith('_200x200.jpg')) image = image.replace(/_200x200\.jpg$/, '_400x400.jpg');
    return { title, description, image, publisher: 'X', ...(name ? { author: name } : {}) };
  },
};
