import { Readable } from 'node:stream';
import Router from '@koa/router';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  zIdParams,
  zImportForm,
} from '@gems/contracts';
import { badRequest, tooLarge } from '@gems/platform/errors';
import { parseBody, parseParams } from '@gems/platform/http/validate';
import { requireUser } from '@gems/platform/http/auth';
import { singleUpload, uploadedFile } from '@gems/platform/http/upload';
import type { ImportsService } from '../../imports/imports.service.js';

const CHOOSE_FILE = 'Choose a bookmarks file to import';
// Room for the multipart boundaries and the form's small text fields around a 20 MB file.
const MULTIPART_SLACK = 64 * 1024;

/** Bookmark-file imports of the signed-in user: start one, watch it, download what failed. */
export function importsRoutes(deps: { imports: ImportsService }): Router {
  const { imports } = deps;
  const router = new Router({ prefix: '/api' });

  router.post(
    '/imports',
    async (ctx, next) => {
      requireUser(ctx); // refuse before reading a large body
      if (Number(ctx.get('content-length') || 0) > IMPORT_MAX_BYTES + MULTIPART_SLACK) {
        throw tooLarge(IMPORT_TOO_LARGE);
      }
      await next();
    },
    singleUpload(IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, IMPORT_TOO_LARGE),
    async (ctx) => {
      const { visibility } = parseBody(ctx, zImportForm);
      const file = uploadedFile(ctx);
      if (!file?.size) throw badRequest(CHOOSE_FILE, { [IMPORT_FILE_FIELD]: CHOOSE_FILE });
      ctx.body = await imports.start(requireUser(ctx), file, visibility);
      ctx.status = 202;
    },
  );

  router.get('/imports', async (ctx) => {
    ctx.body = await imports.list(requireUser(ctx));
  });

  router.get('/imports/:id', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await imports.get(requireUser(ctx), parseParams(ctx, zIdParams).id);
  });

  router.get('/imports/:id/failures.csv', async (ctx) => {
    const { id } = parseParams(ctx, zIdParams);
    const lines = imports.failureReport(requireUser(ctx), id);
    // Pull the header first, so a job that is not the viewer's is a 404 before anything streams.
    const first = await lines.next();
    ctx.set('Content-Disposition', `attachment; filename="import-${id}-not-imported.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = Readable.from(
      (async function* () {
        if (!first.done) yield first.value;
        yield* lines;
      })(),
    );
  });

  return router;
}
