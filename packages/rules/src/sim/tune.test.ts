/**
 * The tuning script's fit (docs/rules/self-play.md "Win-chance model and tuning"): the logistic
 * regression recovers the weights that made the data, the sign constraint holds, the scores are
 * the textbook ones, and positions come from reproducible self-play.
 */
import { botRng } from '../bots/bot-rng';
import { collect, FIT_TERMS, fitLogistic, fitWithSigns, parseTuneArgs, scoreFit } from './tune';

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** n rows of two features in [-1, 1] with outcomes drawn from sigmoid(bias + w·x) (a seeded generator). */
function synthetic(n: number, bias: number, w: readonly [number, number]): { xs: number[][]; ys: number[] } {
  const rng = botRng(12345);
  const u = (): number => rng.int(0, 1_000_000) / 1_000_000;
  const xs: number[][] = [];
  const ys: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = [2 * u() - 1, 2 * u() - 1];
    xs.push(x);
    ys.push(u() < sigmoid(bias + w[0] * (x[0] ?? 0) + w[1] * (x[1] ?? 0)) ? 1 : 0);
  }
  return { xs, ys };
}

describe('tuning the win-chance model', () => {
  test('the fit recovers the bias and weights that generated the outcomes', () => {
    const { xs, ys } = synthetic(4000, 0.5, [1.5, -2]);
    const [b, w1, w2] = fitLogistic(xs, ys, 0.01);
    expect(b).toBeCloseTo(0.5, 0);
    expect(w1).toBeGreaterThan(1.1);
    expect(w1).toBeLessThan(1.9);
    expect(w2).toBeGreaterThan(-2.4);
    expect(w2).toBeLessThan(-1.6);
  });

  test('a weight that comes out with the forbidden sign is held at 0, the others refitted', () => {
    const { xs, ys } = synthetic(4000, 0, [1.5, -2]);
    // The second feature must help the Invader (+1), but the data say it hurts.
    const [, w1, w2] = fitWithSigns(xs, ys, 0.01, [1, 1]);
    expect(w2).toBe(0);
    expect(w1).toBeGreaterThan(1);
  });

  test('log-loss and accuracy are the usual ones (a chance of 0.5 or more predicts a win)', () => {
    const r = scoreFit([0.5, 0.5, 0.9], [1, 0, 1]);
    expect(r.logLoss).toBeCloseTo((2 * Math.log(2) - Math.log(0.9)) / 3, 10);
    expect(r.accuracy).toBeCloseTo(2 / 3, 10);
  });

  test('positions come from self-play with the terms in FIT_TERMS order and the game outcome, the same twice', () => {
    const o = parseTuneArgs(['--games', '2', '--seed', '3000', '--every', '10']);
    const a = collect(o);
    expect(a.length).toBeGreaterThan(10);
    for (const d of a) {
      expect(d.x).toHaveLength(FIT_TERMS.length);
      expect([0, 1]).toContain(d.y);
    }
    // Every position of one game carries that game's outcome.
    expect(new Set(a.filter((d) => d.game === 0).map((d) => d.y)).size).toBe(1);
    expect(collect(o)).toEqual(a);
  });

  test('the options: searches take a playout budget, an unknown option is refused', () => {
    expect(parseTuneArgs(['--invader', 'hard-v1', '--defender', 'hard', '--playouts', '32'])).toMatchObject({
      invader: 'hard-v1',
      defender: 'hard',
      playouts: 32,
    });
    expect(parseTuneArgs([]).playouts).toBeUndefined();
    expect(() => parseTuneArgs(['--budget', '3'])).toThrow(/unknown option '--budget'/);
  });
});
