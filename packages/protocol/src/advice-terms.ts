/**
 * Which way an advice term's amount moves: a hint or a review carries each reason as the change
 * of that term's weighted score from the advised seat's side (`delta`), and a client words it as
 * "more" or "fewer" of the thing itself (more undead on the walls, less panic, ...).
 */
import type { Seat } from '@stronghold/rules';
import { type EvalTerm, HARD_VALUE_MODEL } from '@stronghold/rules/bots';

/** true when the action raises the term's amount (more of it), false when it lowers it. */
export function termGrows(term: EvalTerm, seat: Seat, delta: number): boolean {
  // What one more of the term is worth to `seat` under the model hints and reviews search with
  // (weights from the Invader's side; a won game is `win` +1).
  const invaderWorth = term === 'win' ? 1 : HARD_VALUE_MODEL.weights[term];
  const worth = seat === 'invader' ? invaderWorth : -invaderWorth;
  return worth === 0 ? delta > 0 : delta > 0 === worth > 0;
}
