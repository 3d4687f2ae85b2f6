import type { MicrodataItem, PageScan, ScanOptions } from './page-scan.js';

/** What to undo when an element closes (leave an article, a header, an item scope…). */
export type Closer = () => void;

interface Active {
  depth: number;
  /** Sees script and style text too (JSON-LD). */
  raw: boolean;
  onText: (text: string) => void;
  onClose: () => void;
}

export const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The scan in progress: the result being filled, where in the document the parser stands, and
 * the text collectors open on elements. Tag handlers read and move these counters.
 */
export class ScanState {
  depth = 0;
  /** > 0 inside script/style/…: no visible text. */
  skipDepth = 0;
  articleDepth = 0;
  contentDepth = 0;
  /** Inside header, nav, footer, aside of the page (an article's own header is content). */
  chromeDepth = 0;
  inBody = false;
  titleH1Open = 0;
  /** Inside an element whose class says logo. */
  logoDepth = 0;
  seenVideo = false;
  readonly itemStack: Array<{ depth: number; item: MicrodataItem }> = [];
  private readonly active: Active[] = [];

  constructor(
    readonly scan: PageScan,
    readonly options: ScanOptions,
    /** Stops tokenising here; the rest of the page gets the quick body scan. */
    readonly stop: () => void,
  ) {}

  /** Collects the visible text of the element just opened, up to `limit` characters. */
  collect(limit: number, done: (text: string) => void): void {
    let text = '';
    this.active.push({
      depth: this.depth,
      raw: false,
      onText: (t) => {
        if (text.length < limit) text += t;
      },
      onClose: () => done(collapse(text).slice(0, limit)),
    });
  }

  /** Collects all text of the element just opened, script contents included. */
  collectRaw(done: (text: string) => void): void {
    let raw = '';
    this.active.push({ depth: this.depth, raw: true, onText: (t) => (raw += t), onClose: () => done(raw) });
  }

  text(text: string): void {
    for (const a of this.active) if (a.raw || this.skipDepth === 0) a.onText(text);
  }

  /** Collectors are stacked by depth, so the ones inside a closed element are on top. */
  closeCollectors(): void {
    const { active } = this;
    while (active.length && active[active.length - 1]!.depth > this.depth) active.pop()!.onClose();
  }
}

/** Runs `next` after `previous` (either may be absent). */
export const chain = (previous: Closer | null, next: Closer): Closer =>
  previous
    ? () => {
        next();
        previous();
      }
    : next;
