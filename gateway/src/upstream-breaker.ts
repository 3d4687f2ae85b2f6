/**
 * Per-service circuit breaker: after `threshold` consecutive failures (unreachable, timed out,
 * 5xx) the service is answered 503 at once for `openMs`, instead of every caller waiting on it;
 * then one request at a time probes it again.
 */
export class UpstreamBreaker {
  private failures = 0;
  private openUntil = 0;
  private probing = false;

  constructor(
    private readonly threshold = 5,
    private readonly openMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** False while open: answer 503 without asking the service. */
  allow(): boolean {
    if (this.now() >= this.openUntil) {
      if (this.failures < this.threshold) return true;
      if (this.probing) return false;
      this.probing = true; // half-open: this request probes
      return true;
    }
    return false;
  }

  /** Seconds until the service is tried again (for Retry-After). */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.openUntil - this.now()) / 1000));
  }

  succeeded(): void {
    this.failures = 0;
    this.probing = false;
  }

  failed(): void {
    this.failures += 1;
    this.probing = false;
    if (this.failures >= this.threshold) this.openUntil = this.now() + this.openMs;
  }
}
