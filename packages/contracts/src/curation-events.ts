import { z } from 'zod';
import { EVENT } from './event-names.js';
import { zVisibility } from './common.js';

/**
 * How a gem came to be: by hand in the app, through the API or the extension, or in bulk (a
 * bookmarks file or another app's export: `import`; POST /api/gems/batch: `batch`). Only the
 * hand-made ones earn points.
 */
const GEM_SOURCES = ['manual', 'api', 'extension', 'import', 'batch'] as const;
export type GemSource = (typeof GEM_SOURCES)[number];

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
  /** Absent in events written before it existed: those were all saved by hand (`manual`). */
  source: z.enum(GEM_SOURCES).optional(),
});
const zGemUpdatedV1 = zGemCreatedV1.omit({ source: true }).extend({ updatedAt: z.string() });
const zGemDeletedV1 = z.object({ gemId: z.number().int(), userId: z.number().int() });
const zGemSharedV1 = z.object({
  gemId: z.number().int(),
  /** The gem's owner. */
  userId: z.number().int(),
  /** Who asked for the share link; null for a signed-out visitor. */
  sharedBy: z.number().int().nullable(),
  shortCode: z.string(),
  /**
   * Set when someone other than the sharer opened the link (once per distinct opener): an opaque
   * key (`u:<id>` for a signed-in opener, a hash of the address otherwise). Events without it are
   * the old "link generated" ones, which earn nothing.
   */
  openedBy: z.string().max(80).optional(),
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
  [EVENT.gemCreated]: { version: 1, schema: zGemCreatedV1 },
  [EVENT.gemUpdated]: { version: 1, schema: zGemUpdatedV1 },
  [EVENT.gemDeleted]: { version: 1, schema: zGemDeletedV1 },
  [EVENT.gemShared]: { version: 1, schema: zGemSharedV1 },
  [EVENT.collectionCreated]: { version: 1, schema: zCollectionCreatedV1 },
  [EVENT.collectionUpdated]: { version: 1, schema: zCollectionUpdatedV1 },
  [EVENT.collectionDeleted]: { version: 1, schema: zCollectionDeletedV1 },
} as const;
