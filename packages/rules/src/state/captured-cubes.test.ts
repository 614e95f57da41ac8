import { checkInvariants } from '../invariants';
import { assaultScenario, INVADER_NEXT, mustApply, noWallMarksmen, run, scenario, startAssault } from '../testing';
import { newGame } from '../new-game';
import { raiseCemeteries } from '../phases/moveout-phase';
import type { GameState } from './types';

const U = 'rulings.md "Units and counts"';
const SB = 'rulings.md "Spells on the board"';

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
    expect(unitFailures(s)).toEqual(['skeleton: 2 captured cubes but 1 on the board and the Altar']);
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

  test(`${SB}: a captured cube eliminated as a Skeleton goes to the Altar of Death (Magical essence) and stays an Invader unit there`, () => {
    const s = consecrated(1);
    expect(s.board.areas['r-left-1'].skeleton).toBe(0);
    expect(s.units.altar.skeleton).toBe(1);
    expect(s.units.captured.skeleton).toBe(1);
    expect(unitFailures(s)).toEqual([]);
  });

  /** The Soldier of w2 was captured and then eliminated as a Skeleton: its cube lies on the Altar with `others` Skeletons. */
  const onAltar = (others: number) =>
    scenario()
      .altar({ skeleton: others })
      .with((s) => {
        s.board.walls.w2.defenders.soldier -= 1;
        s.defender.dead.soldier += 1;
        s.units.altar.skeleton += 1;
        s.units.captured.skeleton = 1;
      });

  test(`${SB}: the Altar exchanges a captured cube for Mana like any Skeleton cube; then it has left the game`, () => {
    const s0 = onAltar(1).phase('supply', 'menu').invaderMenu('invader-supply').build();
    expect(unitFailures(s0)).toEqual([]);
    const { state } = mustApply(s0, { type: 'altar', seat: 'invader', pairs: 1 });
    expect(state.invader.mana).toBe(s0.invader.mana + 1);
    expect(state.units.altar.skeleton).toBe(0);
    expect(state.units.captured.skeleton).toBe(0);
    expect(unitFailures(state)).toEqual([]);
  });

  test(`${SB} / cards.md "Cemetery": a Cemetery raises a captured cube from the Altar as a Skeleton`, () => {
    const s = onAltar(0)
      .with((x) => x.board.counters.push({ id: 900, spell: 'cemetery', at: 'fg-left', castTurn: 1 }))
      .prompt(INVADER_NEXT)
      .build();
    expect(unitFailures(s)).toEqual([]);
    raiseCemeteries(s, { events: [] });
    expect(s.board.areas['fg-left'].skeleton).toBe(1);
    expect(s.units.altar.skeleton).toBe(0);
    expect(s.units.captured.skeleton).toBe(1);
    expect(unitFailures(s)).toEqual([]);
  });

  test(`${SB} / cards.md "Pyre": the Pyre burns a captured cube on the Altar with the other Skeleton cubes`, () => {
    const s0 = onAltar(2)
      .prompt(INVADER_NEXT)
      .with((x) => {
        x.defender.council.cards = ['pyre' as const, ...x.defender.council.cards.filter((c) => c !== 'pyre')].slice(0, 6);
        x.defender.council.markers = { pyre: 3 };
        x.defender.council.closed = true;
      })
      .defenderWindow(1, true)
      .build();
    const s = run(s0, { type: 'council', seat: 'defender', card: 'pyre' });
    expect(s.units.altar.skeleton).toBe(0);
    expect(s.units.captured.skeleton).toBe(0);
    expect(s.units.removed.skeleton).toBe(s0.units.removed.skeleton + 2);
    expect(unitFailures(s)).toEqual([]);
  });
});
