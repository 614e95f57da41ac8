/**
 * Limits on making games: at most `perAddress` games created per client address within
 * `windowSeconds` (a sliding window), and at most `maxWaiting` waiting games hosted by this
 * process. Counted in memory per process.
 */
export interface CreationLimitConfig {
  perAddress: number;
  windowSeconds: number;
  maxWaiting: number;
}

export const DEFAULT_CREATION_LIMITS: CreationLimitConfig = { perAddress: 10, windowSeconds: 600, maxWaiting: 200 };

const MAX_ADDRESSES = 50_000;

export class CreationLimits {
  /** Creation times (ms) per address, oldest first. */
  private readonly recent = new Map<string, number[]>();

  constructor(
    readonly config: CreationLimitConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one game creation for `address`; returns 0 when allowed, else the milliseconds until
   * the oldest creation in the window leaves it (nothing is counted then).
   */
  take(address: string): number {
    const t = this.now();
    const windowMs = this.config.windowSeconds * 1000;
    const times = (this.recent.get(address) ?? []).filter((x) => t - x < windowMs);
    if (times.length >= this.config.perAddress) {
      this.recent.set(address, times);
      return Math.max(1, (times[0] ?? t) + windowMs - t);
    }
    times.push(t);
    this.recent.delete(address);
    this.recent.set(address, times);
    if (this.recent.size > MAX_ADDRESSES) {
      const oldest = this.recent.keys().next();
      if (!oldest.done) this.recent.delete(oldest.value);
    }
    return 0;
  }
}
