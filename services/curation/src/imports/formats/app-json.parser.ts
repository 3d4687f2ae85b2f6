import { z } from 'zod';
import { STATE_TAGS, UnreadableExport, parseDate, type ParsedBookmark } from './parsed-bookmark.js';

const text = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim());
const dateLike = z.union([z.string(), z.number()]).nullish();
const bool = z
  .union([z.boolean(), z.number()])
  .nullish()
  .transform((v) => v === true || v === 1);

function read<T>(schema: z.ZodType<T>, data: unknown, app: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new UnreadableExport(`This looks like a ${app} export, but it could not be read.`);
  return parsed.data;
}

/** Folder paths from `{ id, name, parentId }` records; a cycle or a missing parent ends the path. */
function pathsOf<T extends string | number>(records: { id: T; name: string; parentId?: T | null }[]) {
  const byId = new Map(records.map((r) => [r.id, r]));
  return (id: T | null | undefined): string[] => {
    const path: string[] = [];
    const seen = new Set<T>();
    for (let at = id == null ? undefined : byId.get(id); at && !seen.has(at.id);) {
      seen.add(at.id);
      if (at.name.trim()) path.unshift(at.name.trim());
      at = at.parentId == null ? undefined : byId.get(at.parentId);
    }
    return path;
  };
}

const zLinkwarden = z.object({
  collections: z.array(
    z.object({
      id: z.number(),
      name: text,
      parentId: z.number().nullish(),
      links: z
        .array(
          z.object({
            name: text,
            url: text,
            description: text,
            tags: z.array(z.object({ name: text })).nullish(),
            createdAt: dateLike,
          }),
        )
        .default([]),
    }),
  ),
});

/**
 * Linkwarden's backup (Settings → Migrate data → Linkwarden): `{ …user, collections: [{ id,
 * name, parentId, links: [{ name, url, description, tags: [{ name }], createdAt }] }] }`. Each
 * collection (nested through parentId) becomes a collection path; a link with no URL (an
 * uploaded file) is skipped.
 */
export function parseLinkwardenJson(data: unknown): ParsedBookmark[] {
  const { collections } = read(zLinkwarden, data, 'Linkwarden');
  const pathOf = pathsOf(collections);
  return collections.flatMap((c) =>
    c.links.map((l) => ({
      href: l.url,
      title: l.name,
      description: l.description,
      tags: (l.tags ?? []).map((t) => t.name),
      folders: pathOf(c.id),
      addedAt: parseDate(l.createdAt),
      noLink: !l.url,
    })),
  );
}

const zKarakeep = z.object({
  bookmarks: z.array(
    z.object({
      createdAt: dateLike,
      title: text,
      tags: z.array(z.string()).default([]),
      lists: z.array(z.string()).nullish(),
      content: z
        .object({ type: z.string(), url: z.string().nullish(), text: z.string().nullish() })
        .nullish(),
      note: text,
      archived: bool,
      favourited: bool,
    }),
  ),
  lists: z
    .array(
      z.object({
        id: z.string(),
        name: text,
        type: z.string().nullish(),
        parentId: z.string().nullish(),
      }),
    )
    .nullish(),
});

/**
 * Karakeep's export (Settings → Import/Export): `{ bookmarks: [{ createdAt (seconds), title,
 * tags, lists: [listId], content: { type: "link", url } | { type: "text", text } | null, note,
 * archived }], lists: [{ id, name, type, parentId }] }`. Manual lists become collections (one
 * per list the bookmark is in); text and asset bookmarks are skipped.
 */
export function parseKarakeepJson(data: unknown): ParsedBookmark[] {
  const { bookmarks, lists } = read(zKarakeep, data, 'Karakeep');
  const manual = (lists ?? []).filter((l) => l.type !== 'smart');
  const pathOf = pathsOf(manual);
  const manualIds = new Set(manual.map((l) => l.id));
  return bookmarks.map((b) => {
    const url = b.content?.type === 'link' ? (b.content.url ?? '').trim() : '';
    const paths = (b.lists ?? []).filter((id) => manualIds.has(id)).map((id) => pathOf(id));
    const tags = [...b.tags];
    if (b.archived) tags.push(STATE_TAGS.archived);
    if (b.favourited) tags.push(STATE_TAGS.favorite);
    return {
      href: url,
      title: b.title,
      description: '',
      note: b.note,
      tags,
      folders: paths[0] ?? [],
      collections: paths.slice(1).map((p) => p.join(' / ')),
      addedAt: parseDate(b.createdAt),
      noLink: !url,
    };
  });
}

const zOmnivore = z.array(
  z.object({
    title: text,
    url: text,
    description: text,
    labels: z.array(z.union([z.string(), z.object({ name: z.string() })])).nullish(),
    savedAt: dateLike,
    state: z.string().nullish(),
  }),
);

/**
 * Omnivore's export (metadata_N_to_M.json inside its zip; several merged into one array work
 * too): `[{ id, slug, title, description, author, url, state, labels, savedAt, publishedAt }]`;
 * state "Archived" becomes the archived tag.
 */
export function parseOmnivoreJson(data: unknown): ParsedBookmark[] {
  return read(zOmnivore, data, 'Omnivore').map((o) => {
    const tags = (o.labels ?? []).map((l) => (typeof l === 'string' ? l : l.name));
    if (o.state === 'Archived') tags.push(STATE_TAGS.archived);
    return {
      href: o.url,
      title: o.title,
      description: o.description,
      tags,
      folders: [],
      addedAt: parseDate(o.savedAt),
      noLink: !o.url,
    };
  });
}

const zWallabag = z.array(
  z.object({
    title: text,
    url: text,
    tags: z.array(z.union([z.string(), z.object({ label: z.string() })])).nullish(),
    is_archived: bool,
    is_starred: bool,
    created_at: dateLike,
  }),
);

/**
 * wallabag's JSON export (Export → JSON, all entries): `[{ id, title, url, is_archived,
 * is_starred, tags, created_at, content, preview_picture, annotations, … }]`; archived and
 * starred become tags. The article's full HTML (`content`) is not kept.
 */
export function parseWallabagJson(data: unknown): ParsedBookmark[] {
  return read(zWallabag, data, 'wallabag').map((w) => {
    const tags = (w.tags ?? []).map((t) => (typeof t === 'string' ? t : t.label));
    if (w.is_archived) tags.push(STATE_TAGS.archived);
    if (w.is_starred) tags.push(STATE_TAGS.favorite);
    return {
      href: w.url,
      title: w.title,
      description: '',
      tags,
      folders: [],
      addedAt: parseDate(w.created_at),
      noLink: !w.url,
    };
  });
}
