import Router from '@koa/router';
import { optionalUser } from '@gems/platform/http/auth';
import type { LabelsService } from '../../gems/labels.service.js';

export function labelsRoutes(deps: { labels: LabelsService }): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/tags', async (ctx) => {
    ctx.body = await deps.labels.tags(optionalUser(ctx));
  });

  router.get('/categories', async (ctx) => {
    ctx.body = await deps.labels.categories(optionalUser(ctx));
  });

  return router;
}
