import type { SessionClaims } from '@gems/platform/auth/session-claims';
import { toGem } from '../gems/gem.mapper.js';
import type { GemsExportRepository } from './gems-export.repository.js';
import { type FolderNode, folderTree } from './folder-tree.js';
import { NETSCAPE_HEAD, NETSCAPE_TAIL, bookmarkLine, folderClose, folderOpen } from './netscape-writer.js';

const PAGE = 500;

/**
 * The signed-in user's gems as a Netscape bookmark file (what browsers import) or as JSON, both
 * produced as a stream a page of rows at a time. Custom lists (no URL) are in the JSON only.
 */
export class GemsExportService {
  constructor(private readonly repo: GemsExportRepository) {}

  /**
   * Collections as folders, nested as their titles are ("Cooking / Desserts" inside Cooking), each
   * holding every gem put in it (a gem in two collections is in both folders; importing the file
   * back puts it in both); then the gems in no collection, at the top level.
   */
  async *html(user: SessionClaims): AsyncGenerator<string> {
    yield NETSCAPE_HEAD;
    const gemsOf = new Map<number, number[]>();
    const filed = new Set<number>();
    for (const { gemId, shelfId } of await this.repo.memberships(user.userId)) {
      gemsOf.set(shelfId, [...(gemsOf.get(shelfId) ?? []), gemId]);
      filed.add(gemId);
    }
    const tree = folderTree(await this.repo.shelves(user.userId), gemsOf);
    for (const folder of tree.children.values()) yield* this.folder(folder, 1);
    for await (const gems of this.pages(user.userId)) {
      yield gems
        .filter((g) => g.url && !filed.has(g.id))
        .map((g) => bookmarkLine(g))
        .join('');
    }
    yield NETSCAPE_TAIL;
  }

  private async *folder(node: FolderNode, depth: number): AsyncGenerator<string> {
    yield folderOpen(node.name, depth);
    const ids = [...node.gemIds].sort((a, b) => a - b);
    for (let at = 0; at < ids.length; at += PAGE) {
      const gems = await this.repo.byIds(ids.slice(at, at + PAGE));
      yield gems
        .filter((g) => g.url)
        .map((g) => bookmarkLine(g, '    '.repeat(depth + 1)))
        .join('');
    }
    for (const child of node.children.values()) yield* this.folder(child, depth + 1);
    yield folderClose(depth);
  }

  /**
   * `{ format, version: 2, exportedAt, collections: [...], gems: [...] }`: every collection (title,
   * description, visibility, date) and every gem with its collections' titles and extra images —
   * all an import needs to give the gems back with nothing lost.
   */
  async *json(user: SessionClaims): AsyncGenerator<string> {
    const collections = (await this.repo.shelves(user.userId)).map((s) => ({
      title: s.title,
      description: s.description,
      visibility: s.visibility,
      createdAt: s.createdAt.toISOString(),
    }));
    yield `{"format":"gems-export","version":2,"exportedAt":${JSON.stringify(new Date().toISOString())},"collections":${JSON.stringify(collections)},"gems":[`;
    let first = true;
    for await (const gems of this.pages(user.userId)) {
      const ids = gems.map((g) => g.id);
      const [titles, images] = await Promise.all([this.repo.collectionTitles(ids), this.repo.images(ids)]);
      const chunk = gems
        .map((g) =>
          JSON.stringify({
            ...toGem(g),
            collections: titles.get(g.id) ?? [],
            images: images.get(g.id) ?? [],
          }),
        )
        .join(',');
      yield first ? chunk : `,${chunk}`;
      first = false;
    }
    yield ']}\n';
  }

  private async *pages(userId: number) {
    let after = 0;
    for (;;) {
      const gems = await this.repo.page(userId, after, PAGE);
      if (!gems.length) return;
      yield gems;
      after = gems.at(-1)!.id;
    }
  }
}
