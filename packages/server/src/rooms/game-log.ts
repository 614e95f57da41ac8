/**
 * The game log of one room and who may read which entry: the rules' events in order and the
 * server's own notes between them (a seat handed to the computer, a player back), numbered in one
 * sequence, each addressed to everybody or to one seat. A joining or reconnecting client gets the
 * last LOG_HISTORY entries it may see; the room keeps at most a few times that many. The notes are
 * stored with their numbers (the rules' events are not: the actions replayed give them again), so
 * a restored log numbers every entry as the clients saw it (`restoring`).
 */
import type { GameEvent, Seat } from '@stronghold/rules';
import type { LogEntry as VisibleLogEntry } from '@stronghold/protocol';

export const LOG_HISTORY = 200;

export type Viewer = Seat | 'spectator';

/** A rules event (or a server note) and its number in this room's log. */
export type LogEntry = GameEvent & { seq: number };

/** A server note as stored: its number, and how many of the rules' events came before it. */
export interface LogNote {
  seq: number;
  afterEvents: number;
  event: GameEvent;
}

/** What a client receives: an entry without its addressee (the protocol's LogEntry). */
export type { VisibleLogEntry };

export class GameLog {
  private entries: LogEntry[] = [];
  private seq = 0;
  /** How many of the rules' events the log holds (kept ones or not): where a note stands among them. */
  private events = 0;
  /** A restored game's stored notes not yet back in their places (restoring). */
  private pending: LogNote[] = [];

  /** Numbers and keeps the rules' events (a restored game's stored notes in their places among them); returns the events' entries. */
  append(events: readonly GameEvent[]): LogEntry[] {
    return events.map((e) => {
      this.placeNotes(this.events);
      this.events++;
      return this.keep(e, ++this.seq);
    });
  }

  /** Numbers and keeps a note of the server's; returns it as an entry and as the store keeps it. */
  note(event: GameEvent): { entry: LogEntry; note: LogNote } {
    const entry = this.keep(event, ++this.seq);
    return { entry, note: { seq: entry.seq, afterEvents: this.events, event } };
  }

  /**
   * A restored game, before its actions are replayed: its stored notes, each put back among the
   * replayed events (append) where it stood, so every entry has the number the clients were sent.
   * A note the store lost leaves its number unused only when a later kept note pins the numbering
   * again. `restored()` places the notes after the last event.
   */
  restoring(notes: readonly LogNote[]): void {
    this.pending = [...notes].sort((a, b) => a.seq - b.seq);
  }

  /** The replay of a restored game is over: the notes that came after its last event. */
  restored(): void {
    this.placeNotes(Number.POSITIVE_INFINITY);
  }

  /** Keeps the pending notes that came after at most `events` of the rules' events. */
  private placeNotes(events: number): void {
    for (let n = this.pending[0]; n && n.afterEvents <= events; n = this.pending[0]) {
      this.pending.shift();
      // Never a number already given (a store's notes out of step with the actions).
      this.seq = Math.max(this.seq + 1, n.seq);
      this.keep(n.event, this.seq);
    }
  }

  private keep(event: GameEvent, seq: number): LogEntry {
    // Object.assign, not { ...e, seq }: in Node 20 a spread plus a field it lacks makes a new
    // hidden class per call, kept here as long as the entry (@stronghold/rules engine/with-fields.ts).
    const entry: LogEntry = Object.assign({}, event, { seq });
    this.entries.push(entry);
    if (this.entries.length > 4 * LOG_HISTORY) this.entries.splice(0, this.entries.length - 2 * LOG_HISTORY);
    return entry;
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
