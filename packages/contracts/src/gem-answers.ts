import { z } from 'zod';
import { zMatchSnippet } from './gem-archives.js';
import { zVisibility } from './common.js';
import { zLinkHealth } from './link-health.js';

// What the gem endpoints answer. Kept apart from what they are sent (gems.ts): a browser that
// checks a new gem against zCreateGem reads these only as types, and its bundle leaves this
// module out rather than build every answer's schema on a phone (issue 31, blocking time).

/** A top creator (spec 01 §7): most public gems first. */
export const zTopCreator = z.object({
  id: z.number().int(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  /** Public gems. */
  gemCount: z.number().int(),
  /** Their most used categories, most used first (at most 3). */
  categories: z.array(z.string()),
});
export type TopCreator = z.infer<typeof zTopCreator>;

/** The creator card embedded in each listed gem, so a feed page is one request. */
const zGemCreator = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

export const zGem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  description: z.string(),
  userNote: z.string(),
  url: z.string(),
  canonicalUrl: z.string().nullable(),
  imageUrl: z.string(),
  domain: z.string(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  visibility: zVisibility,
  isBookmark: z.boolean(),
  /** The source's byline when the page gave one (null otherwise). */
  siteName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** ISO instant. */
  publishedAt: z.string().nullable(),
  author: z.string().nullable(),
  /**
   * When the preview image is kept here (issue 29 §1): `imageUrl` is the copy under /uploads, this
   * is the address it came from. Null while the card still shows the remote image.
   */
  sourceImageUrl: z.string().nullable(),
  /** The kept copy's sizes for `<img srcset>` ("/uploads/…-600.webp 600w, /uploads/….webp 1200w"). */
  imageSrcset: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the address still answers, as the link checker last found it (issue 29 §4). */
  linkHealth: zLinkHealth,
});
export type Gem = z.infer<typeof zGem>;

/** A gem as a card needs it: one feed request carries everything a card shows. */
export const zListedGem = zGem.extend({
  creator: zGemCreator,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  /** False for a signed-out viewer. */
  likedByViewer: z.boolean(),
  /** Extra images after the main one, for the card's carousel (main image first on the card). */
  extraImageUrls: z.array(z.string()),
  /** A search's match in the saved page's text alone (issue 29 §3): the passage, words marked. */
  matchSnippet: zMatchSnippet.optional(),
});
export type ListedGem = z.infer<typeof zListedGem>;

/** GET /api/gems/{id}: the gem page. */
export const zGemDetail = zListedGem.extend({
  /** How many curators (the owner included) saved the same canonical URL. */
  savedByCount: z.number().int(),
  /**
   * When the gem's readable copy was taken (ISO 8601), or null while it has none: the gem page
   * offers the copy without asking for it (GET /api/gems/{id}/archive answers 404 until then).
   */
  readableCopySavedAt: z.string().nullable(),
});
export type GemDetail = z.infer<typeof zGemDetail>;

/** An extra image of a gem (GET /api/gems/{id}/images, POST …/images/upload). */
export const zGemImage = z.object({
  id: z.number().int(),
  gemId: z.number().int(),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  caption: z.string().nullable(),
  uploadedByUserId: z.number().int(),
  createdAt: z.string(),
});
export type GemImage = z.infer<typeof zGemImage>;

/** POST /api/gems/{id}/short-url */
export const zShortUrl = z.object({ shortCode: z.string() });

/** POST /api/gems answers 409 when the viewer already saved that URL, with the saved gem's id. */
export const zDuplicateGem = z.object({ message: z.string(), code: z.string(), gemId: z.number().int() });

/** GET /api/admin/content/summary: totals and the newest gems of any visibility. */
export const zContentSummary = z.object({
  totalGems: z.number().int(),
  gemsToday: z.number().int(),
  gemsThisWeek: z.number().int(),
  gemsThisMonth: z.number().int(),
  gemsLastMonth: z.number().int(),
  /** Distinct categories across every gem. */
  categories: z.number().int(),
  /** Curators with at least one gem. */
  curators: z.number().int(),
  recent: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      domain: z.string(),
      categories: z.array(z.string()),
      userId: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type ContentSummary = z.infer<typeof zContentSummary>;

/**
 * GET /api/exports/gems.json: every collection and every gem of the signed-in user, each gem with
 * its collections' titles and extra images (version 2; POST /api/imports reads versions 1 and 2).
 */
export const zGemsExport = z.object({
  format: z.literal('gems-export'),
  version: z.literal(2),
  exportedAt: z.string(),
  collections: z.array(
    z.object({ title: z.string(), description: z.string(), visibility: zVisibility, createdAt: z.string() }),
  ),
  gems: z.array(
    zGem.extend({
      collections: z.array(z.string()),
      images: z.array(
        z.object({
          imageUrl: z.string(),
          thumbnailUrl: z.string().nullable(),
          caption: z.string().nullable(),
        }),
      ),
    }),
  ),
});
