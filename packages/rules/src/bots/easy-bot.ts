/**
 * Easy level (for learning): mostly random among sensible moves. It scores a small sample of the
 * legal actions one ply deep (like the greedy bot, on one state sampled from the view) and picks
 * uniformly among those scoring at least the sample's median, so it avoids the worst blunders
 * but plays without a plan.
 */
import type { Seat } from '../state/types';
import { assertLegal, type Bot } from './bot';
import { botRng, pick, sample } from './bot-rng';
import { determinize } from './determinize';
import { scoreActions } from './one-ply';

export const EASY_SAMPLE = 12;

export function easyBot(seed: number, seat?: Seat): Bot {
  const own = botRng(seed);
  const name = seat ? `easy(${seat})` : 'easy';
  return {
    name,
    decide({ view, legal, rng: given }) {
      assertLegal(name, legal);
      if (legal.length === 1) return legal[0]!;
      const rng = given ?? own;
      const me = view.toAct ?? legal[0]!.seat;
      const scored = scoreActions(determinize(view, rng), sample(rng, legal, EASY_SAMPLE), me).sort((a, b) => b.score - a.score);
      if (scored.length === 0) return pick(rng, legal);
      const median = scored[Math.floor((scored.length - 1) / 2)]!.score;
      return pick(rng, scored.filter((c) => c.score >= median)).action;
    },
  };
}
