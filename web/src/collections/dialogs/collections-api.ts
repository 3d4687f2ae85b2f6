import type { Collection, CreateCollection, ListedGem, UpdateCollection } from '@gems/contracts';
import { api } from '../../api/client';

/** The curation service's collection calls (spec 01 §7) and their cache keys. */

export const collectionKeys = {
  mine: ['collections', 'mine'] as const,
  detail: (id: number) => ['collection', id] as const,
  gems: (id: number) => ['collection', id, 'gems'] as const,
};

export const fetchMyCollections = () => api.get<Collection[]>('/api/collections');

export const fetchCollection = (id: number) => api.get<Collection>(`/api/collections/${id}`);

export const fetchCollectionGems = (id: number) => api.get<ListedGem[]>(`/api/collections/${id}/gems`);

/** GET /api/gems/{id}/collections: which collections hold a gem. */
export const fetchCollectionsOfGem = (gemId: number) =>
  api.get<Collection[]>(`/api/gems/${gemId}/collections`);

export const createCollection = (input: CreateCollection) => api.post<Collection>('/api/collections', input);

export const updateCollection = (id: number, input: UpdateCollection) =>
  api.put<Collection>(`/api/collections/${id}`, input);

export const deleteCollection = (id: number) => api.delete(`/api/collections/${id}`);

export const addGemToCollection = (collectionId: number, gemId: number) =>
  api.post('/api/gem-shelf', { gemId, shelfId: collectionId });

export const removeGemFromCollection = (collectionId: number, gemId: number) =>
  api.delete(`/api/collections/${collectionId}/gems/${gemId}`);

/** Spec 01 "Collection card": the share link is the site origin plus /collections/{id}. */
export const collectionLink = (origin: string, id: number) => `${origin}/collections/${id}`;
