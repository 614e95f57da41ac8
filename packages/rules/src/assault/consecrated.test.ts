import { WALLS } from '../board/undead-board';
import { assaultScenario, startAssault } from '../testing';

describe('Melee step 2: Consecrated Ground', () => {
  test('seed 000 Cathedral "Consecrated Ground": eliminates the strongest Invader unit on its Rampart, then returns to the reserve (rulings.md "Defender details")', () => {
    const s0 = startAssault(
      assaultScenario()
        .with((s) => {
          for (const w of WALLS) s.board.walls[w].defenders.marksman = 0;
          s.board.consecrated = ['r-left-1', 'r-right-2'];
          s.defender.reserve.consecrated = 1;
        })
        .area('r-left-1', { phantom: 2, skeleton: 1, vampire: 1 })
        .area('r-right-2', { phantom: 1, skeleton: 2 }),
    );
    expect(s0.board.areas['r-left-1']).toEqual({ phantom: 2, skeleton: 1, vampire: 0 });
    expect(s0.units.removed.vampire).toBe(1);
    expect(s0.board.areas['r-right-2']).toEqual({ phantom: 1, skeleton: 1, vampire: 0 });
    expect(s0.units.altar.skeleton).toBe(1);
    expect(s0.board.consecrated).toEqual([]);
    expect(s0.defender.reserve.consecrated).toBe(3);
  });

  test('seed 000 Consecrated Ground: an empty Rampart loses nothing; the counter still returns', () => {
    const s0 = startAssault(
      assaultScenario().with((s) => {
        s.board.consecrated = ['r-front-1'];
        s.defender.reserve.consecrated = 2;
      }),
    );
    expect(s0.defender.reserve.consecrated).toBe(3);
    expect(s0.units.removed).toEqual({ phantom: 0, skeleton: 0, vampire: 0 });
  });
});
