import { WALLS } from '../board/undead-board';
import { applyAction } from '../game';
import { answer, assaultScenario, startAssault, topChoice } from '../testing';

const base = () =>
  assaultScenario().with((s) => {
    for (const w of WALLS) s.board.walls[w].defenders.marksman = 0;
  });

describe('Melee step 4: Stakes', () => {
  test('seed 000 Workshop "Stakes": the Defender may sacrifice a unit on a wall adjacent to the Tower to eliminate all Vampires there; once per turn', () => {
    const s0 = startAssault(
      base()
        .tower('t6', { machine: 'stakes' })
        .wall('w9', { defenders: { soldier: 2, veteran: 1 }, invaders: { vampire: 3 } })
        .wall('w10', { defenders: { soldier: 1 }, invaders: { skeleton: 1 } }),
    );
    const p = topChoice(s0);
    expect(p.id).toBe('assault.stakes');
    expect(p.options).toEqual([{ wall: 'w9', unit: 'soldier' }, { wall: 'w9', unit: 'veteran' }, 'none']);
    const bad = applyAction(s0, { type: 'choose', seat: 'defender', option: { wall: 'w10', unit: 'soldier' } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('illegal_target');
    const s1 = answer(s0, 'defender', { wall: 'w9', unit: 'soldier' });
    expect(s1.board.walls.w9.invaders.vampire).toBe(0);
    expect(s1.units.removed.vampire).toBe(3);
    expect(s1.board.walls.w9.defenders.soldier).toBe(1);
    // Ruling: a sacrificed unit is dead, not in the Hospital.
    expect(s1.defender.dead.soldier).toBe(1);
  });

  test("seed 000 Stakes: optional ('none' keeps everyone)", () => {
    const s0 = startAssault(
      base()
        .tower('t6', { machine: 'stakes' })
        .wall('w9', { defenders: { soldier: 2, veteran: 2 }, invaders: { vampire: 1 } }),
    );
    const s1 = answer(s0, 'defender', 'none');
    expect(s1.defender.dead.soldier).toBe(0);
  });

  test('seed 000 Stakes: a Stakes counter already used this turn does not act again', () => {
    const s0 = startAssault(
      base()
        .tower('t6', { machine: 'stakes', stakesUsed: true })
        .wall('w9', { defenders: { soldier: 2, veteran: 2 }, invaders: { vampire: 1 } }),
    );
    expect(s0.phase).toBe('ended');
    expect(s0.defender.dead.soldier).toBe(0);
  });
});
