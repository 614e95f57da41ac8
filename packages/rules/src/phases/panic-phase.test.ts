import { PANIC_IDS } from '../cards/panic';
import { applyAction } from '../game';
import { mustApply } from '../testing/play';
import { scenario } from '../testing/scenario';
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
