import type { Collection, CreateCollection, UpdateCollection } from '@gems/contracts';
import { z } from 'zod';
import { api } from '../../api/client';
import { zListedGems } from '../../gems/use-gem-lists';

/** The curation service's collection calls (spec 01 §7) and their cache keys. */

export const collectionKeys = {
  mine: ['collections', 'mine'] as const,
  detail: (id: number) => ['collection', id] as const,
  gems: (id: number) => ['collection', id, 'gems'] as const,
};

/** A collection card (contracts `Collection`); card-only fields get safe defaults. */
export const zCollection = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    title: z.string(),
    description: z.string().nullable().default(''),
    visibility: z.enum(['public', 'followers', 'private']).default('public'),
    isPublic: z.boolean().default(true),
    createdAt: z.string().default(''),
    updatedAt: z.string().default(''),
    gemCount: z.number().int().default(0),
    previewImages: z.array(z.string()).default([]),
    creator: z
      .object({ id: z.number(), username: z.string().nullable(), profileImageUrl: z.string().nullable() })
      .nullable()
      .optional(),
    likeCount: z.number().default(0),
    likedByViewer: z.boolean().default(false),
  })
  .transform((c): Collection => ({
    ...c,
    description: c.description ?? '',
    creator: c.creator ?? { id: c.userId, username: null, profileImageUrl: null },
  }));

export const fetchMyCollections = () => api.get('/api/collections', { schema: z.array(zCollection) });

export const fetchCollection = (id: number) => api.get(`/api/collections/${id}`, { schema: zCollection });

export const fetchCollectionGems = (id: number) =>
  api.get(`/api/collections/${id}/gems`, { schema: zListedGems });

/** GET /api/gems/{id}/collections: which collections hold a gem. */
export const fetchCollectionsOfGem = (gemId: number) =>
  api.get(`/api/gems/${gemId}/collections`, { schema: z.array(zCollection) });

export const createCollection = (input: CreateCollection) =>
  api.post('/api/collections', input, { schema: zCollection });

export const updateCollection = (id: number, input: UpdateCollection) =>
  api.put(`/api/collections/${id}`, input, { schema: zCollection });

export const deleteCollection = (id: number) => api.delete(`/api/collections/${id}`);

export const addGemToCollection = (collectionId: number, gemId: number) =>
  api.post('/api/gem-shelf', { gemId, shelfId: collectionId });

export const removeGemFromCollection = (collectionId: number, gemId: number) =>
  api.delete(`/api/collections/${collectionId}/gems/${gemId}`);

/** Spec 01 "Collection card": the share link is the site origin plus /collections/{id}. */
export const collectionLink = (origin: string, id: number) => `${origin}/collections/${id}`;
