import { WALLS } from '../board/undead-board';
import { answer, assaultScenario, counter, invaderTotals, startAssault, topChoice } from '../testing';

const base = () =>
  assaultScenario().with((s) => {
    for (const w of WALLS) s.board.walls[w].defenders.marksman = 0;
  });

describe('Ranged step 4: Strigoi Lair', () => {
  test("cards.md Strigoi Lair: with 2+ Phantoms on its Rampart, one Marksman on a linked wall (Invader's choice) becomes a Phantom there", () => {
    const s0 = startAssault(
      base()
        .wall('w8', { defenders: { marksman: 1, soldier: 1 } })
        .wall('w9', { defenders: { marksman: 2 } })
        .area('r-right-1', { phantom: 2 })
        .with((s) => counter(s, 'strigoi-lair', 'r-right-1')),
    );
    const p = topChoice(s0);
    expect(p.id).toBe('assault.strigoi');
    expect(p.seat).toBe('invader');
    expect(p.options).toEqual(['w8', 'w9']);
    const before = invaderTotals(s0);
    const s1 = answer(s0, 'invader', 'w9');
    expect(s1.board.walls.w9.defenders.marksman).toBe(1);
    expect(s1.defender.dead.marksman).toBe(1);
    expect(s1.board.areas['r-right-1'].phantom).toBe(3);
    expect(invaderTotals(s1)).toEqual(before);
  });

  test('cards.md Strigoi Lair: fewer than 2 Phantoms there, nothing happens', () => {
    const s0 = startAssault(
      base()
        .wall('w9', { defenders: { marksman: 2 } })
        .area('r-right-1', { phantom: 1 })
        .with((s) => counter(s, 'strigoi-lair', 'r-right-1')),
    );
    expect(s0.phase).toBe('ended');
    expect(s0.board.walls.w9.defenders.marksman).toBe(2);
  });

  test('seed 000 "Other Notes Concerning Cards": with no room on the Rampart the Marksman is eliminated', () => {
    const s0 = startAssault(
      base()
        .wall('w10', { defenders: { marksman: 1 } })
        .area('r-right-2', { phantom: 2, skeleton: 5 })
        .with((s) => counter(s, 'strigoi-lair', 'r-right-2')),
    );
    // Ranged step 3 first: the Marksman holds fire.
    expect(topChoice(s0).id).toBe('assault.marksman');
    const s1 = answer(s0, 'defender', 'none');
    // w9 has no Marksman: only w10 is possible, so the decision resolves by itself.
    expect(s1.board.walls.w10.defenders.marksman).toBe(0);
    expect(s1.defender.dead.marksman).toBe(1);
    expect(s1.board.areas['r-right-2'].phantom).toBe(2);
  });
});
