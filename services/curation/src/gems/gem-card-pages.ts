import type { JsonText } from '@gems/platform/http/answer-page';
import { cardJson, contentJson } from './gem-card-json.js';
import { GemCardContents } from './gem-card-contents.js';
import type { GemCardHead, GemCardQuery, GemCardsRepository } from './gem-cards.repository.js';
import type { Keyset } from './gem-keyset.js';

/**
 * Pages of gem cards as JSON. A page's statement reads only the cards' heads (which gems the
 * viewer may see, in order, with creator, counters, likes and keys) and each gem's row version;
 * the content of a gem — title, description, note, tags … — is serialised once per version and
 * kept (GemCardContents), so a page read again costs Postgres, pg's parsing and JSON only its
 * heads. Content not kept yet is read in a second statement.
 */
export class GemCardPages {
  constructor(
    private readonly cards: GemCardsRepository,
    private readonly contents = new GemCardContents(),
  ) {}

  async page(query: GemCardQuery): Promise<{ cards: JsonText[]; next?: Keyset }> {
    const { rows, next } = await this.cards.page(query, 'head');
    const kept = rows.map((head) => this.contents.get(head.id, head.version));
    const missing = rows.filter((_, i) => kept[i] === undefined);
    if (missing.length > 0) {
      const fresh = new Map<number, { version: string; json: string }>();
      for (const row of await this.cards.contents(missing.map((head) => head.id))) {
        const json = contentJson(row);
        this.contents.set(row.id, row.version, json);
        fresh.set(row.id, { version: row.version, json });
      }
      for (const [i, head] of rows.entries()) {
        if (kept[i] !== undefined) continue;
        const found = fresh.get(head.id);
        // Edited or deleted between the two statements: the page again, in one statement.
        if (found?.version !== head.version) return this.wholePage(query);
        kept[i] = found.json;
      }
    }
    return { cards: rows.map((head, i) => cardJson(kept[i]!, head) as JsonText), next };
  }

  /** The page with its content in the same statement: consistent by construction. */
  private async wholePage(query: GemCardQuery): Promise<{ cards: JsonText[]; next?: Keyset }> {
    const { rows, next } = await this.cards.page(query);
    const cards = rows.map((row) => {
      const json = contentJson(row);
      this.contents.set(row.id, row.version, json);
      return cardJson(json, row satisfies GemCardHead) as JsonText;
    });
    return { cards, next };
  }
}
