import { z } from 'zod';
import { zVisibility } from './common.js';
import { GEM_SORTS, noNul } from './shared-values.js';
import { zLinkHealthFilter } from './link-health.js';

export const GEM_NAME_REQUIRED = 'Gem name required';
export const GEM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const GEM_IMAGE_TOO_LARGE = 'File size must be less than 10MB';
export const GEM_IMAGE_NOT_IMAGE = 'Please select an image file';
export const CUSTOM_LIST_DOMAIN = 'custom-list';

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noNul, `${label} contains an invalid character`);
const MAX_ID = 2_147_483_647;
const zLabelList = (max: number, label: string) =>
  z
    .array(text(50, label).min(1, `${label} cannot be blank`))
    .max(max, `At most ${max} ${label.toLowerCase()}s`)
    .transform((list) => [...new Set(list)]);

const zGemTitle = text(500, 'Title');
/** The personal note's limit (docs/decisions.md): the web shows a counter, the server refuses more. */
export const GEM_NOTE_MAX = 2000;
const zGemCategories = zLabelList(20, 'Category');
const zGemTags = zLabelList(50, 'Tag');

/** An absolute http(s) URL: a page may point a logo anywhere, the gem page shows only these. */
const isHttpUrl = (v: string) => {
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};
/**
 * A gem's image as stored and shown: an http(s) address, a path on this site (an upload under
 * /uploads/), or an inline image. Anything else — `javascript:`, an HTML `data:` URL, `//host` — is
 * refused rather than kept for a page to render.
 */
const isImageRef = (v: string) =>
  v === '' ||
  isHttpUrl(v) ||
  (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')) ||
  /^data:image\/[\w.+-]+[;,]/i.test(v);
const zImageUrl = text(2048, 'Image URL').refine(
  isImageRef,
  'Image URL must be an http(s) address or an uploaded image',
);

/** Blank means "none". */
const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/**
 * Who published the page and when, as the scraped preview found it (issue 15 §12): shown next to
 * the gem's source link. Optional; null or blank clears.
 */
const zGemByline = {
  siteName: text(200, 'Site name').nullable().optional().transform(orNull),
  logoUrl: text(2048, 'Logo URL')
    .refine((v) => v === '' || isHttpUrl(v), 'Logo URL must be an http(s) address')
    .nullable()
    .optional()
    .transform(orNull),
  publishedAt: z.iso
    .datetime({ offset: true, message: 'Published date must be an ISO date and time' })
    .nullable()
    .optional(),
  author: text(200, 'Author').nullable().optional().transform(orNull),
};

/**
 * POST /api/gems (spec 01 §7): the Add a New Gem dialog's body (web `zNewGemPayload`), with every
 * field but `url` optional for other clients. A bookmark (requiresBookmark / isBookmark) needs a
 * title; the server fills the manual-entry defaults.
 */
export const zCreateGem = z.object({
  title: zGemTitle.default(''),
  description: text(5000, 'Description').nullable().default(''),
  imageUrl: zImageUrl.nullable().default(''),
  url: text(2048, 'URL').default(''),
  domain: text(255, 'Domain').nullable().default(''),
  categories: zGemCategories.optional(),
  /** The batch import sends one category instead of the list. */
  category: text(50, 'Category').optional(),
  tags: zGemTags.default([]),
  userNote: text(GEM_NOTE_MAX, 'Note').nullable().default(''),
  visibility: zVisibility.optional(),
  shelfId: z.number().int().positive().max(MAX_ID, 'Invalid id').nullable().optional(),
  uploadedImage: z
    .string()
    .startsWith('data:image/', GEM_IMAGE_NOT_IMAGE)
    .max(16 * 1024 * 1024, GEM_IMAGE_TOO_LARGE)
    .nullable()
    .optional(),
  isBookmark: z.boolean().default(false),
  requiresBookmark: z.boolean().optional(),
  ...zGemByline,
});
export type CreateGem = z.infer<typeof zCreateGem>;

/** PUT /api/gems/{id}: the Edit Gem dialog's settings. */
export const zUpdateGem = z.object({
  title: zGemTitle.min(1, GEM_NAME_REQUIRED).optional(),
  description: text(5000, 'Description').optional(),
  userNote: text(GEM_NOTE_MAX, 'Note').optional(),
  categories: zGemCategories.optional(),
  tags: zGemTags.optional(),
  visibility: zVisibility.optional(),
  ...zGemByline,
  /** A new address (e.g. the one a moved link now leads to, issue 29 §4); its health is checked anew. */
  url: text(2048, 'URL').min(1, 'URL cannot be blank').optional(),
});
export type UpdateGem = z.infer<typeof zUpdateGem>;

/** PATCH /api/gems/{id}: set the main image. */
export const zSetGemImage = z.object({ imageUrl: zImageUrl });

/**
 * `mine`: the viewer's own gems; `all`: the viewer's own plus the gems of people they follow that
 * they may see. Both need a signed-in viewer. Without `feed`: every gem the viewer may see.
 */
const GEM_FEEDS = ['mine', 'all'] as const;

/** GET /api/gems (and GET /api/users/{id}/gems) */
export const zGemListQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(20),
  category: z.string().trim().min(1).max(50).refine(noNul, 'Invalid category').optional(),
  feed: z.enum(GEM_FEEDS, { message: 'feed must be mine or all' }).optional(),
  /** Explore search over title, description, domain, tags, note and categories. */
  search: z
    .string()
    .trim()
    .max(200, 'search must be at most 200 characters')
    .refine(noNul, 'Invalid search')
    .optional()
    .transform((v) => v || undefined),
  sort: z
    .enum(GEM_SORTS, { message: 'sort must be recent, alphabetical, domain, category or relevance' })
    .optional(),
  cursor: z.string().max(500).optional(),
  /** Only gems whose link is broken (or moved): My Collections' filter (issue 29 §4). */
  linkHealth: zLinkHealthFilter.optional(),
});
export type GemListQuery = z.infer<typeof zGemListQuery>;

const zReorderId = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must not be negative`)
    .max(MAX_ID, `${name} is out of range`);

/**
 * PUT /api/gems/reorder: the owner's order of their gems. Items are `{gemId, position}`; the
 * spec's `{id, order}` spelling is accepted too.
 */
export const zReorderGems = z.object({
  gemOrders: z
    .array(
      z.union([
        z.object({ gemId: zReorderId('gemId'), position: zReorderId('position') }),
        z
          .object({ id: zReorderId('id'), order: zReorderId('order') })
          .transform(({ id, order }) => ({ gemId: id, position: order })),
      ]),
      { message: 'gemOrders must be a list of {gemId, position}' },
    )
    .min(1, 'gemOrders must not be empty')
    .max(5000, 'At most 5000 gems can be reordered at once'),
});
export type ReorderGems = z.infer<typeof zReorderGems>;

/** GET /api/users/top-creators */
/** The most top creators one call may ask for. */
export const TOP_CREATORS_MAX = 50;

export const zTopCreatorsQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(TOP_CREATORS_MAX, `limit must be at most ${TOP_CREATORS_MAX}`)
    .default(4),
});

/** POST /api/gems/{id}/images/upload: the multipart form's text field (the file is `image`). */
export const zGemImageCaption = z.object({
  caption: z
    .string()
    .trim()
    .max(500, 'Caption must be at most 500 characters')
    .refine(noNul, 'Caption contains an invalid character')
    .optional(),
});
