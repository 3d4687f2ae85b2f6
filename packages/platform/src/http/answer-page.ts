import type { Context } from 'koa';

/** A value already serialised as JSON (a list item written once and kept, say). */
export type JsonText = string & { readonly __jsonText: true };

/** Lists answer a JSON array; the next page's cursor travels in X-Next-Cursor (absent on the last). */
export function answerPage<T>(ctx: Context, page: { items: T[]; nextCursor?: string }): void {
  if (page.nextCursor) ctx.set('X-Next-Cursor', page.nextCursor);
  ctx.body = page.items;
}

/** answerPage for items already serialised: the same JSON array, joined instead of stringified. */
export function answerJsonPage(
  ctx: Context,
  page: { items: readonly JsonText[]; nextCursor?: string },
): void {
  if (page.nextCursor) ctx.set('X-Next-Cursor', page.nextCursor);
  ctx.type = 'application/json'; // before the body: a string body would otherwise be text
  ctx.body = `[${page.items.join(',')}]`;
}
