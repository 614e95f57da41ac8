/**
 * advise() (docs/rules/self-play.md "Advice"): the Hard search's choice from a seat's view, the
 * evaluation terms it moves and the Invader's win chance at the root.
 */
import { legalActions } from '../game';
import { randomStates } from '../sim/random-states';
import { must } from '../testing/must';
import { viewFor } from '../view/view-for';
import { advise } from './advise';
import { EVAL_TERMS } from './evaluate';

const positions = randomStates([303, 304], 7)
  .filter((s) => s.toAct && legalActions(s).length >= 3)
  .filter((_, i) => i % 10 === 0)
  .slice(0, 6);

describe('advise', () => {
  test('the positions cover both seats', () => {
    expect(new Set(positions.map((s) => s.toAct)).size).toBe(2);
  });

  test('returns one of the legal actions, terms sorted by |delta| (named terms, none zero) and a chance in [0, 1]', () => {
    for (const s of positions) {
      const seat = must(s.toAct, 'a seat to act');
      const legal = legalActions(s);
      const a = advise({ view: viewFor(s, seat), legal, seed: 5, budget: { playouts: 24 } });
      expect(legal).toContainEqual(a.action);
      expect(a.invaderWinChance).toBeGreaterThanOrEqual(0);
      expect(a.invaderWinChance).toBeLessThanOrEqual(1);
      for (const t of a.terms) {
        expect(EVAL_TERMS).toContain(t.term);
        expect(t.delta).not.toBe(0);
      }
      const sizes = a.terms.map((t) => Math.abs(t.delta));
      expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    }
  }, 60_000);

  test('the same seed and playout budget give the same advice', () => {
    const s = must(positions[0], 'a position');
    const seat = must(s.toAct, 'a seat to act');
    const input = { view: viewFor(s, seat), legal: legalActions(s), budget: { playouts: 24 } };
    expect(advise({ ...input, seed: 9 })).toEqual(advise({ ...input, seed: 9 }));
  }, 30_000);

  test("a time budget ends with the caller's clock", () => {
    const s = must(positions[1], 'a position');
    const seat = must(s.toAct, 'a seat to act');
    let t = 0;
    const a = advise({ view: viewFor(s, seat), legal: legalActions(s), seed: 1, budget: { ms: 100 }, now: () => (t += 1) });
    expect(legalActions(s)).toContainEqual(a.action);
    expect(t).toBeLessThan(400);
  }, 30_000);
});
