/**
 * A good first purchase for a learning game: among the building actions a listed payment
 * completes now, the one the Normal (greedy) bot of the rules package would buy, judged from
 * this seat's own view. The client decides nothing here: the candidates are the legal list's,
 * the judgement is the rules' bot.
 */
import type { Action, GameView } from '@stronghold/rules';
import { greedyBot } from '@stronghold/rules/bots';
import { affordableSlots } from './targets';

/** The suggested payment, or null when no listed payment completes a building action. */
export function suggestPurchase(view: GameView, legal: readonly Action[]): Action | null {
  // One payment per building action: the smallest listed one that completes it.
  const best = new Map<string, Extract<Action, { type: 'pay' }>>();
  for (const a of legal) {
    if (a.type !== 'pay' || affordableSlots([a], view).size === 0) continue;
    const prior = best.get(a.slot);
    if (!prior || a.amount < prior.amount) best.set(a.slot, a);
  }
  const candidates = [...best.values()];
  if (candidates.length <= 1) return candidates[0] ?? null;
  // Seeded by the position, so the same window always suggests the same purchase.
  return greedyBot(view.stateId, 'defender').decide({ view, legal: candidates });
}
