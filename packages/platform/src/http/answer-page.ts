import type { Context } from 'koa';

/** Lists answer a JSON array; the next page's cursor travels in X-Next-Cursor (absent on the last). */
export function answerPage<T>(ctx: Context, page: { items: T[]; nextCursor?: string }): void {
  if (page.nextCursor) ctx.set('X-Next-Cursor', page.nextCursor);
  ctx.body = page.items;
}
