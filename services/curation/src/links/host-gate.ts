/**
 * Per-host politeness within one process (issue 29 §4): one check of a host at a time, and at
 * least `gapMs` between the starts of two checks of the same host. A host is forgotten once idle
 * past the gap, so the map holds only the hosts of the last few seconds.
 */
export class HostGate {
  private readonly hosts = new Map<string, { tail: Promise<void>; lastStart: number; waiting: number }>();

  constructor(
    private readonly gapMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `work` when the host's turn comes. */
  async run<T>(host: string, work: () => Promise<T>): Promise<T> {
    const key = host.toLowerCase();
    this.forgetIdle();
    const entry = this.hosts.get(key) ?? { tail: Promise.resolve(), lastStart: -Infinity, waiting: 0 };
    this.hosts.set(key, entry);
    entry.waiting++;
    const previous = entry.tail;
    let release!: () => void;
    entry.tail = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous;
      const wait = entry.lastStart + this.gapMs - this.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait).unref());
      entry.lastStart = this.now();
      return await work();
    } finally {
      release();
      entry.waiting--;
    }
  }

  private forgetIdle(): void {
    const now = this.now();
    for (const [key, entry] of this.hosts)
      if (entry.waiting === 0 && entry.lastStart + this.gapMs <= now) this.hosts.delete(key);
  }

  /** Hosts remembered: checked within the gap, or with a check running or waiting (tests). */
  get size(): number {
    return this.hosts.size;
  }
}
