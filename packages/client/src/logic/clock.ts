/**
 * The seats' clocks as the client shows them: the server sends each seat's remaining time as of
 * its last update and which clock runs; between updates the running one ticks down locally.
 */
import type { Seat } from '@stronghold/rules';
import type { RoomMeta } from './view-adapter';

export interface ClockReading {
  /** Remaining ms now, or null when the game has no clock. */
  ms: number | null;
  running: boolean;
}

/** Remembers when each value arrived (the same value seen again is not a new reading). */
export class ClockFace {
  private seen: Record<Seat, { ms: number; running: boolean; at: number } | null> = { invader: null, defender: null };

  update(meta: RoomMeta | null, now: number): void {
    for (const seat of ['invader', 'defender'] as const) {
      const p = meta?.players[seat];
      if (!p || p.clockMs < 0) {
        this.seen[seat] = null;
        continue;
      }
      const last = this.seen[seat];
      if (!last || last.ms !== p.clockMs || last.running !== p.clockRunning)
        this.seen[seat] = { ms: p.clockMs, running: p.clockRunning, at: now };
    }
  }

  read(seat: Seat, now: number): ClockReading {
    const s = this.seen[seat];
    if (!s) return { ms: null, running: false };
    return { ms: s.running ? Math.max(0, s.ms - (now - s.at)) : s.ms, running: s.running };
  }
}

/** 1:05:09, 12:34, 0:07 */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
