/**
 * A room's timers (the abandon timer, the seats' grace and flag timers, the computer's pace) on
 * Node's own timers, all cleared with the room. Not Colyseus's room clock: that clock advances
 * only on a patch tick, and a room sends its patches when its state changes instead of on a tick
 * (stronghold-room.ts, issue 13), so a timer fires when it is due, not on the next tick after.
 */
export interface RoomTimer {
  clear(): void;
}

export class RoomTimers {
  private readonly live = new Set<NodeJS.Timeout>();

  /** `onError`: what a callback threw (a timer's exception must not reach the process). */
  constructor(private readonly onError: (error: unknown) => void) {}

  setTimeout(fn: () => void, ms: number): RoomTimer {
    const handle = setTimeout(() => {
      this.live.delete(handle);
      try {
        fn();
      } catch (e) {
        this.onError(e);
      }
    }, ms);
    this.live.add(handle);
    return {
      clear: () => {
        clearTimeout(handle);
        this.live.delete(handle);
      },
    };
  }

  /** How many are pending (tests: none is left once the room is gone). */
  get pending(): number {
    return this.live.size;
  }

  clearAll(): void {
    for (const handle of this.live) clearTimeout(handle);
    this.live.clear();
  }
}
