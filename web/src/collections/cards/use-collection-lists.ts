import type { Collection } from '@gems/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client';
import { zListedGems } from '../../gems/use-gem-lists';

/** A collection card (contracts `Collection`); card-only fields default so an older server renders. */
const zCollection = z
  .object({
    id: z.number(),
    userId: z.number(),
    title: z.string(),
    description: z.string().nullable().default(''),
    visibility: z.enum(['public', 'followers', 'private']).default('public'),
    isPublic: z.boolean().default(true),
    createdAt: z.string().default(''),
    updatedAt: z.string().default(''),
    gemCount: z.number().default(0),
    previewImages: z.array(z.string().nullable()).default([]),
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
    previewImages: c.previewImages.filter((u): u is string => Boolean(u)),
    creator: c.creator ?? { id: c.userId, username: null, profileImageUrl: null },
  }));
export const zCollections = z.array(zCollection);

/** Spec 01 §9: public collections are cached 5 minutes. */
const PUBLIC_STALE_MS = 5 * 60 * 1000;

/**
 * GET /api/collections/public?limit=N (landing, signed-out home); `sort=top` (most liked first)
 * for explore's Top Collections.
 */
export function usePublicCollections(limit: number, sort: 'recent' | 'top' = 'recent') {
  const query = sort === 'recent' ? `limit=${limit}` : `limit=${limit}&sort=${sort}`;
  return useQuery({
    queryKey: ['collections', 'public', limit, sort],
    queryFn: ({ signal }) => api.get(`/api/collections/public?${query}`, { schema: zCollections, signal }),
    staleTime: PUBLIC_STALE_MS,
  });
}

/**
 * GET /api/collections: the signed-in user's collections as cards. Its own key: the Add Gem
 * picker reads the same path with a smaller schema under ['collections', 'mine'].
 */
export function useMyCollectionCards(enabled = true) {
  return useQuery({
    queryKey: ['collections', 'mine', 'cards'],
    queryFn: ({ signal }) => api.get('/api/collections', { schema: zCollections, signal }),
    enabled,
  });
}

/** GET /api/collections/{id}/gems: the gems in one collection (My Collections' 8-gem preview). */
export function useCollectionGems(id: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: ['collection', id, 'gems', limit],
    queryFn: ({ signal }) =>
      api.get(`/api/collections/${id}/gems?limit=${limit}`, { schema: zListedGems, signal }),
    enabled,
  });
}
