import { Readable } from 'node:stream';
import type Router from '@koa/router';
import { IMPORT_FILE_FIELD } from '@gems/contracts';
import { badRequest } from '@gems/platform/errors';
import { operationRouter } from '@gems/platform/http/operations';
import type { ImportsService } from '../../imports/imports.service.js';

const CHOOSE_FILE = 'Choose a bookmarks file to import';

/**
 * Bookmark-file imports of the signed-in user: start one, watch it, download what failed. The
 * upload's size (a 413 from its Content-Length before the file is read) is its catalogue entry's.
 */
export function importsRoutes(deps: { imports: ImportsService }): Router {
  const { imports } = deps;
  return operationRouter('curation', {
    postImports: (_ctx, req) => {
      const { visibility } = req.body();
      const file = req.file();
      if (!file?.size) throw badRequest(CHOOSE_FILE, { [IMPORT_FILE_FIELD]: CHOOSE_FILE });
      return imports.start(req.user, file, visibility);
    },
    getImports: (_ctx, req) => imports.list(req.user),
    getImportsId: (ctx, req) => {
      ctx.set('Cache-Control', 'no-store');
      return imports.get(req.user, req.params().id);
    },
    getImportsIdFailuresCsv: async (ctx, req) => {
      const { id } = req.params();
      const lines = imports.failureReport(req.user, id);
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
    },
  });
}
