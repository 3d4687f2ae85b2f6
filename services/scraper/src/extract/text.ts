import { decodeHTML } from 'entities';

/** Whitespace collapsed (incl. non-breaking and zero-width spaces), trimmed. */
function cleanText(value: string): string {
  return value
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * Text from markup, ready to show: entities left over from double-escaping (`&amp;#39;` after
 * the parser's own decoding) decoded once more, whitespace collapsed.
 */
export function displayText(value: string | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  let text = value;
  if (text.includes('&') && /&(#\d+|#x[\da-f]+|[a-z]+\d*);/i.test(text)) text = decodeHTML(text);
  text = cleanText(text);
  return text.length ? text : null;
}

/** Strings from JSON-LD are raw JSON: they may carry HTML entities and even tags. */
export function jsonText(value: string | undefined | null): string | null {
  if (!value) return null;
  const stripped = value.includes('<')
    ? value
        .replace(/<\/?(p|br|div|li|ul|ol|h[1-6]|tr|td|blockquote)\b[^>]{0,500}>/gi, ' ')
        .replace(/<[^>]{0,500}>/g, '')
    : value;
  return displayText(decodeHTML(stripped));
}

/** Truncates at a word boundary with an ellipsis, for over-long descriptions. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** "WASHINGTON — text" → "text": a dateline in capitals before a dash is not the description. */
export function removeDateline(value: string): string {
  return value.replace(/^[A-Z\s]+\s+[-—–]\s+/, '');
}
