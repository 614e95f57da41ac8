/**
 * applyAction validates an action against its handler's candidates only, never the
 * whole legal list: the guarantee "applyAction accepts an action iff legalActions lists it" is
 * checked here over seeded random games, with listed actions and sampled variants of them.
 */
import type { Action } from '../actions/schema';
import { botRng, sample, type BotRng } from '../bots/random-bot';
import { newGame } from '../new-game';
import type { GameState } from '../state/types';
import { actionKey } from './action-key';
import { applyAction, isListed, legalActions } from '../game';
import { itemAt } from './item-at';

type Loose = Record<string, string | number>;

/** Values seen for each action field, so variants stay well-formed and plausible. */
function learn(domain: Map<string, Set<string | number>>, legal: readonly Action[]): void {
  for (const a of legal) {
    for (const [k, v] of Object.entries(a)) {
      let values = domain.get(k);
      if (!values) domain.set(k, (values = new Set()));
      values.add(typeof v === 'object' ? JSON.stringify(v) : v);
    }
  }
}

/** Actions one step away from `a`: one field changed, or another type from the same seat. */
function variants(rng: BotRng, a: Action, domain: Map<string, Set<string | number>>): unknown[] {
  const out: unknown[] = [
    { type: 'done', seat: a.seat },
    { type: 'closeCouncil', seat: a.seat },
    { type: 'choose', seat: a.seat, option: 'w1' },
    { type: 'drawMana', seat: a.seat },
  ];
  for (const [k, v] of Object.entries(a)) {
    if (k === 'type' || k === 'seat') continue;
    const pool = [...(domain.get(k) ?? [])].filter((x) => x !== v && typeof x === typeof v);
    for (const other of sample(rng, pool, 3)) out.push({ ...(a as Loose), [k]: other });
  }
  return out;
}

describe('applyAction accepts an action iff legalActions lists it (bad input is refused and changes nothing)', () => {
  test.each([21, 22, 23])('seed %i: every listed action is accepted, every unlisted variant refused', (seed) => {
    const rng = botRng(seed);
    const domain = new Map<string, Set<string | number>>();
    let s: GameState = newGame({ seed, ruleset: 'undead' });
    let checkedVariants = 0;
    let refusedVariants = 0;
    while (s.phase !== 'ended') {
      const legal = legalActions(s);
      learn(domain, legal);
      const listed = new Set(legal.map(actionKey));
      for (const a of sample(rng, legal, 15)) {
        expect(isListed(s, a)).toBe(true);
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(`seed ${seed}: listed ${JSON.stringify(a)} refused: ${r.error.code}: ${r.error.message}`);
      }
      for (const a of sample(rng, legal, 4)) {
        for (const v of variants(rng, a, domain)) {
          const isIn = listed.has(actionKey(v as object));
          const r = applyAction(s, v);
          checkedVariants++;
          if (r.ok !== isIn) throw new Error(`seed ${seed}: ${JSON.stringify(v)} listed=${isIn} but ok=${r.ok}`);
          if (!r.ok) {
            refusedVariants++;
            expect(r.error.code).not.toBe('internal_error');
          }
        }
      }
      const r = applyAction(s, legal[rng.int(0, legal.length - 1)]);
      if (!r.ok) throw new Error(r.error.message);
      // The list applyAction returns is the one legalActions gives for the new state.
      expect(r.legal).toEqual(legalActions(r.state));
      s = r.state;
    }
    expect(checkedVariants).toBeGreaterThan(500);
    expect(refusedVariants).toBeGreaterThan(100);
  });

  test('an action for the seat that is not to act, or after the end, is never listed', () => {
    const s = newGame({ seed: 24 });
    const a = itemAt(legalActions(s), 0, 'legal actions');
    expect(isListed(s, { ...a, seat: a.seat === 'invader' ? 'defender' : 'invader' } as Action)).toBe(false);
    const ended: GameState = { ...s, phase: 'ended', toAct: null, winner: { seat: 'invader', reason: 'test' } };
    expect(isListed(ended, a)).toBe(false);
  });
});
