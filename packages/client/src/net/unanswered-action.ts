/**
 * The action this seat sent that no answer has settled yet, and what becomes of it when a new
 * connection (the SDK's reconnection or a new join) greets the seat. On a new connection the room
 * sends its state first, then the `seat` greeting, which lists the seat's own latest applied
 * actions (`recent`), then, when the seat must act, a full `legal` list. So the action was
 * applied when `recent` lists it with the state it was sent for; it goes again (once) when the
 * game is still at that state and the first `legal` list holds it; otherwise it was not applied,
 * and the player is told. Pure: the session (connection.ts) sends and tells.
 */
import { sameAction, type Action, type Seat, type Viewer } from '@stronghold/rules';
import type { SeatMove } from '@stronghold/protocol';

export interface SentAction {
  /** The state it was sent for. */
  readonly stateId: number;
  readonly action: Action;
}

/** Where the game stands: its state, and the seat that must act (null when the game is not being played). */
export interface Position {
  readonly stateId: number;
  readonly toAct: Seat | null;
}

/** What the session does now: nothing, send the action again, or tell the player it was not applied. */
export type Settlement = 'none' | 'resend' | 'not_applied';

/** Refusals that answer a hint request, never an action. */
const HINT_ONLY_ERRORS: readonly string[] = ['no_hints', 'hint_pending'];

/** The game's position in the room state as `toJSON()` gives it (`state.game.stateId`, `toAct`, `state.status`). */
export function positionOf(state: unknown): Position | null {
  const s = (state ?? {}) as { status?: unknown; game?: { stateId?: unknown; toAct?: unknown } };
  const stateId = s.game?.stateId;
  if (typeof stateId !== 'number') return null;
  const toAct = s.game?.toAct;
  const acting = s.status === 'playing' && (toAct === 'invader' || toAct === 'defender') ? toAct : null;
  return { stateId, toAct: acting };
}

export class UnansweredAction {
  private sent: SentAction | null = null;
  /** A new connection found the game still at the action's state, this seat to act: its first `legal` decides. */
  private awaitingLegal = false;

  /** The action still waiting for an answer, if any. */
  get pending(): SentAction | null {
    return this.sent;
  }

  /** An action just sent, or kept back because the socket was down: the latest one counts. */
  remember(stateId: number, action: Action): void {
    this.sent = { stateId, action };
    this.awaitingLegal = false;
  }

  /** A new connection's `seat` greeting, with the position of the state that came before it. */
  greeting(seat: Viewer, recent: readonly SeatMove[] | undefined, position: Position | null): Settlement {
    const sent = this.sent;
    this.awaitingLegal = false;
    if (!sent) return 'none';
    if ((recent ?? []).some((m) => m.stateId === sent.stateId && sameAction(m.action, sent.action))) {
      this.sent = null;
      return 'none';
    }
    const unchanged = position?.stateId === sent.stateId;
    // A concession is never in `legal` (any state of a game in play takes it): the state alone says it can go again.
    if (unchanged && position.toAct !== null && sent.action.type === 'concede') return 'resend';
    if (unchanged && position.toAct === seat) {
      this.awaitingLegal = true;
      return 'none';
    }
    this.sent = null;
    return 'not_applied';
  }

  /**
   * A `legal` list. The first after a greeting that left the action open decides it; any other
   * answers the action once it is for a later state (the server's reply on the same connection).
   */
  legal(stateId: number, actions: readonly Action[]): Settlement {
    const sent = this.sent;
    if (!sent) return 'none';
    if (this.awaitingLegal) {
      this.awaitingLegal = false;
      if (stateId === sent.stateId && actions.some((a) => sameAction(a, sent.action))) return 'resend';
      this.sent = null;
      return 'not_applied';
    }
    if (stateId > sent.stateId) this.sent = null;
    return 'none';
  }

  /** An `error` message: the server refused the action (nothing changed), unless it answers a hint. */
  error(code: string): void {
    if (HINT_ONLY_ERRORS.includes(code)) return;
    this.sent = null;
    this.awaitingLegal = false;
  }
}
