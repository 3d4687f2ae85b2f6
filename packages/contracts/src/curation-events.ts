import { z } from 'zod';
import { zVisibility } from './common.js';

const zGemCreatedV1 = z.object({
  gemId: z.number().int(),
  userId: z.number().int(),
  visibility: zVisibility,
  title: z.string(),
  url: z.string(),
  canonicalUrl: z.string().nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  imageUrl: z.string(),
  createdAt: z.string(),
});
const zGemUpdatedV1 = zGemCreatedV1.extend({ updatedAt: z.string() });
const zGemDeletedV1 = z.object({ gemId: z.number().int(), userId: z.number().int() });
const zGemSharedV1 = z.object({
  gemId: z.number().int(),
  /** The gem's owner. */
  userId: z.number().int(),
  /** Who asked for the share link; null for a signed-out visitor. */
  sharedBy: z.number().int().nullable(),
  shortCode: z.string(),
});
const zCollectionCreatedV1 = z.object({
  collectionId: z.number().int(),
  userId: z.number().int(),
  visibility: zVisibility,
  title: z.string(),
  createdAt: z.string(),
});
/** Title or visibility changed (social keeps collection owners and visibility). */
const zCollectionUpdatedV1 = zCollectionCreatedV1;
const zCollectionDeletedV1 = z.object({ collectionId: z.number().int(), userId: z.number().int() });

/** The facts curation publishes about gems and collections. */
export const CURATION_EVENTS = {
  'gem.created': { version: 1, schema: zGemCreatedV1 },
  'gem.updated': { version: 1, schema: zGemUpdatedV1 },
  'gem.deleted': { version: 1, schema: zGemDeletedV1 },
  'gem.shared': { version: 1, schema: zGemSharedV1 },
  'collection.created': { version: 1, schema: zCollectionCreatedV1 },
  'collection.updated': { version: 1, schema: zCollectionUpdatedV1 },
  'collection.deleted': { version: 1, schema: zCollectionDeletedV1 },
} as const;
