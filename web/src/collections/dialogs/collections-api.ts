import type { CreateCollection, UpdateCollection } from '@gems/contracts';
import { call } from '../../api/operations';

/** The curation service's collection calls (spec 01 §7) and their cache keys. */

export const collectionKeys = {
  mine: ['collections', 'mine'] as const,
  detail: (id: number) => ['collection', id] as const,
  gems: (id: number) => ['collection', id, 'gems'] as const,
};

export const fetchMyCollections = () => call('getCollections');

export const fetchCollection = (id: number) => call('getCollectionsId', { params: { id } });

export const fetchCollectionGems = (id: number) => call('getCollectionsIdGems', { params: { id } });

/** GET /api/gems/{id}/collections: which collections hold a gem. */
export const fetchCollectionsOfGem = (gemId: number) =>
  call('getGemsIdCollections', { params: { id: gemId } });

export const createCollection = (input: CreateCollection) => call('postCollections', { body: input });

export const updateCollection = (id: number, input: UpdateCollection) =>
  call('putCollectionsId', { params: { id }, body: input });

export const deleteCollection = (id: number) => call('deleteCollectionsId', { params: { id } });

export const addGemToCollection = (collectionId: number, gemId: number): Promise<unknown> =>
  call('postGemShelf', { body: { gemId, shelfId: collectionId } });

export const removeGemFromCollection = (collectionId: number, gemId: number): Promise<unknown> =>
  call('deleteCollectionsIdGemsGemId', { params: { id: collectionId, gemId } });

/** Spec 01 "Collection card": the share link is the site origin plus /collections/{id}. */
export const collectionLink = (origin: string, id: number) => `${origin}/collections/${id}`;
