/**
 * The clocks of one game (pure: the time comes from the caller). Each seat has a bank; the seat
 * that must act spends it; when a seat has decided (the turn passes to the other seat) it gains the
 * increment. Correspondence is the same with a fixed time per decision: the bank is refilled to
 * it at every decision (no saving up).
 *
 * While the server is down nobody is charged: the stored clocks hold the remaining banks and a
 * restored game starts the running clock again from the restore (`resume`).
 */
import type { Seat } from '@stronghold/rules';
import type { TimeControl } from '@stronghold/protocol';

export type { TimeControl };

/** What is stored with the game and sent to the clients. */
export interface ClockSnapshot {
  /** Remaining time of each seat at `since` (the running seat's is still being spent). */
  remainingMs: Record<Seat, number>;
  /** The seat whose clock runs, or null (not started, over, or no clock). */
  running: Seat | null;
  /** When `running` started spending (epoch ms). */
  since: number;
}

export class GameClock {
  private remaining: Record<Seat, number>;
  private running: Seat | null = null;
  private since = 0;

  constructor(
    readonly control: TimeControl,
    stored?: ClockSnapshot,
  ) {
    const start = control.kind === 'realtime' ? control.bankMs : control.kind === 'correspondence' ? control.perDecisionMs : Infinity;
    this.remaining = stored ? { ...stored.remainingMs } : { invader: start, defender: start };
  }

  get enabled(): boolean {
    return this.control.kind !== 'none';
  }

  /** Remaining time of `seat` at `now`. */
  remainingAt(seat: Seat, now: number): number {
    const r = this.remaining[seat];
    return this.running === seat ? Math.max(0, r - (now - this.since)) : r;
  }

  /**
   * The game moved on: `toAct` must act now (null: nobody, the game is over). A seat that
   * handed the turn over gains its increment; a seat that acts again keeps spending.
   */
  turn(toAct: Seat | null, now: number): void {
    if (!this.enabled) return;
    const prev = this.running;
    if (prev) this.remaining[prev] = this.remainingAt(prev, now);
    if (prev && prev !== toAct) {
      if (this.control.kind === 'realtime') this.remaining[prev] += this.control.incrementMs;
      if (this.control.kind === 'correspondence') this.remaining[prev] = this.control.perDecisionMs;
    }
    this.running = toAct;
    this.since = now;
  }

  /** After a restart: the running seat spends again from `now` (the downtime is not charged). */
  resume(stored: ClockSnapshot, now: number): void {
    this.remaining = { ...stored.remainingMs };
    this.running = stored.running;
    this.since = now;
  }

  /**
   * A player who takes their seat back from the computer after their time ran out gets at
   * least `ms` (otherwise the seat would be taken over again at once).
   */
  topUp(seat: Seat, ms: number, now: number): void {
    if (!this.enabled) return;
    const left = this.remainingAt(seat, now);
    if (this.running === seat) {
      this.remaining[seat] = left;
      this.since = now;
    }
    this.remaining[seat] = Math.max(left, ms);
  }

  /** Stops every clock (game over); the banks are kept. */
  stop(now: number): void {
    this.turn(null, now);
  }

  /** When the running seat's time is up (epoch ms), or null. */
  expiresAt(): number | null {
    if (!this.running || !this.enabled) return null;
    return this.since + this.remaining[this.running];
  }

  /** The running seat if its time is up at `now`. */
  flagged(now: number): Seat | null {
    return this.running && this.enabled && this.remainingAt(this.running, now) <= 0 ? this.running : null;
  }

  /** Remaining times as of `now` (for the store and the wire). */
  snapshot(now: number): ClockSnapshot {
    return {
      remainingMs: { invader: this.remainingAt('invader', now), defender: this.remainingAt('defender', now) },
      running: this.running,
      since: now,
    };
  }
}
