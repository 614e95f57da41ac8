import { PANIC_IDS, type PanicId } from '../cards/panic';
import { cleanUp } from '../phases/cleanup-phase';
import type { GameState } from '../state/types';
import { answer, mustApply } from '../testing/play';
import { scenario } from '../testing/scenario';

const top = (s: GameState) => {
  const p = s.prompts[s.prompts.length - 1];
  if (!p || p.kind !== 'choice') throw new Error('expected a choice prompt');
  return p;
};

/** The start of turn II with these Panic cards drawn in turn I. */
const turnStart = (drawn: PanicId[], change: (s: GameState) => void = () => {}) =>
  mustApply(
    scenario({ seed: 3 })
      .turn(2)
      .phase('supply', 'start')
      .with((s) => {
        s.decks.panic = s.decks.panic.filter((c) => !drawn.includes(c));
        s.panic.drawn = [...drawn];
        change(s);
      })
      .defenderWindow(0, true)
      .build(),
    { type: 'done', seat: 'defender' },
  ).state;

describe('Panic cards in force at the next turn start', () => {
  test('cards.md Panic cards / seed 000 "Phase 6: Panic": drawn cards come into force, the Invader picks targets one card at a time; Desertion sends a Soldier to the reserve; each card goes back into the deck once its effect is applied', () => {
    const s0 = turnStart(['desertion', 'dark-fears', 'lost-time']);
    const p = top(s0);
    expect(p.id).toBe('panic.target');
    expect(p.seat).toBe('invader');
    expect(p.context.card).toBe('desertion');
    expect(p.options).toHaveLength(10);
    const reserve = s0.defender.reserve.soldier;
    const s1 = answer(s0, 'invader', 'w3');
    expect(s1.board.walls.w3.defenders.soldier).toBe(0);
    expect(s1.defender.reserve.soldier).toBe(reserve + 1);
    expect(top(s1).context.card).toBe('dark-fears');
    expect(top(s1).options).toEqual(['left', 'front', 'right']);
    // Still choosing targets: every drawn card is in force, none is back in the deck yet.
    expect(s1.panic.active.map((p) => p.card)).toEqual(['desertion', 'dark-fears', 'lost-time']);
    expect(s1.decks.panic).toHaveLength(9);
    const s2 = answer(s1, 'invader', 'front');
    // Desertion has had its effect (back in the deck); Lost Time has cut Phase 1's Hourglasses
    // (back in the deck); Dark Fears lasts the turn.
    expect(s2.panic.active).toEqual([{ card: 'dark-fears', target: 'front' }]);
    expect(s2.panic.drawn).toEqual([]);
    expect(s2.decks.panic).toHaveLength(11);
    expect(s2.decks.panic).toEqual(expect.arrayContaining(['desertion', 'lost-time']));
    expect(s2.decks.panic).not.toContain('dark-fears');
  });

  test('seed 000 "Phase 6: Panic" / rulings.md "Panic (Phase 6)": a whole-turn card goes back into the deck at Clean-up', () => {
    const s0 = turnStart(['riot', 'silent-prayers']);
    const s1 = answer(s0, 'invader', 'forge');
    expect(s1.panic.active.map((p) => p.card)).toEqual(['riot', 'silent-prayers']);
    expect(s1.decks.panic).toHaveLength(10);
    cleanUp(s1);
    expect(s1.panic.active).toEqual([]);
    expect([...s1.decks.panic].sort()).toEqual([...PANIC_IDS].sort());
  });

  test("cards.md Cracked Cauldron, Sabotage, Cowardice: immediate effects on the Invader's target", () => {
    const s0 = turnStart(['cracked-cauldron', 'sabotage', 'cowardice'], (s) => {
      s.board.walls.w4.cauldron = true;
      s.defender.reserve.cauldron = 2;
      s.board.towers.t3.marksmen = 2;
    });
    // Cracked Cauldron had one possible target (w4): it resolved by itself.
    expect(s0.board.walls.w4.cauldron).toBe(false);
    expect(s0.defender.reserve.cauldron).toBe(3);
    expect(top(s0).context.card).toBe('sabotage');
    expect(top(s0).options).toHaveLength(10);
    const stones = s0.defender.reserve.stone;
    const s1 = answer(s0, 'invader', 'w7');
    expect(s1.board.walls.w7.stones).toBe(1);
    expect(s1.defender.reserve.stone).toBe(stones + 1);
    // Cowardice: t3 is the only Tower with Marksmen: resolves by itself.
    expect(s1.board.towers.t3.marksmen).toBe(1);
    expect(s1.board.courtyard.marksman).toBe(1);
  });

  test('cards.md Riot: any building but the Hospital; a targeted card with no possible target does nothing', () => {
    const s0 = turnStart(['riot', 'cracked-cauldron']);
    expect(top(s0).options).toEqual(['forge', 'workshop', 'scouts', 'cathedral', 'barracks', 'statue']);
    const s1 = answer(s0, 'invader', 'cathedral');
    // Cracked Cauldron had nothing to do: back in the deck at once; Riot lasts the turn.
    expect(s1.panic.active).toEqual([{ card: 'riot', target: 'cathedral' }]);
    expect(s1.decks.panic).toContain('cracked-cauldron');
  });
});
