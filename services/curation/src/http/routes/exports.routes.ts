import { Readable } from 'node:stream';
import Router from '@koa/router';
import type { Context } from 'koa';
import { requireUser } from '@gems/platform/http/auth';
import type { GemsExportService } from '../../exports/gems-export.service.js';

const today = () => new Date().toISOString().slice(0, 10);

function download(ctx: Context, type: string, fileName: string, body: AsyncIterable<string>) {
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = type;
  ctx.body = Readable.from(body);
}

/** The signed-in user's gems, streamed as a browser bookmark file or as JSON. */
export function exportsRoutes(deps: { exports: GemsExportService }): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/exports/gems.html', (ctx) => {
    const user = requireUser(ctx);
    download(ctx, 'text/html; charset=utf-8', `gems-${today()}.html`, deps.exports.html(user));
  });

  router.get('/exports/gems.json', (ctx) => {
    const user = requireUser(ctx);
    download(ctx, 'application/json; charset=utf-8', `gems-${today()}.json`, deps.exports.json(user));
  });

  return router;
}
