/**
 * Sign-ups per client address: a token bucket each (security/rate-limiter.ts), so one address
 * cannot mint accounts in bulk. Bounded: at most `maxKeys` addresses are remembered, the least
 * recently seen forgotten first.
 */
import { RateLimiter, type RateLimit } from '../security/rate-limiter';

export const DEFAULT_SIGNUP_LIMIT: RateLimit = { capacity: 5, perSecond: 5 / 3600 };

export class SignupLimits {
  private readonly buckets = new Map<string, RateLimiter>();

  constructor(
    private readonly limit: RateLimit = DEFAULT_SIGNUP_LIMIT,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one sign-up for `address`: 0 when allowed, else the milliseconds to wait. */
  take(address: string): number {
    let bucket = this.buckets.get(address);
    if (bucket) this.buckets.delete(address);
    else bucket = new RateLimiter(this.limit, this.now);
    this.buckets.set(address, bucket);
    while (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
    return bucket.take() ? 0 : Math.max(1, bucket.msUntilNext());
  }
}
