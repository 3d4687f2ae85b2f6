// Adapter for /work/shared/bench/scraper/score.mjs: the service's extraction as
// `extract(html: Buffer, url: string)` returning the scorer's fields. The TypeScript source is
// loaded through tsx, so the scorer runs under plain node.
import { tsImport } from 'tsx/esm/api';

const { extract: extractPreview } = await tsImport(
  '../../services/scraper/src/extract/extract.ts',
  import.meta.url,
);

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
