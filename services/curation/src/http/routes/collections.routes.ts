import type Router from '@koa/router';
import { jsonPage, operationRouter } from '@gems/platform/http/operations';
import type { CollectionsService } from '../../collections/collections.service.js';

/** Collections (stored as shelves) and gem membership, under both of the spec's names. */
export function collectionsRoutes(deps: { collections: CollectionsService }): Router {
  const { collections } = deps;
  return operationRouter('curation', {
    postCollections: (_ctx, req) => collections.create(req.user, req.body()),
    getCollections: (_ctx, req) => collections.listOwn(req.user),
    getCollectionsPublic: (_ctx, req) => {
      const { limit, sort } = req.query();
      return collections.listPublic(req.user, limit, sort);
    },
    getCollectionsId: (_ctx, req) => collections.get(req.user, req.params().id),
    putCollectionsId: (_ctx, req) => collections.update(req.user, req.params().id, req.body()),
    deleteCollectionsId: async (_ctx, req) => {
      await collections.delete(req.user, req.params().id);
      return { message: 'Collection deleted' };
    },
    getCollectionsIdGems: async (_ctx, req) => {
      const { id } = req.params();
      const { limit, cursor } = req.query();
      return jsonPage(await collections.gemsOf(req.user, id, { limit, cursor }));
    },
    postCollectionsIdGemsGemId: async (_ctx, req) => {
      const { id, gemId } = req.params();
      await collections.addGem(req.user, id, gemId);
      return { gemId, shelfId: id };
    },
    deleteCollectionsIdGemsGemId: async (_ctx, req) => {
      const { id, gemId } = req.params();
      await collections.removeGem(req.user, id, gemId);
      return { message: 'Gem removed from collection' };
    },
    postGemShelf: async (_ctx, req) => {
      const { gemId, shelfId } = req.body();
      await collections.addGem(req.user, shelfId, gemId);
      return { gemId, shelfId };
    },
    postGemCollections: async (_ctx, req) => {
      const { gemId, shelfId } = req.body();
      await collections.addGem(req.user, shelfId, gemId);
      return { gemId, shelfId };
    },
    deleteGemShelfGemIdShelfId: async (_ctx, req) => {
      const { gemId, shelfId } = req.params();
      await collections.removeGem(req.user, shelfId, gemId);
      return { message: 'Gem removed from collection' };
    },
    getGemsIdCollections: (_ctx, req) => collections.collectionsOfGem(req.user, req.params().id),
    getUsersIdCollections: (_ctx, req) => collections.listOfUser(req.user, req.params().id),
  });
}
