import { WALLS } from '../board/undead-board';
import { checkInvariants } from '../invariants';
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
    // The Marksman's own cube is the new Phantom (rulings.md "Units and counts"): the spares keep theirs.
    expect(s1.units.spares).toEqual(s0.units.spares);
    expect(s1.units.captured.phantom).toBe(1);
    expect(invaderTotals(s1)).toEqual({ ...before, phantom: before.phantom + 1 });
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

  test("seed 000 Spectral Ballista note (the Defender's cube is the captured unit), cards.md Strigoi Lair: a captured Marksman becomes a Phantom even with no spare Phantom", () => {
    const s = startAssault(
      base()
        .wall('w9', { defenders: { marksman: 1, soldier: 1 } })
        .area('r-right-1', { phantom: 2 })
        .with((x) => {
          counter(x, 'strigoi-lair', 'r-right-1');
          x.units.bag.phantom += x.units.spares.phantom;
          x.units.spares.phantom = 0;
        }),
    );
    // No Skeleton for the Marksmen to shoot; w8 has no Marksman, so w9 is taken by itself.
    expect(s.board.walls.w9.defenders.marksman).toBe(0);
    expect(s.defender.dead.marksman).toBe(1);
    expect(s.board.areas['r-right-1'].phantom).toBe(3);
    expect(s.units.spares.phantom).toBe(0);
    expect(s.units.captured.phantom).toBe(1);
    expect(checkInvariants(s).filter((f) => f.invariant === 'units.invader')).toEqual([]);
  });
});
