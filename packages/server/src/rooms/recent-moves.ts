/**
 * The game's latest applied actions, each with the state it was taken in. A player whose
 * connection dropped right after sending an action cannot tell from the state alone whether the
 * action was applied (the opponent or the computer may have moved since): the `seat` greeting
 * lists that seat's own recent actions, so its client knows, and sends again only what was not.
 */
import type { Action } from '@stronghold/rules';
import type { SeatMove } from '@stronghold/protocol';
import type { Viewer } from './game-log';

/** Enough to cover every action taken while one player was away for a reconnection. */
const KEPT = 16;

export class RecentMoves {
  private moves: SeatMove[] = [];

  /** `stateId`: the state the action was taken in (the one before it). */
  record(stateId: number, action: Action): void {
    this.moves.push({ stateId, action });
    if (this.moves.length > KEPT) this.moves.shift();
  }

  /** The seat's own actions among the recent ones (oldest first); a spectator sees none. */
  forSeat(seat: Viewer): SeatMove[] {
    if (seat === 'spectator') return [];
    return this.moves.filter((m) => m.action.seat === seat);
  }
}
