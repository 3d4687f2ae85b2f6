import escapeHtml from 'escape-html';
import type { ShareCard } from './card.js';

const SITE_NAME = 'Gems';

const absolute = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, origin).href;

/** The head tags of a card, every value HTML-escaped. */
export function cardTags(card: ShareCard, origin: string): string {
  const url = absolute(origin, card.path);
  const image = card.image ? absolute(origin, card.image) : null;
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(`${card.title} · ${SITE_NAME}`)}</title>`,
    meta('name', 'description', card.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', card.type),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(card.feed
      ? [
          `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(card.title)}" href="${escapeHtml(absolute(origin, card.feed))}" />`,
        ]
      : []),
  ];
  return tags.join('\n    ');
}

const TITLE = /<title>[^<]*<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/**
 * The app's index.html with the card's tags in its head: its generic <title> and description
 * replaced, the rest untouched. Without a <title> the tags go before </head>.
 */
export function withCard(indexHtml: string, tags: string): string {
  const html = indexHtml.replace(DESCRIPTION, '');
  if (TITLE.test(html)) return html.replace(TITLE, () => tags);
  return html.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}
