import Router from '@koa/router';
import {
  zCollectionGemParams,
  zCollectionGemsQuery,
  zCreateCollection,
  zGemShelfBody,
  zGemShelfParams,
  zIdParams,
  zPublicCollectionsQuery,
  zUpdateCollection,
} from '@gems/contracts';
import { parseBody, parseParams, parseQuery } from '@gems/platform/http/validate';
import { optionalUser, requireUser } from '@gems/platform/http/auth';
import { answerJsonPage } from '@gems/platform/http/answer-page';
import type { CollectionsService } from '../../collections/collections.service.js';

/** Collections (stored as shelves) and gem membership, under both of the spec's names. */
export function collectionsRoutes(deps: { collections: CollectionsService }): Router {
  const { collections } = deps;
  const router = new Router({ prefix: '/api' });

  router.post('/collections', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await collections.create(user, parseBody(ctx, zCreateCollection));
    ctx.status = 201;
  });

  router.get('/collections', async (ctx) => {
    ctx.body = await collections.listOwn(requireUser(ctx));
  });

  router.get('/collections/public', async (ctx) => {
    const { limit, sort } = parseQuery(ctx, zPublicCollectionsQuery);
    ctx.body = await collections.listPublic(optionalUser(ctx), limit, sort);
  });

  router.get('/collections/:id', async (ctx) => {
    ctx.body = await collections.get(optionalUser(ctx), parseParams(ctx, zIdParams).id);
  });

  router.put('/collections/:id', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await collections.update(
      user,
      parseParams(ctx, zIdParams).id,
      parseBody(ctx, zUpdateCollection),
    );
  });

  router.delete('/collections/:id', async (ctx) => {
    const user = requireUser(ctx);
    await collections.delete(user, parseParams(ctx, zIdParams).id);
    ctx.body = { message: 'Collection deleted' };
  });

  router.get('/collections/:id/gems', async (ctx) => {
    const { id } = parseParams(ctx, zIdParams);
    const { limit, cursor } = parseQuery(ctx, zCollectionGemsQuery);
    const page = await collections.gemsOf(optionalUser(ctx), id, { limit, cursor });
    answerJsonPage(ctx, page);
  });

  router.post('/collections/:id/gems/:gemId', async (ctx) => {
    const user = requireUser(ctx);
    const { id, gemId } = parseParams(ctx, zCollectionGemParams);
    await collections.addGem(user, id, gemId);
    ctx.body = { gemId, shelfId: id };
  });

  router.delete('/collections/:id/gems/:gemId', async (ctx) => {
    const user = requireUser(ctx);
    const { id, gemId } = parseParams(ctx, zCollectionGemParams);
    await collections.removeGem(user, id, gemId);
    ctx.body = { message: 'Gem removed from collection' };
  });

  for (const path of ['/gem-shelf', '/gem-collections']) {
    router.post(path, async (ctx) => {
      const user = requireUser(ctx);
      const { gemId, shelfId } = parseBody(ctx, zGemShelfBody);
      await collections.addGem(user, shelfId, gemId);
      ctx.body = { gemId, shelfId };
    });
  }

  router.delete('/gem-shelf/:gemId/:shelfId', async (ctx) => {
    const user = requireUser(ctx);
    const { gemId, shelfId } = parseParams(ctx, zGemShelfParams);
    await collections.removeGem(user, shelfId, gemId);
    ctx.body = { message: 'Gem removed from collection' };
  });

  router.get('/gems/:id/collections', async (ctx) => {
    ctx.body = await collections.collectionsOfGem(optionalUser(ctx), parseParams(ctx, zIdParams).id);
  });

  router.get('/users/:id/collections', async (ctx) => {
    ctx.body = await collections.listOfUser(optionalUser(ctx), parseParams(ctx, zIdParams).id);
  });

  return router;
}
