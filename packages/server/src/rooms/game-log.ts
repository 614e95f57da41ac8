/**
 * The game log of one room and who may read which entry: the rules' events in order, numbered,
 * each addressed to everybody or to one seat. A joining or reconnecting client gets the last
 * LOG_HISTORY entries it may see; the room keeps at most a few times that many.
 */
import type { Seat } from '@stronghold/rules';

export const LOG_HISTORY = 200;

export type Viewer = Seat | 'spectator';

export interface LogEntry {
  seq: number;
  kind: string;
  text: string;
  to: 'all' | Seat;
}

/** What a client receives: an entry without its addressee. */
export interface VisibleLogEntry {
  seq: number;
  kind: string;
  text: string;
}

export class GameLog {
  private entries: LogEntry[] = [];
  private seq = 0;

  /** Numbers and keeps the rules' events; returns the new entries. */
  append(events: readonly { to: 'all' | Seat; kind: string; text: string }[]): LogEntry[] {
    const added = events.map((e) => ({ seq: ++this.seq, kind: e.kind, text: e.text, to: e.to }));
    this.entries.push(...added);
    if (this.entries.length > 4 * LOG_HISTORY) this.entries.splice(0, this.entries.length - 2 * LOG_HISTORY);
    return added;
  }

  /** The entries (all kept ones by default) that `viewer` may see. */
  visibleTo(viewer: Viewer, entries: readonly LogEntry[] = this.entries): VisibleLogEntry[] {
    return entries.filter((e) => e.to === 'all' || e.to === viewer).map(({ seq, kind, text }) => ({ seq, kind, text }));
  }

  /** What a client that (re)joins as `viewer` is sent. */
  historyFor(viewer: Viewer): VisibleLogEntry[] {
    return this.visibleTo(viewer).slice(-LOG_HISTORY);
  }
}
