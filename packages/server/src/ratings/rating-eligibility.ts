/**
 * Whether a rated game's result may move ratings (rating-rules.ts), from what the stores keep:
 * the game's recorded actions and the results already counted between the same two accounts.
 * Pure.
 */
import type { Seat } from '@stronghold/rules';
import type { NotRatedReason } from '@stronghold/protocol';
import type { RatingRules } from './rating-rules';

/**
 * The decisions each seat made in a game's record (actions as stored, each naming its seat): a
 * concession or a loss on time is no decision, an undo takes the seat's last one back.
 */
export function decisionsBySeat(actions: readonly unknown[]): Record<Seat, number> {
  const made: Record<Seat, number> = { invader: 0, defender: 0 };
  for (const action of actions) {
    if (!action || typeof action !== 'object') continue;
    const { type, seat } = action as { type?: unknown; seat?: unknown };
    if (seat !== 'invader' && seat !== 'defender') continue;
    if (type === 'concede' || type === 'timeout') continue;
    made[seat] = type === 'undo' ? Math.max(0, made[seat] - 1) : made[seat] + 1;
  }
  return made;
}

/**
 * Why the result moves no rating, or null when it does: too few decisions on either side is
 * checked first (it says the more about the game itself).
 */
export function whyNotRated(
  decisions: Record<Seat, number>,
  countedBetweenPair: number,
  rules: Pick<RatingRules, 'minDecisionsPerSide' | 'pairResultsPerWindow'>,
): NotRatedReason | null {
  if (Math.min(decisions.invader, decisions.defender) < rules.minDecisionsPerSide) return 'too_few_decisions';
  if (countedBetweenPair >= rules.pairResultsPerWindow) return 'repeated_pairing';
  return null;
}
