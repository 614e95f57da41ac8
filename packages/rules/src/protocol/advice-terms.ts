/**
 * Which way an advice term's amount moves: a hint or a review carries each reason as the change
 * of that term's weighted score from the advised seat's side (`delta`), and a client words it as
 * "more" or "fewer" of the thing itself (more undead on the walls, less panic, ...).
 */
import type { Seat } from '../state/types';
import { EVAL_TERMS, termScores, type EvalTerm, type EvalVector } from '../bots/evaluate';

/** true when the action raises the term's amount (more of it), false when it lowers it. */
export function termGrows(term: EvalTerm, seat: Seat, delta: number): boolean {
  const unit = Object.fromEntries(EVAL_TERMS.map((k) => [k, k === term ? 1 : 0])) as EvalVector;
  // The score one more of the term is worth to `seat` (its sign: whether more of it is good for the seat).
  const worth = termScores(unit, seat)[term];
  return worth === 0 ? delta > 0 : delta > 0 === worth > 0;
}
