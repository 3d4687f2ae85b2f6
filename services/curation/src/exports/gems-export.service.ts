import type { SessionClaims } from '@gems/platform/auth/session-claims';
import { toGem } from '../gems/gem.mapper.js';
import type { GemsExportRepository } from './gems-export.repository.js';
import { FOLDER_CLOSE, NETSCAPE_HEAD, NETSCAPE_TAIL, bookmarkLine, folderOpen } from './netscape-writer.js';

const PAGE = 500;

/**
 * The signed-in user's gems as a Netscape bookmark file (what browsers import) or as JSON, both
 * produced as a stream a page of rows at a time. Custom lists (no URL) are in the JSON only.
 */
export class GemsExportService {
  constructor(private readonly repo: GemsExportRepository) {}

  /**
   * One folder per collection holding the gems put there first (a gem appears once, so importing
   * the file back gives each gem once); then the gems in no collection, at the top level.
   */
  async *html(user: SessionClaims): AsyncGenerator<string> {
    yield NETSCAPE_HEAD;
    const firstShelf = await this.repo.firstShelfOfEachGem(user.userId);
    const byShelf = new Map<number, number[]>();
    for (const [gemId, shelfId] of firstShelf) {
      const ids = byShelf.get(shelfId);
      if (ids) ids.push(gemId);
      else byShelf.set(shelfId, [gemId]);
    }
    for (const shelf of await this.repo.shelves(user.userId)) {
      const ids = (byShelf.get(shelf.id) ?? []).sort((a, b) => a - b);
      if (!ids.length) continue;
      yield folderOpen(shelf.title);
      for (let at = 0; at < ids.length; at += PAGE) {
        const gems = await this.repo.byIds(ids.slice(at, at + PAGE));
        yield gems
          .filter((g) => g.url)
          .map((g) => bookmarkLine(g, '        '))
          .join('');
      }
      yield FOLDER_CLOSE;
    }
    for await (const gems of this.pages(user.userId)) {
      yield gems
        .filter((g) => g.url && !firstShelf.has(g.id))
        .map((g) => bookmarkLine(g))
        .join('');
    }
    yield NETSCAPE_TAIL;
  }

  /** `{ format, version, exportedAt, gems: [...] }`, each gem with its collections' titles. */
  async *json(user: SessionClaims): AsyncGenerator<string> {
    yield `{"format":"gems-export","version":1,"exportedAt":${JSON.stringify(new Date().toISOString())},"gems":[`;
    let first = true;
    for await (const gems of this.pages(user.userId)) {
      const titles = await this.repo.collectionTitles(gems.map((g) => g.id));
      const chunk = gems
        .map((g) => JSON.stringify({ ...toGem(g), collections: titles.get(g.id) ?? [] }))
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
