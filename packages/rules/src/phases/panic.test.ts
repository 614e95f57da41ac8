import { PANIC_IDS, type PanicId } from '../cards/panic';
import { applyAction } from '../game';
import { mustApply } from '../testing/play';
import { scenario } from '../testing/scenario';
import { cleanUp } from './cleanup';
import type { GameState } from '../state/types';
import { answer } from '../testing/play';

const top = (s: GameState) => {
  const p = s.prompts[s.prompts.length - 1];
  if (!p || p.kind !== 'choice') throw new Error('expected a choice prompt');
  return p;
};

/** Phase 6 of turn VIII: the game ends after it, so nothing later interferes. */
const phase6 = (level: number, floor = 0, change: (s: GameState) => void = () => {}) =>
  mustApply(scenario({ seed: 7 }).turn(8).phase('panic', 'start').panic(level, floor).with(change).defenderWindow(0, true).build(), {
    type: 'done',
    seat: 'defender',
  }).state;

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

describe('Phase 6: Panic', () => {
  test('seed 000 "Phase 6: Panic": above zero, the Defender draws as many Panic cards as the level; the level then returns to 0', () => {
    const s = phase6(3);
    expect(s.panic.drawn).toHaveLength(3);
    expect(s.decks.panic).toHaveLength(9);
    expect(new Set([...s.panic.drawn, ...s.decks.panic]).size).toBe(12);
    expect(s.panic.level).toBe(0);
  });

  test('seed 000 "Phase 6: Panic" ("brought to zero") / rulings.md "Panic (Phase 6)": a negative level draws nothing and is brought up to 0: a surplus only within the turn', () => {
    const s = phase6(-2);
    expect(s.panic.drawn).toHaveLength(0);
    expect(s.panic.level).toBe(0);
    const t = phase6(-6);
    expect(t.panic.level).toBe(0);
  });

  test('rulings.md "Panic (Phase 6)": a -6 banked in one turn does not carry into the next turn\'s Phase 6', () => {
    // Turn VII's Phase 6 at -6: turn VIII starts at 0, so any rise in it counts in full.
    const s = mustApply(scenario({ seed: 7 }).turn(7).phase('panic', 'start').panic(-6, 0).defenderWindow(0, true).build(), {
      type: 'done',
      seat: 'defender',
    }).state;
    expect(s.turn).toBe(8);
    expect(s.panic.level).toBe(0);
  });

  test('seed 000 Phase 6 / "Dragon Phantom": with destroyed Gates the level returns to the floor and never stays below it', () => {
    const s = phase6(4, 2);
    expect(s.panic.drawn).toHaveLength(4);
    expect(s.panic.level).toBe(2);
    const t = phase6(-3, 1);
    expect(t.panic.drawn).toHaveLength(0);
    expect(t.panic.level).toBe(1);
  });

  test('seed 000 Phase 6 notes / cards.md Desperation: the Invader secretly puts 2 cards on top, the Defender draws one more card', () => {
    const s0 = phase6(2, 0, (s) => (s.effects.desperation = true));
    const p = top(s0);
    expect(p.id).toBe('panic.desperation');
    expect(p.seat).toBe('invader');
    expect(p.secret).toBe(true);
    expect(p.options).toHaveLength(12);
    const s1 = answer(s0, 'invader', 'riot');
    expect(top(s1).options).not.toContain('riot');
    const bad = applyAction(s1, { type: 'choose', seat: 'invader', option: 'riot' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('illegal_target');
    const s2 = answer(s1, 'invader', 'sabotage');
    expect(s2.panic.drawn).toHaveLength(3);
    expect(s2.panic.drawn.slice(0, 2)).toEqual(['riot', 'sabotage']);
    expect(s2.decks.panicTop).toEqual([]);
    expect(s2.panic.level).toBe(0);
  });

  test('rulings.md "Hidden information" (order of the Panic deck: nobody): Desperation lists the cards in card-list order, not deck order', () => {
    const reversed = [...PANIC_IDS].reverse();
    const s0 = phase6(1, 0, (s) => {
      s.effects.desperation = true;
      s.decks.panic = [...reversed];
    });
    expect(top(s0).options).toEqual([...PANIC_IDS]);
  });

  test('seed 000 Phase 6 notes / rulings.md "Panic (Phase 6)": Desperation adds its 1 card also at a level of 0 or below', () => {
    for (const level of [0, -4]) {
      const s0 = phase6(level, 0, (x) => (x.effects.desperation = true));
      expect(top(s0).id).toBe('panic.desperation');
      const s1 = answer(answer(s0, 'invader', 'riot'), 'invader', 'sabotage');
      // One card, the first the Invader put on top.
      expect(s1.panic.drawn).toEqual(['riot']);
      expect(s1.decks.panic).toHaveLength(11);
      expect(s1.decks.panicTop).toEqual([]);
      expect(s1.panic.level).toBe(0);
    }
  });

  test('without Desperation a level of 0 draws nothing and asks nothing', () => {
    const s = phase6(0);
    expect(s.panic.drawn).toHaveLength(0);
    expect(s.phase).toBe('ended');
  });

  test('seed 000 "Phase 6: Panic" / rulings.md "Panic (Phase 6)": a card in force for the whole turn is not in the deck, so this Phase 6 cannot draw it again', () => {
    const s = phase6(6, 0, (x) => {
      x.decks.panic = x.decks.panic.filter((c) => c !== 'riot' && c !== 'broken-chain');
      x.panic.active = [
        { card: 'riot', target: 'forge' },
        { card: 'broken-chain', target: null },
      ];
    });
    expect(s.panic.drawn).toHaveLength(6);
    expect(s.panic.drawn).not.toContain('riot');
    expect(s.panic.drawn).not.toContain('broken-chain');
  });
});

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
