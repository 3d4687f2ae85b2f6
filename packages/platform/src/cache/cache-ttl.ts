/** Redis only accepts whole, positive expiry seconds; both adapters refuse anything else the same way. */
export function assertTtlSeconds(ttlSeconds: number): void {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError(`Cache TTL must be a positive whole number of seconds, got ${ttlSeconds}`);
  }
}
