// Adapter for /work/shared/bench/scraper/score.mjs: the service's extraction as
// `extract(html: Buffer, url: string)` returning the scorer's fields. The TypeScript source is
// loaded through tsx, so the scorer runs under plain node. EXTRACT_SRC names another copy of
// extract.ts (say, the last commit's, checked out under .results/) to compare before and after.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const source = process.env.EXTRACT_SRC
  ? pathToFileURL(path.resolve(process.env.EXTRACT_SRC)).href
  : '../../services/scraper/src/extract/extract.ts';
const { extract: extractPreview } = await tsImport(source, import.meta.url);

// metascraper's `date` is the page's last update when it names one, else its publication (its
// rules try dateModified first), and the corpus expects that; the product shows the publication
// date (`date`). BENCH_DATE=published scores the publication date alone against the same values.
const PUBLISHED_ONLY = process.env.BENCH_DATE === 'published';

export function extract(html, url) {
  const p = extractPreview(html, url);
  return {
    title: p.title,
    description: p.description,
    image: p.image,
    url: p.url,
    publisher: p.publisher,
    author: p.author,
    date: PUBLISHED_ONLY ? p.date : (p.dateModified ?? p.date),
    logo: p.logo,
    lang: p.lang,
  };
}
