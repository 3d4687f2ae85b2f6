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

export function extract(html, url) {
  const p = extractPreview(html, url);
  return {
    title: p.title,
    description: p.description,
    image: p.image,
    url: p.url,
    publisher: p.publisher,
    author: p.author,
    date: p.date,
    logo: p.logo,
    lang: p.lang,
  };
}
