export interface BreakerOptions {
  /** Consecutive failures that open it. Default 5. */
  threshold?: number;
  /** The longest it stays open without a probe when no health check says otherwise. Default 10 s. */
  openMs?: number;
  /**
   * Whether the service answers again (its /healthz). While open, asked every `checkEveryMs`: as
   * soon as it says yes, the next request goes through as the probe, instead of waiting out openMs.
   */
  healthy?: () => Promise<boolean>;
  checkEveryMs?: number;
  now?: () => number;
}

/**
 * Per-service circuit breaker: after `threshold` consecutive failures of the service itself (no
 * answer, a connection error, a 5xx — never a 4xx, which is how a service reports a fault that is
 * not its own, such as the scraper's 424 for a third-party site) the service is answered 503 at
 * once instead of every caller waiting on it. While open, its health is checked in the background;
 * the moment it answers, one request at a time probes it (half-open), and a success closes it.
 */
export class UpstreamBreaker {
  private failures = 0;
  private openUntil = 0;
  private probing = false;
  private checking?: NodeJS.Timeout;
  private readonly threshold: number;
  private readonly openMs: number;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions = {}) {
    this.threshold = options.threshold ?? 5;
    this.openMs = options.openMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** False while open: answer 503 without asking the service. */
  allow(): boolean {
    if (this.failures < this.threshold) return true;
    if (this.now() < this.openUntil || this.probing) return false;
    this.probing = true; // half-open: this request probes
    return true;
  }

  /** Seconds until the service is tried again (for Retry-After). */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.openUntil - this.now()) / 1000));
  }

  /** Whether the service's own failures count as a failure: 5xx, or no answer at all. */
  static isOwnFailure(status: number): boolean {
    return status >= 500;
  }

  succeeded(): void {
    this.failures = 0;
    this.probing = false;
    this.stopChecking();
  }

  failed(): void {
    this.failures += 1;
    this.probing = false;
    if (this.failures < this.threshold) return;
    this.openUntil = this.now() + this.openMs;
    this.startChecking();
  }

  private startChecking(): void {
    const { healthy, checkEveryMs = 500 } = this.options;
    if (!healthy || this.checking) return;
    let inFlight = false;
    this.checking = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      void healthy()
        .catch(() => false)
        .then((up) => {
          inFlight = false;
          // Healthy again: end the open window now, so the next request is the probe.
          if (up && this.checking) this.openUntil = 0;
        });
    }, checkEveryMs);
    this.checking.unref();
  }

  private stopChecking(): void {
    clearInterval(this.checking);
    this.checking = undefined;
  }
}
