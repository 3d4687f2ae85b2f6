import { z } from 'zod';
import { zId, zVisibility } from './common.js';
import { zGemListQuery } from './gems.js';
import { noNul } from './shared-values.js';

export const COLLECTION_TITLE_REQUIRED = 'Please enter a title for your collection.';

const zTitle = z
  .string({ message: COLLECTION_TITLE_REQUIRED })
  .trim()
  .min(1, COLLECTION_TITLE_REQUIRED)
  .max(200, 'Title must be at most 200 characters')
  .refine(noNul, 'Title contains an invalid character');
const zDescription = z
  .string()
  .trim()
  .max(2000, 'Description must be at most 2000 characters')
  .refine(noNul, 'Description contains an invalid character');

/** POST /api/collections (spec 02 §5): `visibility`, or the older `isPublic` flag. */
export const zCreateCollection = z.object({
  title: zTitle,
  description: zDescription.nullable().optional(),
  visibility: zVisibility.optional(),
  isPublic: z.boolean().optional(),
});
export type CreateCollection = z.infer<typeof zCreateCollection>;

/** PUT /api/collections/{id} */
export const zUpdateCollection = zCreateCollection.partial();
export type UpdateCollection = z.infer<typeof zUpdateCollection>;

const zBodyId = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(2_147_483_647, `${name} is out of range`);

/** POST /api/gem-shelf and POST /api/gem-collections */
export const zGemShelfBody = z.object({
  gemId: zBodyId('gemId'),
  shelfId: zBodyId('shelfId'),
});

/**
 * GET /api/collections/public: newest first, or `sort=top` (most liked, then most gems) for the
 * explore screen's Top Collections tab.
 */
export const zPublicCollectionsQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(20),
  sort: z.enum(['recent', 'top'], { message: 'sort must be recent or top' }).default('recent'),
});

/** GET /api/collections/{id}/gems: 100 per page unless asked otherwise (next page: X-Next-Cursor). */
export const zCollectionGemsQuery = zGemListQuery.pick({ cursor: true }).extend({
  limit: zGemListQuery.shape.limit.unwrap().default(100),
});

export const zCollection = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  description: z.string(),
  visibility: zVisibility,
  isPublic: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Gems in it that the viewer may see. */
  gemCount: z.number().int(),
  /** Up to 3 image URLs of its newest visible gems (the collection card's previews). */
  previewImages: z.array(z.string()),
  /** The creator card, as on a gem card. */
  creator: z.object({
    id: z.number().int(),
    username: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
  likeCount: z.number().int(),
  /** False for a signed-out viewer. */
  likedByViewer: z.boolean(),
});
export type Collection = z.infer<typeof zCollection>;

/** /api/collections/{id}/gems/{gemId} */
export const zCollectionGemParams = z.object({ id: zId, gemId: zId });
/** DELETE /api/gem-shelf/{gemId}/{shelfId} */
export const zGemShelfParams = z.object({ gemId: zId, shelfId: zId });
/** The answer of adding a gem to a collection. */
export const zCollectionMembership = z.object({ gemId: z.number().int(), shelfId: z.number().int() });
