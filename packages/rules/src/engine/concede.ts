/**
 * Conceding: a seat gives up, at any moment of a game not over, whoever is to act; the other
 * seat wins. It is an action like any other (recorded, replayed exactly), but never listed
 * among the legal actions, so no bot or menu offers it by accident.
 */
import type { GameState, Seat } from '../state/types';
import { log, type Ctx } from './events';

const NAME: Record<Seat, string> = { invader: 'The Invader', defender: 'The Defender' };

export function concedeBy(draft: GameState, seat: Seat, ctx: Ctx, stateId: number): void {
  const winner: Seat = seat === 'invader' ? 'defender' : 'invader';
  draft.winner = { seat: winner, reason: `${NAME[seat]} conceded.` };
  log(ctx, 'victory.conceded', { seat });
  draft.stateId = stateId;
}
