import { cleanUp } from '../../phases/cleanup-phase';
import { mustApply } from '../../testing/play';
import { cast, choose, options, refused, spellsMenu } from '../../testing';

const CARDS = 'cards.md "Spells"';

describe('Piercing Wail', () => {
  test(`${CARDS} Piercing Wail: Panic +2 at once`, () => {
    const s = spellsMenu(['piercing-wail', 'drums'], 10, (b) => b.panic(-1));
    const a = mustApply(s, cast('piercing-wail')).state;
    expect(a.panic.level).toBe(1);
    expect(a.invader.mana).toBe(7);
  });

  test('seed 000 "Phase 6": Piercing Wail cannot raise Panic over 6', () => {
    const s = spellsMenu(['piercing-wail', 'drums'], 10, (b) => b.panic(5));
    expect(mustApply(s, cast('piercing-wail')).state.panic.level).toBe(6);
  });
});

describe('turn effects', () => {
  test(`${CARDS} Desperation: marks this turn's Panic phase (state.effects.desperation)`, () => {
    const s = spellsMenu(['desperation', 'drums'], 10);
    const a = mustApply(s, cast('desperation')).state;
    expect(a.effects.desperation).toBe(true);
    expect(a.invader.mana).toBe(7);
  });

  test(`${CARDS} Heavy Rain: the effect for this turn, and its single counter until Clean-up`, () => {
    const s = spellsMenu(['heavy-rain', 'drums'], 10);
    const a = mustApply(s, cast('heavy-rain')).state;
    expect(a.effects.heavyRain).toBe(true);
    expect(a.invader.mana).toBe(6);
    expect(a.board.counters.filter((c) => c.spell === 'heavy-rain')).toHaveLength(1);
    const after = structuredClone(a);
    cleanUp(after);
    expect(after.effects.heavyRain).toBe(false);
    expect(after.board.counters.some((c) => c.spell === 'heavy-rain')).toBe(false);
  });

  test(`${CARDS} Bloodlust: each Vampire has strength 4 this turn (state.effects.bloodlust)`, () => {
    const s = spellsMenu(['bloodlust', 'drums'], 10);
    expect(mustApply(s, cast('bloodlust')).state.effects.bloodlust).toBe(true);
  });

  test(`${CARDS} Plague: the Hospital heals no one this turn (state.effects.plague)`, () => {
    const s = spellsMenu(['plague', 'drums'], 10);
    expect(mustApply(s, cast('plague')).state.effects.plague).toBe(true);
  });
});

describe('Curse of Decay', () => {
  test(`${CARDS} Curse of Decay: 2 Stone Wall components of one section go back to the Defender's reserve`, () => {
    const s = spellsMenu(['curse-of-decay', 'drums'], 10, (b) => b.wall('w3', { stones: 4 }));
    const a = mustApply(s, cast('curse-of-decay')).state;
    const b = mustApply(a, choose('w3', 'invader')).state;
    expect(b.board.walls.w3.stones).toBe(2);
    expect(b.defender.reserve.stone).toBe(s.defender.reserve.stone + 2);
    expect(b.board.counters).toEqual(s.board.counters);
  });

  test(`${CARDS} Curse of Decay: a section with 1 component loses it; one with none is no option`, () => {
    const s = spellsMenu(['curse-of-decay', 'drums'], 10, (b) => b.wall('w1', { stones: 1 }).wall('w2', { stones: 0 }));
    const a = mustApply(s, cast('curse-of-decay')).state;
    expect(options(a)).not.toContain('w2');
    const b = mustApply(a, choose('w1', 'invader')).state;
    expect(b.board.walls.w1.stones).toBe(0);
    expect(b.defender.reserve.stone).toBe(s.defender.reserve.stone + 1);
  });

  test(`${CARDS} Curse of Decay: with no component on any section it cannot be cast (illegal_target)`, () => {
    const s = spellsMenu(['curse-of-decay', 'drums'], 10, (b) =>
      b.with((x) => Object.values(x.board.walls).forEach((w) => (w.stones = 0))),
    );
    expect(refused(s, cast('curse-of-decay'))).toBe('illegal_target');
  });
});
