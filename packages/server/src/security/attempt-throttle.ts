/**
 * Growing delays for guessed secrets (room passwords, seat tokens). Per key (a room and client
 * address, or a whole room), failures count up; after `freeFailures` of them each failure puts
 * the next check `baseDelayMs * 2^(n-1)` later, capped at `maxDelayMs`. An attempt that would wait
 * up to `maxWaitMs` is held that long and then checked ("a failed attempt delays the next
 * answer"); one that would wait longer is refused at once with the time to wait. Attempts with the
 * same first key run one at a time, so parallel requests cannot guess side by side. A success
 * clears the first key; the others (the whole room's count) only forget after `forgetAfterMs`
 * without a failure.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxWaitMs: number;
  forgetAfterMs: number;
}

export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 1,
  baseDelayMs: 500,
  maxDelayMs: 60_000,
  maxWaitMs: 3_000,
  forgetAfterMs: 15 * 60_000,
};

export const ROOM_POLICY: ThrottlePolicy = {
  freeFailures: 10,
  baseDelayMs: 250,
  maxDelayMs: 10_000,
  maxWaitMs: 3_000,
  forgetAfterMs: 15 * 60_000,
};

/** Keys remembered at most (the oldest are forgotten first), so the table cannot grow without end. */
const MAX_KEYS = 50_000;

export type AttemptOutcome =
  | { kind: 'passed' }
  /** Checked and wrong; `retryAfterMs` is when the next check will be answered without waiting. */
  | { kind: 'failed'; retryAfterMs: number }
  /** Not checked: too many failures; try again after `retryAfterMs`. */
  | { kind: 'throttled'; retryAfterMs: number };

interface Entry {
  failures: number;
  readyAt: number;
  lastFailureAt: number;
  /** The attempt running or waiting on this key (attempts on one key run in turn). */
  turn: Promise<void>;
  waiting: number;
}

export class AttemptThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly policy: ThrottlePolicy,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = unrefSleep,
  ) {}

  /**
   * Runs `check` under the throttle of `keys` (each key with its own policy via `throttles`):
   * see the module comment. `check` says (or resolves) true when the secret was right.
   */
  static async attempt(lanes: readonly [AttemptThrottle, string][], check: () => boolean | Promise<boolean>): Promise<AttemptOutcome> {
    const [first, ...others] = lanes;
    if (!first) throw new Error('AttemptThrottle.attempt needs at least one lane');
    const [firstThrottle, firstKey] = first;
    const lane = firstThrottle.entry(firstKey);
    const wait = (): number => Math.max(0, ...lanes.map(([t, k]) => t.entry(k).readyAt - t.now()));
    const refuseAfter = (ms: number): AttemptOutcome => ({ kind: 'throttled', retryAfterMs: Math.ceil(ms) });
    const limit = Math.min(...lanes.map(([t]) => t.policy.maxWaitMs));
    // Refuse at once when even the queue on this key is more than the longest wait away.
    if (wait() > limit || lane.waiting * firstThrottle.policy.baseDelayMs > limit)
      return refuseAfter(Math.max(wait(), firstThrottle.policy.baseDelayMs));

    lane.waiting++;
    const previous = lane.turn;
    let done!: () => void;
    lane.turn = new Promise<void>((resolve) => (done = resolve));
    try {
      await previous;
      const w = wait();
      if (w > limit) return refuseAfter(w);
      if (w > 0) await firstThrottle.sleep(w);
      const ok = await check();
      if (ok) {
        firstThrottle.entries.delete(firstKey);
        return { kind: 'passed' };
      }
      for (const [t, k] of [[firstThrottle, firstKey] as const, ...others]) t.fail(k);
      return { kind: 'failed', retryAfterMs: Math.ceil(wait()) };
    } finally {
      lane.waiting--;
      done();
    }
  }

  /** Milliseconds before `key` will be checked again (0 = now). */
  waitFor(key: string): number {
    const e = this.entries.get(key);
    return e ? Math.max(0, e.readyAt - this.now()) : 0;
  }

  private fail(key: string): void {
    const e = this.entry(key);
    const t = this.now();
    e.failures++;
    e.lastFailureAt = t;
    const over = e.failures - this.policy.freeFailures;
    e.readyAt = over > 0 ? t + Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** (over - 1)) : t;
    // Re-insert so that Map order is "least recently failed first" for eviction.
    this.entries.delete(key);
    this.entries.set(key, e);
  }

  private entry(key: string): Entry {
    const t = this.now();
    let e = this.entries.get(key);
    if (e && e.waiting === 0 && e.failures > 0 && t - e.lastFailureAt > this.policy.forgetAfterMs) {
      this.entries.delete(key);
      e = undefined;
    }
    if (!e) {
      e = { failures: 0, readyAt: 0, lastFailureAt: 0, turn: Promise.resolve(), waiting: 0 };
      this.entries.set(key, e);
      this.evict();
    }
    return e;
  }

  private evict(): void {
    for (const [k, e] of this.entries) {
      if (this.entries.size <= MAX_KEYS) return;
      if (e.waiting === 0) this.entries.delete(k);
    }
  }
}

function unrefSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
