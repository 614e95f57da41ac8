import { WALLS } from '../board/undead-board';
import { answer, assaultScenario, startAssault, topChoice } from '../testing';

const base = () =>
  assaultScenario().with((s) => {
    for (const w of WALLS) s.board.walls[w].defenders.marksman = 0;
  });

describe('Melee step 1: Priests repel', () => {
  test('seed 000 Priests Trait II: each Priest on a wall repels one Phantom there, the Invader picks the Rampart', () => {
    const s0 = startAssault(
      base()
        .priests([{ at: 'w2' }])
        .wall('w2', { defenders: { soldier: 3, veteran: 1 }, invaders: { phantom: 2 } }),
    );
    const p = topChoice(s0);
    expect(p.id).toBe('repel.rampart');
    expect(p.seat).toBe('invader');
    expect(p.options).toEqual(['r-left-1', 'r-left-2']);
    const s1 = answer(s0, 'invader', 'r-left-2');
    expect(s1.board.areas['r-left-2'].phantom).toBe(1);
    // The other Phantom stays and loses the melee (strength 1 against 13).
    expect(s1.board.walls.w2.invaders.phantom).toBe(0);
    expect(s1.units.removed.phantom).toBe(1);
  });

  test('cards.md Blessed Water: each Priest repels 2 Phantoms', () => {
    const s0 = startAssault(
      base()
        .priests([{ at: 'w2' }])
        .wall('w2', { defenders: { soldier: 1 }, invaders: { phantom: 3 } })
        .with((s) => (s.effects.blessedWater = true)),
    );
    const s1 = answer(s0, 'invader', 'r-left-1');
    expect(topChoice(s1).id).toBe('repel.rampart');
    const s2 = answer(s1, 'invader', 'r-left-1');
    expect(s2.board.areas['r-left-1'].phantom).toBe(2);
  });

  test('seed 000 Priest Action I "Repel" / rulings.md "Defender details": a Priest who used Repel this turn repels one Vampire in Melee step 1', () => {
    const s0 = startAssault(
      base()
        .priests([{ at: 'w4', acted: 'repel' }])
        .wall('w4', { defenders: { soldier: 2 }, invaders: { vampire: 2 } }),
    );
    // No Phantom there: the Vampire repel is the first decision; w4 is reached only from r-front-1.
    expect(s0.board.areas['r-front-1'].vampire).toBe(1);
    // Only one Vampire is repelled; the other then loses the melee (3 against 8).
    expect(s0.units.removed.vampire).toBe(1);
  });

  test('seed 000 Priests Trait II note: with no room on any Rampart the Phantom is eliminated', () => {
    const s0 = startAssault(
      base()
        .priests([{ at: 'w4' }])
        .area('r-front-1', { skeleton: 7 })
        .wall('w4', { defenders: { soldier: 2 }, invaders: { phantom: 1 } }),
    );
    expect(s0.board.walls.w4.invaders.phantom).toBe(0);
    expect(s0.units.removed.phantom).toBe(1);
    expect(s0.board.areas['r-front-1'].phantom).toBe(0);
  });

  test('a Priest in the Courtyard or on the Statue repels nothing', () => {
    const s0 = startAssault(
      base()
        .priests([{ at: 'courtyard' }, { at: 'statue' }])
        .wall('w4', { defenders: { soldier: 2, veteran: 1 }, invaders: { phantom: 1 } }),
    );
    expect(s0.board.areas['r-front-1'].phantom).toBe(0);
    expect(s0.units.removed.phantom).toBe(1); // lost the melee instead
  });
});
