/**
 * Easy level (for learning): mostly random among sensible moves. It scores a small sample of the
 * legal actions one ply deep (like the greedy bot, on one state sampled from the view) and picks
 * uniformly among those scoring at least the sample's median, so it avoids the worst blunders
 * but plays without a plan. Like the greedy bot it keeps the window discipline
 * (window-discipline.ts) and never goes back to a position of this turn,
 * and after EASY_PATIENCE decisions in one turn it plays the greedy choice: free moves (a
 * Footbridge swap) score like the others, and a random walk among them could last for ever.
 */
import { itemAt } from '../engine/item-at';
import type { Seat } from '../state/types';
import type { Action } from '../actions/schema';
import type { GameView } from '../view/view-for';
import type { Bot, LegalActions } from './bot';
import { pick, sample, type BotRng } from './bot-rng';
import { determinize } from './determinize';
import { greedyChoice } from './greedy-bot';
import { disciplinedBot } from './window-discipline';
import { publicKey, scoreActions } from './one-ply';

export const EASY_SAMPLE = 12;
export const EASY_PATIENCE = 40;

export function easyBot(seed: number, seat?: Seat): Bot {
  const choose = (view: GameView, legal: LegalActions, rng: BotRng, seen: ReadonlySet<string>): Action => {
    if (legal.length === 1) return legal[0];
    if (seen.size > EASY_PATIENCE) return greedyChoice(view, legal, rng, seen);
    const me = view.toAct ?? legal[0].seat;
    const scored = scoreActions(determinize(view, rng), sample(rng, legal, EASY_SAMPLE), me)
      .filter((c) => !seen.has(publicKey(c.state, me)))
      .sort((a, b) => b.score - a.score);
    if (scored.length === 0) return greedyChoice(view, legal, rng, seen);
    const median = itemAt(scored, Math.floor((scored.length - 1) / 2), 'easy: the median candidate').score;
    return pick(
      rng,
      scored.filter((c) => c.score >= median),
    ).action;
  };
  return disciplinedBot(seat ? `easy(${seat})` : 'easy', seed, choose);
}
