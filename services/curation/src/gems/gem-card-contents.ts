/**
 * Serialised gem content (contentJson) by gem id and row version, least recently used first out,
 * bounded by the characters it holds. A copy is only ever answered for the version the page's own
 * statement just read, so an edited gem is never shown stale, and which gems a viewer may see is
 * always decided by that statement, never by this copy.
 */
export class GemCardContents {
  private readonly byId = new Map<number, { version: string; json: string }>();
  private chars = 0;

  /** 2 M characters: about 2,000–4,000 cards, a few MB. */
  constructor(private readonly maxChars = 2_000_000) {}

  get(id: number, version: string): string | undefined {
    const entry = this.byId.get(id);
    if (!entry || entry.version !== version) return undefined;
    this.byId.delete(id); // most recently used last
    this.byId.set(id, entry);
    return entry.json;
  }

  set(id: number, version: string, json: string): void {
    this.forget(id);
    if (json.length > this.maxChars) return;
    this.byId.set(id, { version, json });
    this.chars += json.length;
    for (const [oldest] of this.byId) {
      if (this.chars <= this.maxChars) break;
      this.forget(oldest);
    }
  }

  get size(): number {
    return this.byId.size;
  }

  private forget(id: number): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    this.chars -= entry.json.length;
  }
}
