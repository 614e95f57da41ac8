import { scenario } from '../../testing';
import { choiceOn, choose, isLegal, pay, refused, run } from '../../testing';

const S = 'seed 000 "New Buildings" / "The Scouts\' Quarters"';

describe(S, () => {
  test(`${S} / Sortie: up to 3 Skeletons on one Rampart are eliminated and go to the Altar`, () => {
    const s0 = scenario().area('r-left-1', { skeleton: 5, vampire: 1 }).area('r-front-2', { skeleton: 2 }).defenderWindow(2, true).build();
    const s1 = run(s0, pay('scouts.sortie', 2));
    expect(choiceOn(s1, 'scouts.sortie.rampart')?.options).toEqual(['r-left-1', 'r-front-2']);
    const s2 = run(s1, choose('r-left-1', 'defender'), choose(3, 'defender'));
    expect(s2.board.areas['r-left-1']).toEqual({ phantom: 0, skeleton: 2, vampire: 1 });
    expect(s2.units.altar.skeleton).toBe(s0.units.altar.skeleton + 3);
  });

  test(`${S} / Sortie: "up to 3": the Defender chooses how many (fewer Skeletons for the Altar of Death)`, () => {
    const s0 = scenario().area('r-left-1', { skeleton: 5 }).area('r-front-2', { skeleton: 2 }).defenderWindow(2, true).build();
    const s1 = run(s0, pay('scouts.sortie', 2), choose('r-left-1', 'defender'));
    expect(choiceOn(s1, 'scouts.sortie.count')?.options).toEqual([3, 2, 1]);
    const s2 = run(s1, choose(1, 'defender'));
    expect(s2.board.areas['r-left-1'].skeleton).toBe(4);
    expect(s2.units.altar.skeleton).toBe(s0.units.altar.skeleton + 1);
    // At most what stands there: 2 Skeletons on r-front-2.
    const t1 = run(s0, pay('scouts.sortie', 2), choose('r-front-2', 'defender'));
    expect(choiceOn(t1, 'scouts.sortie.count')?.options).toEqual([2, 1]);
    expect(refused(t1, choose(3, 'defender'))).toBe('illegal_target');
    // A single Skeleton asks nothing.
    const u0 = scenario().area('r-right-1', { skeleton: 1 }).defenderWindow(2, true).build();
    const u1 = run(u0, pay('scouts.sortie', 2));
    expect(u1.board.areas['r-right-1'].skeleton).toBe(0);
  });

  test(`${S} / Sortie: no Skeleton on any Rampart, no Sortie (seed 002 "設施": a partial payment still may be made)`, () => {
    const s = scenario().area('fg-left', { skeleton: 5 }).defenderWindow(2, true).build();
    expect(refused(s, pay('scouts.sortie', 2))).toBe('illegal_target');
    expect(isLegal(s, pay('scouts.sortie', 1))).toBe(true);
  });

  test(`${S} / Inscription: levitating Phantoms on the section are eliminated at once`, () => {
    // 2 Skeletons + 5 Phantoms: 4 regular spaces hold 2 Skeletons + 2 Phantoms, 3 Phantoms levitate.
    const s0 = scenario()
      .wall('w3', { invaders: { skeleton: 2, phantom: 5 } })
      .defenderWindow(2, true)
      .build();
    const s1 = run(s0, pay('scouts.inscription', 2), choose('w3', 'defender'));
    expect(s1.board.walls.w3.inscription).toBe(true);
    expect(s1.board.walls.w3.invaders).toEqual({ phantom: 2, skeleton: 2, vampire: 0 });
    expect(s1.units.removed.phantom).toBe(s0.units.removed.phantom + 3);
    expect(s1.defender.reserve.inscription).toBe(2);
  });

  test(`${S} / Inscription: not on a section that has one, nor one whose 2 equipment spaces are taken`, () => {
    const s0 = scenario()
      .wall('w1', { inscription: true })
      .with((s) => {
        s.board.counters.push(
          { id: 90, spell: 'totems', at: 'w2', castTurn: 1 },
          { id: 91, spell: 'poisonous-cauldrons', at: 'w2', castTurn: 1 },
        );
      })
      .defenderWindow(2, true)
      .build();
    const s1 = run(s0, pay('scouts.inscription', 2));
    const options = choiceOn(s1, 'scouts.inscription.wall')?.options ?? [];
    expect(options).not.toContain('w1');
    expect(options).not.toContain('w2');
    expect(options).toContain('w3');
  });

  test(`${S} / Trap: on a path without one`, () => {
    const s0 = scenario()
      .with((s) => s.board.traps.push('fg-left>r-left-1'))
      .defenderWindow(2, true)
      .build();
    const s1 = run(s0, pay('scouts.trap', 2));
    expect(choiceOn(s1, 'scouts.trap.path')?.options).not.toContain('fg-left>r-left-1');
    expect(refused(s1, choose('fg-left>r-left-1', 'defender'))).toBe('illegal_target');
    const s2 = run(s1, choose('r-front-1>w4', 'defender'));
    expect(s2.board.traps).toEqual(['fg-left>r-left-1', 'r-front-1>w4']);
    expect(s2.defender.reserve.trap).toBe(2);
  });

  test(`${S} / Damage Machine (cards.md "Machine deck"): a Miss card from the deck into a machine stack, reshuffled`, () => {
    const s0 = scenario()
      .with((s) => {
        s.decks.machine = { hit: 9, miss: 20 };
        s.board.counters.push({
          id: 7,
          spell: 'bone-thrower',
          at: 'r-front-1',
          castTurn: 1,
          stack: ['hit', 'miss', 'hit', 'miss', 'miss'],
        });
      })
      .defenderWindow(2, true)
      .build();
    const s1 = run(s0, pay('scouts.damage-machine', 2));
    const c = s1.board.counters.find((x) => x.id === 7);
    expect(c?.stack).toHaveLength(6);
    expect(c?.stack?.filter((x) => x === 'miss')).toHaveLength(4);
    expect(s1.decks.machine).toEqual({ hit: 9, miss: 19 });
  });

  test(`${S} / Damage Machine: no Bone Thrower or Spectral Ballista on the board, no target`, () => {
    const s = scenario().defenderWindow(2, true).build();
    expect(refused(s, pay('scouts.damage-machine', 2))).toBe('illegal_target');
  });
});
