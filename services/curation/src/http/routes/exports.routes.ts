import { Readable } from 'node:stream';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { ANSWERED, operationRouter } from '@gems/platform/http/operations';
import type { GemsExportService } from '../../exports/gems-export.service.js';

const today = () => new Date().toISOString().slice(0, 10);

/** A streamed file: written on ctx (the JSON one is not held in memory to be returned). */
function download(
  ctx: Context,
  type: string,
  fileName: string,
  body: AsyncIterable<string>,
): typeof ANSWERED {
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = type;
  ctx.body = Readable.from(body);
  return ANSWERED;
}

/** The signed-in user's gems, streamed as a browser bookmark file or as JSON. */
export function exportsRoutes(deps: { exports: GemsExportService }): Router {
  return operationRouter('curation', {
    getExportsGemsHtml: (ctx, req) =>
      download(ctx, 'text/html; charset=utf-8', `gems-${today()}.html`, deps.exports.html(req.user)),
    getExportsGemsJson: (ctx, req) =>
      download(ctx, 'application/json; charset=utf-8', `gems-${today()}.json`, deps.exports.json(req.user)),
  });
}
