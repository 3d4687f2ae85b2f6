import { zCreateGem, zVisibility } from '@gems/contracts';
import { z } from 'zod';
import {
  UnreadableExport,
  parseDate,
  type ExportedCollection,
  type ParsedBookmark,
} from './parsed-bookmark.js';

/** The marker Gems' JSON export starts with. */
export const GEMS_EXPORT_FORMAT = 'gems-export';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
// A gem's fields are held to the rules of Add a New Gem: what breaks one is dropped, not kept.
const gem = zCreateGem.shape;
const image = gem.imageUrl.catch('').transform((v) => v ?? '');

const zGemsExport = z.object({
  format: z.literal(GEMS_EXPORT_FORMAT),
  version: z.number().int().min(1),
  collections: z
    .array(z.object({ title: z.string(), description: text, visibility: zVisibility.catch('private') }))
    .nullish(),
  gems: z.array(
    z.object({
      title: text,
      description: text,
      userNote: text,
      url: text,
      imageUrl: image,
      domain: gem.domain.catch('').transform((v) => v ?? ''),
      categories: gem.categories.catch(undefined),
      tags: z.array(z.string()).nullish(),
      visibility: zVisibility.catch('private'),
      isBookmark: z.boolean().nullish(),
      siteName: gem.siteName.catch(null),
      logoUrl: gem.logoUrl.catch(null),
      publishedAt: gem.publishedAt.catch(null),
      author: gem.author.catch(null),
      createdAt: z.string().nullish(),
      collections: z.array(z.string()).nullish(),
      images: z
        .array(
          z.object({
            imageUrl: image,
            thumbnailUrl: image.nullish(),
            caption: z.string().max(500).nullish().catch(null),
          }),
        )
        .max(50)
        .nullish()
        .catch([]),
    }),
  ),
});

/**
 * Gems' own JSON export (version 1: gems with their collections' titles; version 2 adds the
 * collections' descriptions and visibility and each gem's images). Everything a gem has is
 * kept: note, categories, visibility, image and images, byline, dates and every collection.
 */
export function parseGemsJson(data: unknown): {
  bookmarks: ParsedBookmark[];
  collections: ExportedCollection[];
} {
  const parsed = zGemsExport.safeParse(data);
  if (!parsed.success) throw new UnreadableExport('This looks like a Gems export, but it could not be read.');
  const bookmarks = parsed.data.gems.map((g): ParsedBookmark => {
    const [first, ...more] = g.collections ?? [];
    return {
      href: g.url.trim(),
      title: g.title,
      description: g.description,
      note: g.userNote,
      tags: g.tags ?? [],
      folders: [],
      collections: first === undefined ? [] : [first, ...more],
      addedAt: parseDate(g.createdAt),
      noLink: !g.url.trim(),
      gem: {
        ...(g.url.trim() ? {} : { domain: g.domain }),
        categories: g.categories ?? [],
        visibility: g.visibility,
        imageUrl: g.imageUrl,
        images: (g.images ?? [])
          .filter((i) => i.imageUrl)
          .map((i) => ({
            imageUrl: i.imageUrl,
            thumbnailUrl: i.thumbnailUrl || null,
            caption: i.caption ?? null,
          })),
        isBookmark: g.isBookmark ?? false,
        siteName: g.siteName ?? null,
        logoUrl: g.logoUrl ?? null,
        author: g.author ?? null,
        publishedAt: g.publishedAt ?? null,
      },
    };
  });
  return { bookmarks, collections: parsed.data.collections ?? [] };
}
