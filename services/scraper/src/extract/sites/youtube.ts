import { hostIs, type SiteRule } from './site-rule.js';

/** The video id of watch, short, embed, live and youtu.be URLs. */
export function youtubeVideoId(url: URL): string | null {
  let id: string | null = null;
  if (url.hostname === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (url.pathname === '/watch') id = url.searchParams.get('v');
  else id = /^\/(shorts|embed|live|v)\/([^/?#]+)/.exec(url.pathname)?.[2] ?? null;
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

const THUMB = (id: string, name: string) => `https://img.youtube.com/vi/${id}/${name}.jpg`;

/**
 * Videos: the largest thumbnail that exists. YouTube's own og:image names maxresdefault only
 * when the video has one; otherwise sddefault (640px) is the next best. The image probe tries
 * the fallbacks in order when one is missing.
 */
export const youtube: SiteRule = {
  name: 'youtube',
  matches: (url) => hostIs(url, 'youtube.com', 'youtu.be', 'youtube-nocookie.com'),
  apply(ctx, generic) {
    const id = youtubeVideoId(ctx.url);
    const title = generic.title?.replace(/ - YouTube$/, '') ?? null;
    if (!id) return { title, publisher: 'YouTube', category: 'Media' };
    const hasMaxRes = /maxresdefault/.test(ctx.meta('og:image') ?? '');
    const order = hasMaxRes ? ['maxresdefault', 'sddefault', 'hqdefault'] : ['sddefault', 'hqdefault'];
    const [image, ...rest] = order.map((name) => THUMB(id, name));
    return {
      title,
      image,
      imageFallbacks: [...rest, ...(generic.image ? [generic.image] : [])],
      publisher: 'YouTube',
      category: 'Media',
    };
  },
};
