/**
 * Failed operator logins, per client address, with growing delays: after the n-th failure in a
 * row that address may try again only after 2^(n-1) s (1, 2, 4, ... at most 5 minutes); an attempt
 * before that is refused without checking the password. A success clears the address. Bounded:
 * at most `maxEntries` addresses are remembered (the oldest forgotten first).
 */
export interface ThrottleDecision {
  allowed: boolean;
  /** Seconds until the next attempt is allowed (when refused). */
  retryAfterSeconds: number;
}

interface Entry {
  failures: number;
  blockedUntil: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxDelayMs = 5 * 60 * 1000,
    private readonly maxEntries = 10_000,
  ) {}

  check(address: string, now = Date.now()): ThrottleDecision {
    const e = this.entries.get(address);
    if (!e || now >= e.blockedUntil) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.ceil((e.blockedUntil - now) / 1000) };
  }

  failed(address: string, now = Date.now()): number {
    const e = this.entries.get(address) ?? { failures: 0, blockedUntil: 0 };
    e.failures++;
    const delay = Math.min(1000 * 2 ** (e.failures - 1), this.maxDelayMs);
    e.blockedUntil = now + delay;
    this.entries.delete(address);
    this.entries.set(address, e);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return delay;
  }

  succeeded(address: string): void {
    this.entries.delete(address);
  }
}
