import { scenario } from '../../testing';
import { choiceOn, choose, isLegal, pay, refused, run, top } from '../../testing';

const S = 'seed 000 "New Buildings" / "The Cathedral"';

describe(S, () => {
  test(`${S} / The Saint: on a Rampart until the end of the turn; one Saint only`, () => {
    const s1 = run(scenario().defenderWindow(4, true).build(), pay('cathedral.saint', 2), choose('r-barbican', 'defender'));
    expect(s1.board.saint).toBe('r-barbican');
    expect(s1.defender.reserve.saint).toBe(0);
    s1.defender.slots['cathedral.saint'].done = false;
    expect(refused(s1, pay('cathedral.saint', 2))).toBe('no_counter_left');
    // seed 002 "設施": only the completing Hourglass needs the Saint in the reserve.
    expect(isLegal(s1, pay('cathedral.saint', 1))).toBe(true);
  });

  test(`${S} / Exorcism: a Vampire anywhere on the board becomes a spare Phantom; the Vampire goes to the spares`, () => {
    const s0 = scenario()
      .wall('w7', { invaders: { vampire: 1 } })
      .area('fg-right', { vampire: 2 })
      .area('camp', { vampire: 1 })
      .defenderWindow(2, true)
      .build();
    const s1 = run(s0, pay('cathedral.exorcism', 2));
    expect(choiceOn(s1, 'cathedral.exorcism.place')?.options).toEqual(['fg-right', 'w7']);
    const s2 = run(s1, choose('w7', 'defender'));
    expect(s2.board.walls.w7.invaders).toEqual({ phantom: 1, skeleton: 0, vampire: 0 });
    expect(s2.units.spares).toEqual({ ...s0.units.spares, phantom: s0.units.spares.phantom - 1, vampire: s0.units.spares.vampire + 1 });
  });

  test(`${S} / Exorcism ("take the Phantom cube from among the surplus units"): with no spare Phantom it is not offered; a partial payment toward it stays until it can be completed`, () => {
    const s0 = scenario()
      .area('r-left-2', { vampire: 1 })
      .with((s) => {
        s.units.removed.phantom += s.units.spares.phantom;
        s.units.spares.phantom = 0;
      })
      .defenderWindow(2, true)
      .build();
    expect(isLegal(s0, pay('cathedral.exorcism', 2))).toBe(false);
    expect(refused(s0, pay('cathedral.exorcism', 2))).toBe('illegal_target');
    // A part payment needs no target (seed 002 "設施") and stays on the action.
    const s1 = run(s0, pay('cathedral.exorcism', 1));
    expect(s1.defender.slots['cathedral.exorcism'].paid).toBe(1);
    expect(s1.board.areas['r-left-2'].vampire).toBe(1);
    expect(refused(s1, pay('cathedral.exorcism', 1))).toBe('illegal_target');
    // A spare Phantom again: the payment on the action completes it.
    const back = structuredClone(s1);
    back.units.removed.phantom -= 1;
    back.units.spares.phantom = 1;
    const s2 = run(back, pay('cathedral.exorcism', 1));
    expect(s2.board.areas['r-left-2']).toEqual({ phantom: 1, skeleton: 0, vampire: 0 });
    expect(s2.units.spares).toEqual({ ...back.units.spares, phantom: 0, vampire: back.units.spares.vampire + 1 });
    expect(s2.defender.slots['cathedral.exorcism'].paid).toBe(0);
  });

  test(`${S} / Consecrated Ground: on a Rampart without one`, () => {
    const s0 = scenario()
      .with((s) => {
        s.board.consecrated.push('r-left-1');
        s.defender.reserve.consecrated = 2;
      })
      .defenderWindow(2, true)
      .build();
    const s1 = run(s0, pay('cathedral.consecrated', 2));
    expect(choiceOn(s1, 'cathedral.consecrated.rampart')?.options).not.toContain('r-left-1');
    const s2 = run(s1, choose('r-right-2', 'defender'));
    expect(s2.board.consecrated).toEqual(['r-left-1', 'r-right-2']);
    expect(s2.defender.reserve.consecrated).toBe(1);
  });

  test(`${S} / Repellence: up to 4 Phantoms picked one at a time, each repelled to a Rampart of the Invader's choice`, () => {
    const s0 = scenario()
      .wall('w2', { invaders: { phantom: 2 } })
      .wall('w9', { invaders: { phantom: 1, skeleton: 1 } })
      .defenderWindow(2, true)
      .build();
    const s1 = run(s0, pay('cathedral.repellence', 2));
    expect(choiceOn(s1, 'cathedral.repellence.wall')?.options).toEqual(['w2', 'w9', 'done']);
    const s2 = run(s1, choose('w2', 'defender'));
    // The Invader picks the Rampart first.
    expect(choiceOn(s2, 'repel.rampart')?.options).toEqual(['r-left-1', 'r-left-2']);
    const s3 = run(s2, choose('r-left-2', 'invader'));
    expect(s3.board.areas['r-left-2'].phantom).toBe(1);
    expect(choiceOn(s3, 'cathedral.repellence.wall')?.options).toEqual(['w2', 'w9', 'done']);
    const s4 = run(s3, choose('w9', 'defender'), choose('r-right-1', 'invader'));
    expect(s4.board.walls.w9.invaders).toEqual({ phantom: 0, skeleton: 1, vampire: 0 });
    expect(choiceOn(s4, 'cathedral.repellence.wall')?.options).toEqual(['w2', 'done']);
    const s5 = run(s4, choose('done', 'defender'));
    expect(s5.board.walls.w2.invaders.phantom).toBe(1);
    expect(top(s5)?.kind).toBe('defender-spend');
  });

  test(`${S} / Repellence: at most 4 Phantoms`, () => {
    const s0 = scenario()
      .wall('w2', { invaders: { phantom: 6 } })
      .defenderWindow(2, true)
      .build();
    let s = run(s0, pay('cathedral.repellence', 2));
    for (let i = 0; i < 4; i++) s = run(s, choose('w2', 'defender'), choose('r-left-1', 'invader'));
    expect(s.board.walls.w2.invaders.phantom).toBe(2);
    expect(s.board.areas['r-left-1'].phantom).toBe(4);
    expect(top(s)?.kind).toBe('defender-spend');
  });

  test(`${S} / Repellence: no Phantom on any wall, nothing to pay for`, () => {
    const s = scenario().defenderWindow(2, true).build();
    expect(refused(s, pay('cathedral.repellence', 2))).toBe('illegal_target');
  });
});
