import { WALLS } from '../board/undead-board';
import { applyAction } from '../game';
import { answer, assaultScenario, counter, startAssault, topChoice } from '../testing';

const base = () =>
  assaultScenario().with((s) => {
    for (const w of WALLS) s.board.walls[w].defenders.marksman = 0;
  });

describe('Melee step 3: Cauldrons', () => {
  test('seed 000 Forge "Skeleton Cauldron": kills one Skeleton on its wall (to the Altar of Death)', () => {
    const s0 = startAssault(base().wall('w2', { defenders: { soldier: 1 }, invaders: { skeleton: 1 }, cauldron: true, stones: 0 }));
    // The Skeleton is gone before the melee: nobody fights on w2.
    expect(s0.board.walls.w2.invaders.skeleton).toBe(0);
    expect(s0.units.altar.skeleton).toBe(1);
    expect(s0.board.walls.w2.defenders.soldier).toBe(1);
  });

  test("cards.md Poisonous Cauldrons: an active counter kills one Defender unit there (Invader's choice); ruling: it goes to the Hospital", () => {
    const s0 = startAssault(
      base()
        .wall('w7', { defenders: { soldier: 1, veteran: 1 } })
        .with((s) => counter(s, 'poisonous-cauldrons', 'w7')),
    );
    const p = topChoice(s0);
    expect(p.id).toBe('assault.poison');
    expect(p.seat).toBe('invader');
    expect(p.options).toEqual(['soldier', 'veteran']);
    const bad = applyAction(s0, { type: 'choose', seat: 'invader', option: 'marksman' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('illegal_target');
    const s1 = answer(s0, 'invader', 'veteran');
    expect(s1.board.walls.w7.defenders.veteran).toBe(0);
    // Melee step 6: the only unit in the Hospital is healed to the Courtyard.
    expect(s1.board.courtyard.veteran).toBe(1);
    expect(s1.defender.hospital).toEqual({ marksman: 0, soldier: 0, veteran: 0 });
  });

  test('cards.md Poisonous Cauldrons: an inactive counter does nothing', () => {
    const s0 = startAssault(
      base()
        .wall('w7', { defenders: { soldier: 1, veteran: 1 } })
        .with((s) => counter(s, 'poisonous-cauldrons', 'w7', { castTurn: 5 })),
    );
    expect(s0.phase).toBe('ended');
    expect(s0.board.walls.w7.defenders).toEqual({ marksman: 0, soldier: 1, veteran: 1 });
  });
});
