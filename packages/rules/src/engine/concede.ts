/**
 * Conceding: a seat gives up, at any moment of a game not over, whoever is to act; the other
 * seat wins. It is an action like any other (recorded, replayed exactly), but never listed
 * among the legal actions, so no bot or menu offers it by accident.
 */
import type { GameState, Seat } from '../state/types';
import { log, type Ctx } from './events';

const NAME: Record<Seat, string> = { invader: 'The Invader', defender: 'The Defender' };

/** `seat` gives up (`conceded`) or its clock ran out (`time`, the server's action in a rated game): the other seat wins. */
export function concedeBy(draft: GameState, seat: Seat, how: 'conceded' | 'time', ctx: Ctx, stateId: number): void {
  const winner: Seat = seat === 'invader' ? 'defender' : 'invader';
  if (how === 'time') {
    draft.winner = { seat: winner, reason: `${NAME[seat]} ran out of time.` };
    log(ctx, 'victory.timeout', { seat });
  } else {
    draft.winner = { seat: winner, reason: `${NAME[seat]} conceded.` };
    log(ctx, 'victory.conceded', { seat });
  }
  draft.stateId = stateId;
}
