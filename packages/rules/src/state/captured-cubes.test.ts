import { checkInvariants } from '../invariants';
import { assaultScenario, noWallMarksmen, startAssault } from '../testing';
import { newGame } from '../new-game';
import type { GameState } from './types';

const U = 'rulings.md "Units and counts"';

const unitFailures = (s: GameState): string[] =>
  checkInvariants(s)
    .filter((f) => f.invariant === 'units.invader')
    .map((f) => f.message);

/** A new game where the Soldier of w2 was captured: its cube stands on r-left-1 as a Skeleton. */
function capturedSoldier(marked: number): GameState {
  const s = newGame({ seed: 5 });
  s.board.walls.w2.defenders.soldier -= 1;
  s.defender.dead.soldier += 1;
  s.board.areas['r-left-1'].skeleton += 1;
  s.units.captured.skeleton = marked;
  return s;
}

describe(U, () => {
  test(`${U}: a captured cube counts as an Invader unit of its new type while it is on the board`, () => {
    expect(unitFailures(capturedSoldier(1))).toEqual([]);
    // Not counted as captured: one Skeleton too many.
    expect(unitFailures(capturedSoldier(0))).toEqual(['skeleton: 77 in the game, expected 76 + 0 captured cubes']);
    // More captured cubes than Skeletons on the board: one cannot be anywhere.
    const s = capturedSoldier(2);
    s.units.bag.skeleton += 1;
    expect(unitFailures(s)).toEqual(['skeleton: 2 captured cubes but 1 on the board']);
  });

  const consecrated = (skeletons: number) =>
    startAssault(
      assaultScenario()
        .with(noWallMarksmen)
        .area('r-left-1', { skeleton: skeletons - 1 })
        .with((s) => {
          s.board.areas['r-left-1'].skeleton += 1;
          s.units.captured.skeleton = 1;
          s.board.consecrated = ['r-left-1'];
          s.defender.reserve.consecrated -= 1;
        }),
    );

  test(`${U}: a captured cube is the last of its type to leave the board; the others leave as they always do`, () => {
    const s = consecrated(2);
    expect(s.board.areas['r-left-1'].skeleton).toBe(1);
    expect(s.units.altar.skeleton).toBe(1);
    expect(s.units.captured.skeleton).toBe(1);
    expect(unitFailures(s)).toEqual([]);
  });

  test(`${U}: a captured cube that leaves the board is no Invader unit any more (not on the Altar)`, () => {
    const s = consecrated(1);
    expect(s.board.areas['r-left-1'].skeleton).toBe(0);
    expect(s.units.altar.skeleton).toBe(0);
    expect(s.units.captured.skeleton).toBe(0);
    expect(unitFailures(s)).toEqual([]);
  });
});
