import { START_WALL_UNITS, WALLS } from './board/undead-board';
import { SPELLS } from './cards/spells';
import { totalDefenders } from './state/counts';
import { newGame, setupState } from './new-game';

describe('seed 000 "Game Setup"', () => {
  const s = setupState(42);

  test("Defender's Setup: 6 random Council cards face up, the other 6 set aside", () => {
    expect(s.defender.council.cards).toHaveLength(6);
    expect(s.defender.council.setAside).toHaveLength(6);
    expect(new Set([...s.defender.council.cards, ...s.defender.council.setAside]).size).toBe(12);
  });

  test("Invader's Setup: two of each stage set aside, six stage-I in the row, 6+6 in the Library", () => {
    expect(s.invader.row).toHaveLength(6);
    expect(s.invader.row.every((id) => SPELLS[id].stage === 1)).toBe(true);
    expect(s.invader.library).toHaveLength(12);
    expect(s.invader.library.every((id) => SPELLS[id].stage > 1)).toBe(true);
    for (const stage of [1, 2, 3]) {
      expect(s.invader.setAside.filter((id) => SPELLS[id].stage === stage)).toHaveLength(2);
    }
  });

  test('the bag holds 34 Phantoms, 56 Skeletons, 22 Vampires; spares 5/20/5', () => {
    expect(s.units.bag).toEqual({ phantom: 34, skeleton: 56, vampire: 22 });
    expect(s.units.spares).toEqual({ phantom: 5, skeleton: 20, vampire: 5 });
  });

  test('board.md "Wall sections": starting units and 2 stones per section; Priests on w5', () => {
    for (const w of WALLS) {
      expect(s.board.walls[w].defenders).toEqual(START_WALL_UNITS[w]);
      expect(s.board.walls[w].stones).toBe(2);
    }
    expect(s.defender.priests.map((p) => p.at)).toEqual(['w5', 'w5']);
  });

  test('board.md: 41 Defender units = 30 on the walls + 5 in the Barracks + 6 in reserve', () => {
    const onWalls = WALLS.reduce((n, w) => n + totalDefenders(s.board.walls[w].defenders), 0);
    expect(onWalls).toBe(30);
    expect(totalDefenders(s.board.barracks)).toBe(5);
    expect(s.defender.reserve.soldier + s.defender.reserve.veteran).toBe(6);
  });

  test('board.md: 23 stone components = 20 placed + 3 in reserve; gates at toughness 6', () => {
    expect(WALLS.reduce((n, w) => n + s.board.walls[w].stones, 0) + s.defender.reserve.stone).toBe(23);
    expect(Object.values(s.board.gates).map((g) => g.toughness)).toEqual([6, 6, 6]);
  });

  test('the same seed gives the same game; another seed a different one', () => {
    expect(newGame({ seed: 7 })).toEqual(newGame({ seed: 7 }));
    expect(JSON.stringify(newGame({ seed: 7 }))).not.toEqual(JSON.stringify(newGame({ seed: 8 })));
  });

  test('the state is plain JSON: it round-trips through JSON.stringify', () => {
    const g = newGame({ seed: 3 });
    expect(JSON.parse(JSON.stringify(g))).toEqual(g);
  });

  test('newGame runs to the first decision of turn I with someone to act', () => {
    const g = newGame({ seed: 3 });
    expect(g.turn).toBe(1);
    expect(g.stateId).toBe(0);
    expect(g.toAct).not.toBeNull();
    expect(g.prompts.length).toBeGreaterThan(0);
  });
});
