import { PANIC_IDS, type PanicId } from '../cards/panic';
import { applyAction } from '../engine/apply';
import { mustApply } from '../testing/play';
import { scenario } from '../testing/scenario';
import type { GameState } from '../state/types';

const choose = (s: GameState, seat: 'invader' | 'defender', option: string) => mustApply(s, { type: 'choose', seat, option }).state;
const top = (s: GameState) => {
  const p = s.prompts[s.prompts.length - 1];
  if (!p || p.kind !== 'choice') throw new Error('expected a choice prompt');
  return p;
};

/** Phase 6 of turn VIII: the game ends after it, so nothing later interferes. */
const phase6 = (level: number, floor = 0, change: (s: GameState) => void = () => {}) =>
  mustApply(
    scenario({ seed: 7 }).turn(8).phase('panic', 'start').panic(level, floor).with(change).defenderWindow(0, true).build(),
    { type: 'done', seat: 'defender' },
  ).state;

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

  test('seed 000 Phase 6 note: a negative level is a surplus the Defender keeps; nothing is drawn', () => {
    const s = phase6(-2);
    expect(s.panic.drawn).toHaveLength(0);
    expect(s.panic.level).toBe(-2);
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
    const s1 = choose(s0, 'invader', 'riot');
    expect(top(s1).options).not.toContain('riot');
    const bad = applyAction(s1, { type: 'choose', seat: 'invader', option: 'riot' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('illegal_target');
    const s2 = choose(s1, 'invader', 'sabotage');
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

  test('cards.md Desperation: with a level of 0 nothing is drawn and nothing is asked', () => {
    const s = phase6(0, 0, (x) => (x.effects.desperation = true));
    expect(s.panic.drawn).toHaveLength(0);
    expect(s.phase).toBe('ended');
  });
});

describe('Panic cards in force at the next turn start', () => {
  test("cards.md Panic cards: drawn cards come into force, the Invader picks targets one card at a time; Desertion sends a Soldier to the reserve; the cards go back into the deck", () => {
    const s0 = turnStart(['desertion', 'dark-fears', 'lost-time']);
    const p = top(s0);
    expect(p.id).toBe('panic.target');
    expect(p.seat).toBe('invader');
    expect(p.context.card).toBe('desertion');
    expect(p.options).toHaveLength(10);
    const reserve = s0.defender.reserve.soldier;
    const s1 = choose(s0, 'invader', 'w3');
    expect(s1.board.walls.w3.defenders.soldier).toBe(0);
    expect(s1.defender.reserve.soldier).toBe(reserve + 1);
    expect(top(s1).context.card).toBe('dark-fears');
    expect(top(s1).options).toEqual(['left', 'front', 'right']);
    const s2 = choose(s1, 'invader', 'front');
    expect(s2.panic.active).toEqual([
      { card: 'desertion', target: 'w3' },
      { card: 'dark-fears', target: 'front' },
      { card: 'lost-time', target: null },
    ]);
    expect(s2.panic.drawn).toEqual([]);
    expect(s2.decks.panic).toHaveLength(12);
  });

  test('cards.md Cracked Cauldron, Sabotage, Cowardice: immediate effects on the Invader\'s target', () => {
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
    const s1 = choose(s0, 'invader', 'w7');
    expect(s1.board.walls.w7.stones).toBe(1);
    expect(s1.defender.reserve.stone).toBe(stones + 1);
    // Cowardice: t3 is the only Tower with Marksmen: resolves by itself.
    expect(s1.board.towers.t3.marksmen).toBe(1);
    expect(s1.board.courtyard.marksman).toBe(1);
  });

  test('cards.md Riot: any building but the Hospital; a targeted card with no possible target does nothing', () => {
    const s0 = turnStart(['riot', 'cracked-cauldron']);
    expect(top(s0).options).toEqual(['forge', 'workshop', 'scouts', 'cathedral', 'barracks', 'statue']);
    const s1 = choose(s0, 'invader', 'cathedral');
    expect(s1.panic.active).toEqual([
      { card: 'riot', target: 'cathedral' },
      { card: 'cracked-cauldron', target: null },
    ]);
  });
});
