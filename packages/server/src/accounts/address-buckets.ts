/**
 * A token bucket per client address (security/rate-limiter.ts), for what one address may do only
 * so often: sign-ups, right-password sign-ins. Bounded: at most `maxKeys` addresses are
 * remembered, the least recently seen forgotten first.
 */
import { RateLimiter, type RateLimit } from '../security/rate-limiter';

export class AddressBuckets {
  private readonly buckets = new Map<string, RateLimiter>();

  constructor(
    private readonly limit: RateLimit,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds before `address` may take one (0: now), taking nothing. */
  waitFor(address: string): number {
    const bucket = this.buckets.get(address);
    return bucket ? bucket.msUntilNext() : 0;
  }

  /** Takes one for `address`: 0 when allowed, else the milliseconds to wait. */
  take(address: string): number {
    const bucket = this.bucket(address);
    return bucket.take() ? 0 : Math.max(1, bucket.msUntilNext());
  }

  private bucket(address: string): RateLimiter {
    let bucket = this.buckets.get(address);
    if (bucket) this.buckets.delete(address);
    else bucket = new RateLimiter(this.limit, this.now);
    this.buckets.set(address, bucket);
    while (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
    return bucket;
  }
}
