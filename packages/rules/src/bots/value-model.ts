/**
 * The Hard search's value: the chance that the Invader wins from a position, a logistic model
 * over the evaluation's terms (evaluate.ts `evalTerms`): P = 1 / (1 + e^-(bias + Σ w·x)).
 * A decided game is 1 or 0. Hard's default is hand-set (HARD_VALUE_MODEL); a model fitted to
 * self-play outcomes comes from `npm run tune -w @stronghold/rules` (src/sim/tune.ts;
 * docs/rules/self-play.md "Win-chance model and tuning"), so the next ruleset can be tuned the
 * same way.
 */
import type { GameState, Seat } from '../state/types';
import { DEFENDER_TERMS, EVAL_TERMS, evalTerms, WEIGHTS, type EvalTerm, type EvalVector } from './evaluate';

/** The logit of the Invader's win chance: bias plus a weight per term (`win` is not used: a decided game is certain). */
export interface ValueModel {
  bias: number;
  weights: Readonly<Record<EvalTerm, number>>;
}

/** Evaluation points per unit of logit in the hand-set model (10 points: about 0.73). */
const HAND_SCALE = 10;

/** The plain evaluation's hand-set weights read as a win chance (the Defender terms count against the Invader). */
export const HAND_VALUE_MODEL: ValueModel = {
  bias: 0,
  weights: Object.fromEntries(
    EVAL_TERMS.map((k) => [k, k === 'win' ? 0 : (DEFENDER_TERMS.has(k) ? -WEIGHTS[k] : WEIGHTS[k]) / HAND_SCALE]),
  ) as Record<EvalTerm, number>,
};

/** Logit per point of each breach term in Hard's model (evaluate.ts `breachMargins`). */
export const BREACH_WEIGHTS = { breachMargin: 0.5, breachReach: 0.15 } as const;

/**
 * Hard's model: the hand-set weights plus where a breach is coming. The plain terms are totals,
 * so they cannot tell a Defender who moves a Soldier from a quiet wall to the one under attack
 * from one who moves it away; the breach terms can.
 */
export const HARD_VALUE_MODEL: ValueModel = withBreachWeights(HAND_VALUE_MODEL, BREACH_WEIGHTS);

/** `m` with the breach terms' weights set (the sim tries other values with `--breach-weights`). */
export function withBreachWeights(m: ValueModel, w: { breachMargin: number; breachReach: number }): ValueModel {
  return { bias: m.bias, weights: { ...m.weights, ...w } };
}

/** The logit of the Invader's win chance from a position's terms. */
export function invaderLogit(t: EvalVector, m: ValueModel): number {
  let z = m.bias;
  for (const k of EVAL_TERMS) if (k !== 'win') z += m.weights[k] * t[k];
  return z;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The chance that the Invader wins from `s` under model `m` (1 or 0 once the game is decided). */
export function invaderWinChance(s: GameState, m: ValueModel): number {
  if (s.winner) return s.winner.seat === 'invader' ? 1 : 0;
  return sigmoid(invaderLogit(evalTerms(s), m));
}

/** `seat`'s chance to win from `s`. */
export const winChanceFor = (s: GameState, seat: Seat, m: ValueModel): number => {
  const p = invaderWinChance(s, m);
  return seat === 'invader' ? p : 1 - p;
};

/** The logit a decided game counts for in term deltas: larger than any position's terms move. */
export const DECIDED_LOGIT = 10;

/**
 * How much each term moved from `before` to `after` in logit units of `seat`'s win chance (a won
 * game: +DECIDED_LOGIT on `win`; once decided, the other terms no longer count).
 */
export function termDeltas(before: EvalVector, after: EvalVector, seat: Seat, m: ValueModel): Record<EvalTerm, number> {
  const sign = seat === 'invader' ? 1 : -1;
  const out = {} as Record<EvalTerm, number>;
  for (const k of EVAL_TERMS) {
    if (k === 'win') out[k] = sign * DECIDED_LOGIT * (after.win - before.win);
    else out[k] = after.win !== 0 ? 0 : sign * m.weights[k] * (after[k] - before[k]);
  }
  return out;
}
