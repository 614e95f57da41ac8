/** A token bucket per client and per kind of message: `capacity` at once, refilled steadily. */
export interface RateLimit {
  /** Burst size. */
  capacity: number;
  /** Tokens added per second. */
  perSecond: number;
}

export class RateLimiter {
  private tokens: number;
  private last: number;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = limit.capacity;
    this.last = now();
  }

  /** Takes one token; false when the client is over its rate (nothing is taken then). */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Milliseconds until a token is there (0 when one is now). */
  msUntilNext(): number {
    this.refill();
    if (this.tokens >= 1) return 0;
    return this.limit.perSecond > 0 ? Math.ceil(((1 - this.tokens) / this.limit.perSecond) * 1000) : Infinity;
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.limit.capacity, this.tokens + ((t - this.last) / 1000) * this.limit.perSecond);
    this.last = t;
  }
}
