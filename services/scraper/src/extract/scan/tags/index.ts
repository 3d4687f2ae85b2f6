import type { Attrs } from '../page-scan.js';
import type { Closer, ScanState } from '../scan-state.js';
import { form, input } from './forms.js';
import { base, body, html, link, meta, script, title } from './head.js';
import { article, chrome, headerOrFooter } from './layout.js';
import { img, video } from './media.js';
import { a, h1, p } from './text-blocks.js';

/** Reads one opening tag into the scan; returns what to undo when the element closes. */
export type TagHandler = (state: ScanState, attrs: Attrs) => Closer | null;

/** Tag name → its handler. Tags not listed only go through the attribute handlers. */
export const TAG_HANDLERS: ReadonlyMap<string, TagHandler> = new Map<string, TagHandler>([
  ['meta', meta],
  ['link', link],
  ['html', html],
  ['base', base],
  ['body', body],
  ['title', title],
  ['script', script],
  ['img', img],
  ['video', video],
  ['article', article],
  ['header', headerOrFooter],
  ['footer', headerOrFooter],
  ['nav', chrome],
  ['aside', chrome],
  ['h1', h1],
  ['a', a],
  ['p', p],
  ['form', form],
  ['input', input],
]);
