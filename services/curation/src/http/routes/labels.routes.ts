import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { LabelsService } from '../../gems/labels.service.js';

export function labelsRoutes(deps: { labels: LabelsService }): Router {
  return operationRouter('curation', {
    getTags: (_ctx, req) => deps.labels.tags(req.user),
    getCategories: (_ctx, req) => deps.labels.categories(req.user),
  });
}
