import type { Extraction } from './extract.js';

/**
 * One preview from a page's static HTML and its browser rendering. The rendered page is what a
 * reader sees: its fields win, and the static HTML only fills what the rendering lacks. A script
 * that replaces a placeholder `<title>Loading…</title>` (or sets `og:title`) names the page, not
 * the placeholder; a rendering never erases what the static HTML had.
 */
export function mergeRendered(first: Extraction, rendered: Extraction): Extraction {
  const image = rendered.image ?? first.image;
  return {
    ...first,
    title: rendered.title ?? first.title,
    description: rendered.description ?? first.description,
    image,
    imageFallbacks: rendered.image ? rendered.imageFallbacks : first.imageFallbacks,
    // 'Article' is the guess when nothing says otherwise; a real category on either side wins.
    category: rendered.category === 'Article' ? first.category : rendered.category,
    locations: rendered.locations.length ? rendered.locations : first.locations,
    publisher: rendered.publisher ?? first.publisher,
    author: rendered.author ?? first.author,
    date: rendered.date ?? first.date,
    logo: rendered.logo ?? first.logo,
  };
}
