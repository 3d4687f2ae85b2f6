import { createElement, type ReactNode } from 'react';
import { READABLE_COPY_TAGS } from '@gems/contracts';

/**
 * The tags a readable copy may hold (the scraper's allow-list, from the contracts): anything else
 * is dropped with its content. The copy is never injected as HTML: it is parsed inert (DOMParser runs no script and
 * loads nothing) and rebuilt as React elements from this list, so even a copy that slipped past the
 * server's sanitizer cannot run code, load a resource or carry a handler here.
 */
const TAGS: ReadonlySet<string> = new Set(READABLE_COPY_TAGS);
const VOID = new Set(['br', 'hr']);

const safeHref = (href: string | null): string | undefined => {
  if (!href) return undefined;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
};

function attributesOf(el: Element, tag: string, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  if (tag === 'a') {
    props.href = safeHref(el.getAttribute('href'));
    props.target = '_blank';
    props.rel = 'noopener noreferrer nofollow ugc';
  }
  if (tag === 'abbr' && el.getAttribute('title')) props.title = el.getAttribute('title');
  if ((tag === 'td' || tag === 'th') && el.getAttribute('colspan'))
    props.colSpan = Number(el.getAttribute('colspan')) || undefined;
  if ((tag === 'td' || tag === 'th') && el.getAttribute('rowspan'))
    props.rowSpan = Number(el.getAttribute('rowspan')) || undefined;
  if (tag === 'ol' && el.getAttribute('start')) props.start = Number(el.getAttribute('start')) || undefined;
  return props;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (!TAGS.has(tag)) return null;
  const props = attributesOf(el, tag, key);
  if (VOID.has(tag)) return createElement(tag, props);
  return createElement(tag, props, ...[...el.childNodes].map(toReact));
}

/** A readable copy's sanitized HTML as React elements (see TAGS). */
export function ReadableHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{[...body.childNodes].map(toReact)}</>;
}
