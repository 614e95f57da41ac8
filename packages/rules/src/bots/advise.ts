/**
 * "What would the computer do?": the Hard search's choice for the seat to act, with the
 * evaluation terms that choice moves most (the reason a hint can give) and the search's estimate
 * of the Invader's chance to win. Like every bot it decides from the seat's view and its legal
 * actions only (never the full state), with randomness from the given seed alone.
 */
import type { Action } from '../actions/schema';
import { applyAction } from '../game';
import type { Seat } from '../state/types';
import { assertLegal, type Budget, type DecideInput } from './bot';
import { botRng, type BotRng } from './bot-rng';
import { determinize } from './determinize';
import { EVAL_TERMS, evalTerms, type EvalTerm } from './evaluate';
import { DEFAULT_HARD_BUDGET, DEFAULT_VALUE_MODEL, hardSearch, type HardOptions } from './hard-bot';
import { termDeltas, type ValueModel } from './value-model';

export interface AdviceTerm {
  term: EvalTerm;
  /**
   * How much the action moved this term, in logit units of the advised seat's win chance under
   * the search's model (mean over sampled states; a won game counts DECIDED_LOGIT on `win`).
   */
  delta: number;
}

export interface Advice {
  action: Action;
  /** The terms the action moved (non-zero deltas only), largest |delta| first. */
  terms: readonly AdviceTerm[];
  /** The search's estimate at the root that the Invader wins, 0..1 (whichever seat is advised). */
  invaderWinChance: number;
}

/** States sampled to measure the terms an action moves (its effect may depend on hidden cards). */
const TERM_SAMPLES = 4;

/** The terms `action` moves for `seat`, averaged over a few states sampled from the view. */
export function actionTerms(
  input: Pick<DecideInput, 'view'>,
  action: Action,
  seat: Seat,
  rng: BotRng,
  model: ValueModel = DEFAULT_VALUE_MODEL,
): AdviceTerm[] {
  const total = Object.fromEntries(EVAL_TERMS.map((k) => [k, 0])) as Record<EvalTerm, number>;
  let n = 0;
  for (let i = 0; i < TERM_SAMPLES; i++) {
    const world = determinize(input.view, rng);
    const r = applyAction(world, action);
    if (!r.ok) continue;
    const moved = termDeltas(evalTerms(world), evalTerms(r.state), seat, model);
    for (const k of EVAL_TERMS) total[k] += moved[k];
    n += 1;
  }
  return EVAL_TERMS.map((term) => ({ term, delta: n ? total[term] / n : 0 }))
    .filter((t) => t.delta !== 0)
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
}

/**
 * Hard's choice for `input.view`'s seat (the search alone: advice keeps no memory of the game,
 * so the window discipline of a playing bot does not apply). Budget: `input.budget` (a time budget needs `input.now`),
 * else 1 s with a clock, else the default playout count (reproducible given `seed`).
 */
export function advise(input: DecideInput & { seed: number; options?: HardOptions }): Advice {
  const { view, legal, now } = input;
  assertLegal('advise', legal);
  const rng = input.rng ?? botRng(input.seed);
  const seat: Seat = view.toAct ?? legal[0].seat;
  const budget: Budget = input.budget ?? (now ? { ms: DEFAULT_HARD_BUDGET.ms } : { playouts: DEFAULT_HARD_BUDGET.playouts });
  const found = hardSearch(view, legal, rng, budget, input.options, now);
  return {
    action: found.action,
    terms: actionTerms(input, found.action, seat, rng, input.options?.model),
    invaderWinChance: found.invaderWinChance,
  };
}
