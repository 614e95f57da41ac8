/**
 * A room's timers (the abandon timer, the seats' grace and flag timers, the computer's pace) on
 * Node's own timers, all cleared with the room. Not Colyseus's room clock: that clock advances
 * only when the room sends a patch (broadcastPatch ticks it), and a room sends patches when its
 * state changes, not on a tick (stronghold-room.ts), so its delays would never end.
 */
export interface RoomTimer {
  clear(): void;
}

/**
 * The longest delay Node's setTimeout keeps (2^31 - 1 ms, ~24.8 days): a longer one fires after
 * 1 ms. A correspondence clock allows 30 days per decision, so longer delays wait in steps.
 */
export const LONGEST_NODE_DELAY_MS = 2 ** 31 - 1;

const NO_TIMER: RoomTimer = { clear: () => undefined };

export class RoomTimers {
  private readonly live = new Set<RoomTimer>();
  private closed = false;

  /** `onError`: what a callback threw (a timer's exception must not reach the process). */
  constructor(private readonly onError: (error: unknown) => void) {}

  /** Runs `fn` once, `ms` from now; nothing once the timers are closed (the room is gone). */
  setTimeout(fn: () => void, ms: number): RoomTimer {
    if (this.closed) return NO_TIMER;
    let handle: NodeJS.Timeout;
    const timer: RoomTimer = {
      clear: () => {
        clearTimeout(handle);
        this.live.delete(timer);
      },
    };
    const wait = (left: number): void => {
      const step = Math.min(Math.max(0, left), LONGEST_NODE_DELAY_MS);
      handle = setTimeout(() => {
        if (left > step) {
          wait(left - step);
          return;
        }
        this.live.delete(timer);
        try {
          fn();
        } catch (e) {
          this.onError(e);
        }
      }, step);
    };
    wait(ms);
    this.live.add(timer);
    return timer;
  }

  /** How many are pending (tests: none is left once the room is gone). */
  get pending(): number {
    return this.live.size;
  }

  /** Clears every pending timer, and any set later is never armed: the room is disposed. */
  close(): void {
    this.closed = true;
    for (const timer of [...this.live]) timer.clear();
  }
}
