/**
 * Tuning the Hard search's win-chance model from self-play (docs/rules/self-play.md "Win-chance model and tuning"):
 *   npm run tune -w @stronghold/rules -- [--games N] [--seed S] [--every K] [--invader normal] [--defender normal] [--playouts N]
 * plays N self-play games (game k: seed S + k), takes every K-th position of each with the
 * evaluation's terms (bots/evaluate.ts `evalTerms`) and the game's outcome, and fits a logistic
 * regression P(Invader wins) = sigmoid(bias + Σ w·x) with an L2 penalty by Newton's method on the
 * first 80 % of the games, each weight held to the sign of the hand-set one (FIT_SIGNS). It prints the held-out log-loss and accuracy of the fit beside those
 * of the hand-set weights (with their scale fitted the same way, so only their shape is compared),
 * and the fitted model as TypeScript for bots/tuned-value-model.ts.
 * A small hand-written fit: the packaged ones (e.g. ml-logistic-regression) fit multi-class
 * models by gradient descent with a fixed step count and no penalty.
 */
import { EVAL_TERMS, evalTerms, type EvalTerm } from '../bots/evaluate';
import { HARD_VALUE_MODEL, invaderLogit, type ValueModel } from '../bots/value-model';
import { applyAction, legalActions } from '../game';
import { newGame } from '../new-game';
import { viewFor } from '../view/view-for';
import { makeBot, type BotKind } from './self-play';

/** The terms the fit uses: all but `win` (a decided game is certain). */
export const FIT_TERMS = EVAL_TERMS.filter((k): k is Exclude<EvalTerm, 'win'> => k !== 'win');

export interface Sample {
  /** The terms of a position, in FIT_TERMS order. */
  x: number[];
  /** 1 if the Invader won the game, else 0. */
  y: number;
  /** The game it comes from (for a split by game). */
  game: number;
}

export interface TuneOptions {
  games: number;
  seed: number;
  every: number;
  invader: BotKind;
  defender: BotKind;
  botSeed: number;
  /** The searches' playouts per decision (Hard, hard-v1); default: their own default budget. */
  playouts?: number;
}

/** Positions of self-play games with their outcome (games without a winner are left out). */
export function collect(o: TuneOptions): Sample[] {
  const out: Sample[] = [];
  for (let g = 0; g < o.games; g++) {
    const seed = o.seed + g;
    const budget = o.playouts === undefined ? undefined : { playouts: o.playouts };
    const bots = {
      invader: makeBot(o.invader, o.botSeed + g, 'invader', budget),
      defender: makeBot(o.defender, o.botSeed + g, 'defender', budget),
    };
    let s = newGame({ seed, ruleset: 'undead' });
    const positions: number[][] = [];
    for (let i = 0; i < 5000 && !s.winner; i++) {
      const legal = legalActions(s);
      const seat = s.toAct;
      if (legal.length === 0 || !seat) break;
      if (i % o.every === 0) {
        const t = evalTerms(s);
        positions.push(FIT_TERMS.map((k) => t[k]));
      }
      const r = applyAction(s, bots[seat].decide({ view: viewFor(s, seat), legal }));
      if (!r.ok) break;
      s = r.state;
    }
    if (!s.winner) continue;
    const y = s.winner.seat === 'invader' ? 1 : 0;
    for (const x of positions) out.push({ x, y, game: g });
  }
  return out;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Solve A v = b (A symmetric positive definite, small) by Gaussian elimination with pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  const at = (i: number): number[] => m[i] ?? [];
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(at(r)[c] ?? 0) > Math.abs(at(p)[c] ?? 0)) p = r;
    [m[c], m[p]] = [at(p), at(c)];
    const pivot = at(c)[c] ?? 1;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = (at(r)[c] ?? 0) / pivot;
      for (let k = c; k <= n; k++) at(r)[k] = (at(r)[k] ?? 0) - f * (at(c)[k] ?? 0);
    }
  }
  return Array.from({ length: n }, (_, i) => (at(i)[n] ?? 0) / (at(i)[i] ?? 1));
}

/**
 * L2-penalised logistic regression by Newton's method on rows [1, ...x] (the bias unpenalised).
 * Returns the coefficients, bias first.
 */
export function fitLogistic(xs: readonly (readonly number[])[], ys: readonly number[], l2 = 1, iterations = 25): number[] {
  const d = (xs[0]?.length ?? 0) + 1;
  let w = new Array<number>(d).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(d).fill(0);
    const hess = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    xs.forEach((x, n) => {
      const row = [1, ...x];
      const p = sigmoid(row.reduce((a, v, i) => a + v * (w[i] ?? 0), 0));
      const e = p - (ys[n] ?? 0);
      const h = p * (1 - p);
      for (let i = 0; i < d; i++) {
        const ri = row[i] ?? 0;
        grad[i] = (grad[i] ?? 0) + e * ri;
        const hi = hess[i] ?? [];
        for (let j = 0; j < d; j++) hi[j] = (hi[j] ?? 0) + h * ri * (row[j] ?? 0);
      }
    });
    for (let i = 1; i < d; i++) {
      grad[i] = (grad[i] ?? 0) + l2 * (w[i] ?? 0);
      const hi = hess[i] ?? [];
      hi[i] = (hi[i] ?? 0) + l2;
    }
    const step = solve(hess, grad);
    w = w.map((v, i) => v - (step[i] ?? 0));
    if (step.every((s) => Math.abs(s) < 1e-9)) break;
  }
  return w;
}

/**
 * The sign each term's weight must have (+1 good for the Invader, -1 good for the Defender, 0
 * free), from Hard's hand-set model (HARD_VALUE_MODEL): a search follows the model's every slope, so a weight that only
 * reflects a correlation of the games it was fitted on (fewer dead Defenders in the games the
 * Invader won, say) would teach it to avoid killing Defenders.
 */
export const FIT_SIGNS: readonly number[] = FIT_TERMS.map((k) =>
  // The hand-set gateDestroyed is negative only to offset the full damage a destroyed gate keeps; a breach is never bad for the Invader.
  k === 'gateDestroyed' ? 1 : Math.sign(HARD_VALUE_MODEL.weights[k]),
);

/**
 * fitLogistic with the weights held to FIT_SIGNS: a weight that comes out with the wrong sign is
 * fixed at 0 and the rest refitted, until every weight has an allowed sign (an active-set method).
 */
export function fitWithSigns(xs: readonly (readonly number[])[], ys: readonly number[], l2 = 1, signs = FIT_SIGNS): number[] {
  const free = new Set(signs.map((_, i) => i));
  for (;;) {
    const cols = [...free];
    const w = fitLogistic(
      xs.map((x) => cols.map((i) => x[i] ?? 0)),
      ys,
      l2,
    );
    const full = new Array<number>(signs.length + 1).fill(0);
    full[0] = w[0] ?? 0;
    cols.forEach((i, j) => (full[i + 1] = w[j + 1] ?? 0));
    const wrong = cols.filter((i) => (signs[i] ?? 0) * (full[i + 1] ?? 0) < 0);
    if (wrong.length === 0) return full;
    // Drop the worst offender only: the others may turn right once it is gone.
    const worst = wrong.reduce((a, b) => (Math.abs(full[b + 1] ?? 0) > Math.abs(full[a + 1] ?? 0) ? b : a));
    free.delete(worst);
  }
}

/** Mean log-loss and accuracy of predicted chances `p` for outcomes `y`. */
export function scoreFit(p: readonly number[], y: readonly number[]): { logLoss: number; accuracy: number } {
  let loss = 0;
  let right = 0;
  p.forEach((q, i) => {
    const c = Math.min(1 - 1e-12, Math.max(1e-12, q));
    const yi = y[i] ?? 0;
    loss -= yi * Math.log(c) + (1 - yi) * Math.log(1 - c);
    if ((q >= 0.5 ? 1 : 0) === yi) right += 1;
  });
  return { logLoss: p.length ? loss / p.length : 0, accuracy: p.length ? right / p.length : 0 };
}

export interface TuneResult {
  model: ValueModel;
  positions: { train: number; test: number };
  tuned: { logLoss: number; accuracy: number };
  hand: { logLoss: number; accuracy: number };
  /** Log-loss of always predicting the training set's Invader win rate. */
  baseline: number;
}

/** Collect, split by game (the first 80 % train), fit, and score both models on the rest. */
export function tune(o: TuneOptions, l2 = 1): TuneResult {
  const data = collect(o);
  const cut = Math.floor(o.games * 0.8);
  const train = data.filter((d) => d.game < cut);
  const test = data.filter((d) => d.game >= cut);
  const w = fitWithSigns(
    train.map((d) => d.x),
    train.map((d) => d.y),
    l2,
  );
  const model: ValueModel = {
    bias: w[0] ?? 0,
    weights: Object.fromEntries([['win', 0], ...FIT_TERMS.map((k, i) => [k, w[i + 1] ?? 0])]) as Record<EvalTerm, number>,
  };
  const termsOf = (x: readonly number[]) =>
    Object.fromEntries([['win', 0], ...FIT_TERMS.map((k, i) => [k, x[i] ?? 0])]) as Record<EvalTerm, number>;
  // The hand-set weights, their scale and offset fitted on the same training positions.
  const handLogit = (x: readonly number[]) => invaderLogit(termsOf(x), HARD_VALUE_MODEL);
  const [b0, b1] = fitLogistic(
    train.map((d) => [handLogit(d.x)]),
    train.map((d) => d.y),
    0,
  ) as [number, number];
  const ys = test.map((d) => d.y);
  const rate = train.reduce((a, d) => a + d.y, 0) / Math.max(1, train.length);
  return {
    model,
    positions: { train: train.length, test: test.length },
    tuned: scoreFit(
      test.map((d) => sigmoid(invaderLogit(termsOf(d.x), model))),
      ys,
    ),
    hand: scoreFit(
      test.map((d) => sigmoid(b0 + b1 * handLogit(d.x))),
      ys,
    ),
    baseline: scoreFit(
      test.map(() => rate),
      ys,
    ).logLoss,
  };
}

/** The script's options from its arguments (defaults: 300 Normal-vs-Normal games from seed 50000, every 4th position). */
export function parseTuneArgs(argv: readonly string[]): TuneOptions {
  const o: TuneOptions = { games: 300, seed: 50_000, every: 4, invader: 'normal', defender: 'normal', botSeed: 90_000 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, v] = [argv[i], argv[i + 1] ?? ''];
    if (flag === '--games') o.games = Number(v);
    else if (flag === '--seed') o.seed = Number(v);
    else if (flag === '--every') o.every = Number(v);
    else if (flag === '--bot-seed') o.botSeed = Number(v);
    else if (flag === '--invader') o.invader = v as BotKind;
    else if (flag === '--defender') o.defender = v as BotKind;
    else if (flag === '--playouts') o.playouts = Number(v);
    else throw new Error(`unknown option '${flag ?? ''}'`);
  }
  return o;
}

if (require.main === module) {
  const o = parseTuneArgs(process.argv.slice(2));
  const r = tune(o);
  const f = (x: { logLoss: number; accuracy: number }) => `log-loss ${x.logLoss.toFixed(4)}, accuracy ${(100 * x.accuracy).toFixed(1)} %`;
  const budget = o.playouts === undefined ? '' : `, ${String(o.playouts)} playouts`;
  console.log(
    `games: ${o.games} (seeds ${o.seed}..${o.seed + o.games - 1}), ${o.invader} vs ${o.defender}${budget}, every ${o.every}th position`,
  );
  console.log(`positions: ${r.positions.train} to fit (first 80 % of the games), ${r.positions.test} held out`);
  console.log(`held out, constant rate: log-loss ${r.baseline.toFixed(4)}`);
  console.log(`held out, Hard's hand-set weights (scale fitted): ${f(r.hand)}`);
  console.log(`held out, fitted weights: ${f(r.tuned)}`);
  const round = (v: number) => Number(v.toPrecision(4));
  console.log('// bots/tuned-value-model.ts');
  console.log(
    `export const TUNED_VALUE_MODEL: ValueModel = ${JSON.stringify({ bias: round(r.model.bias), weights: Object.fromEntries(EVAL_TERMS.map((k) => [k, round(r.model.weights[k])])) }, null, 2)};`,
  );
}
