/**
 * What happened while a player waited: for each seat, the other seat's actions since this seat's
 * last decision, kept as the states they led to, so that when the turn comes back (or the player
 * reloads or reconnects while it is theirs) the client can replay them on the board step by step.
 *
 * What leaves the room is only ever the seat's own view of each state (`viewFor(state, seat)`,
 * exactly what the live patches showed it) and the numbers of the log entries it may read; never
 * the action (a choice's option may name a secret, such as the spell taken from the Library) and
 * never the state. The views are worked out when the message is sent, not on the action path.
 */
import type { Client } from '@colyseus/core';
import { viewFor, type Action, type GameState, type Seat } from '@stronghold/rules';
import { MAX_CATCH_UP_STEPS, sendToClient, type CatchUpMessage } from '@stronghold/protocol';
import type { LogEntry } from './game-log';
import { SEATS } from './seats';

interface KeptStep {
  /** The state the action led to. */
  state: GameState;
  /** Who acted (the other seat, or the computer in it). */
  seat: Seat;
  /** The action's log entries this seat may read. */
  seqs: number[];
}

interface SeatRecord {
  /** The state the steps start from: the one the seat's last decision left (or the first kept). */
  from: GameState | null;
  steps: KeptStep[];
  /** Steps dropped from the front past MAX_CATCH_UP_STEPS. */
  earlier: number;
}

const emptyRecord = (): SeatRecord => ({ from: null, steps: [], earlier: 0 });

export class CatchUpRecord {
  private readonly seats: Record<Seat, SeatRecord> = { invader: emptyRecord(), defender: emptyRecord() };

  /**
   * One applied action: `before` -> `after`, with the log entries it wrote. The actor's own record
   * starts afresh (its last decision is now); the other seat's gains a step. An undo takes the
   * undone step back out of the other seat's record instead: it never happened for the board.
   */
  record(before: GameState, action: Action, after: GameState, entries: readonly LogEntry[]): void {
    for (const seat of SEATS) {
      const r = this.seats[seat];
      if (action.seat === seat) {
        this.seats[seat] = { from: after, steps: [], earlier: 0 };
        continue;
      }
      const last = r.steps[r.steps.length - 1];
      if (action.type === 'undo' && last?.seat === action.seat) {
        r.steps.pop();
        // Nothing left: the summary would start where the undo left the board (the same position).
        if (!r.steps.length) r.from = after;
        continue;
      }
      r.from ??= before;
      const seqs = entries.filter((e) => e.to === 'all' || e.to === seat).map((e) => e.seq);
      r.steps.push({ state: after, seat: action.seat, seqs });
      const dropped = r.steps.length > MAX_CATCH_UP_STEPS ? r.steps.shift() : undefined;
      if (dropped) {
        r.from = dropped.state;
        r.earlier++;
      }
    }
  }

  /** The `catchUp` message for `seat`, in its own view; null when the other seat did nothing since its last decision. */
  messageFor(seat: Seat): CatchUpMessage | null {
    const r = this.seats[seat];
    if (!r.from || !r.steps.length) return null;
    const view = (state: GameState) => JSON.stringify(viewFor(state, seat));
    return {
      from: { stateId: r.from.stateId, view: view(r.from) },
      steps: r.steps.map((s) => ({ stateId: s.state.stateId, seat: s.seat, seqs: s.seqs, view: view(s.state) })),
      earlier: r.earlier,
    };
  }
}

/** What sending a catch-up reads of its room (the room itself, as its helpers see it: room-host.ts). */
export interface CatchUpRoom {
  readonly catchUp: CatchUpRecord;
  /** The connection holding the seat. */
  holder(seat: Seat): Client | null;
  playing(): boolean;
  game(): GameState;
}

/** Sends `seat`'s connection its catch-up when the game is in play, it is that seat's turn and the other seat has acted since. */
export function sendCatchUp(room: CatchUpRoom, seat: Seat): void {
  const client = room.holder(seat);
  if (!client || !room.playing() || room.game().toAct !== seat) return;
  const message = room.catchUp.messageFor(seat);
  if (message) sendToClient(client, 'catchUp', message);
}
