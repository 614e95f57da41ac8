/**
 * The end screen's Panic chart (logic/panic-chart.ts, drawn by ui/game-figures.ts) from a real
 * game's record through the rules' summarizeGame: in a game where Panic rose, the chart is not
 * flat and its points carry the levels each turn reached before Phase 6 set it back to 0.
 */
import { applyAction, legalActions, newGame, summarizeGame, type Action } from '@stronghold/rules';
import { panicChartGeometry } from '../src/logic/panic-chart';

/** A whole game of seeded random moves (busy ones preferred), as the server records it. */
function record(seed: number): Action[] {
  let s = newGame({ seed, ruleset: 'undead' });
  const actions: Action[] = [];
  let x = seed * 7919 + 1;
  const rnd = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 20_000 && !s.winner; i++) {
    const legal = legalActions(s);
    const busy = legal.filter((a) => a.type !== 'done');
    const pool = busy.length && rnd() < 0.8 ? busy : legal;
    const a = pool[Math.floor(rnd() * pool.length)];
    if (!a) throw new Error('no legal action');
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.state;
  }
  return actions;
}

test('a game where Panic rose to 2 and 3 draws them: the chart is not flat and its points read the real levels', () => {
  const { panicByTurn } = summarizeGame(4, record(4));
  expect(panicByTurn.slice(0, 2)).toEqual([2, 3]);
  const { points, axisY } = panicChartGeometry(panicByTurn, 260, 90, 18);
  expect(points.map((p) => p.level)).toEqual(panicByTurn);
  // Turn II (3) higher than turn I (2), both above the axis (0).
  const [first, second] = points;
  if (!first || !second) throw new Error('two turns at least');
  expect(second.y).toBeLessThan(first.y);
  expect(first.y).toBeLessThan(axisY);
  expect(new Set(points.map((p) => p.y)).size).toBeGreaterThan(1);
});

test('a level below 0 within a turn is drawn below the axis, inside the chart', () => {
  const { points, axisY } = panicChartGeometry([1, -2, 0], 260, 90, 18);
  const [, below, zero] = points;
  expect(below?.y).toBeGreaterThan(axisY);
  expect(below?.y).toBeLessThanOrEqual(90 - 18);
  expect(zero?.y).toBe(axisY);
});
