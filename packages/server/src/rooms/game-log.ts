/**
 * The game log of one room and who may read which entry: the rules' events in order, numbered,
 * each addressed to everybody or to one seat. A joining or reconnecting client gets the last
 * LOG_HISTORY entries it may see; the room keeps at most a few times that many.
 */
import type { GameEvent, Seat } from '@stronghold/rules';
import type { LogEntry as VisibleLogEntry } from '@stronghold/protocol';

export const LOG_HISTORY = 200;

export type Viewer = Seat | 'spectator';

/** A rules event and its number in this room's log. */
export type LogEntry = GameEvent & { seq: number };

/** What a client receives: an entry without its addressee (the protocol's LogEntry). */
export type { VisibleLogEntry };

export class GameLog {
  private entries: LogEntry[] = [];
  private seq = 0;

  /** Numbers and keeps the rules' events; returns the new entries. */
  append(events: readonly GameEvent[]): LogEntry[] {
    // Object.assign, not { ...e, seq }: in Node 20 a spread plus a field it lacks makes a new
    // hidden class per call, kept here as long as the entry (@stronghold/rules engine/with-fields.ts).
    const added = events.map((e): LogEntry => Object.assign({}, e, { seq: ++this.seq }));
    this.entries.push(...added);
    if (this.entries.length > 4 * LOG_HISTORY) this.entries.splice(0, this.entries.length - 2 * LOG_HISTORY);
    return added;
  }

  /** The entries (all kept ones by default) that `viewer` may see. */
  visibleTo(viewer: Viewer, entries: readonly LogEntry[] = this.entries): VisibleLogEntry[] {
    return entries
      .filter((e) => e.to === 'all' || e.to === viewer)
      .map(({ seq, kind, params }): VisibleLogEntry => ({ seq, kind, params }));
  }

  /** What a client that (re)joins as `viewer` is sent. */
  historyFor(viewer: Viewer): VisibleLogEntry[] {
    return this.visibleTo(viewer).slice(-LOG_HISTORY);
  }
}
