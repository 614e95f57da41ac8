import { scenario } from '../../testing';
import { choiceOn, choose, pay, refused, run } from '../../testing';

const S = 'seed 000 "New Buildings" / "The Workshop"';

describe(S, () => {
  test(`${S} / Tower Crossbow: in a Tower with no machine; Marksmen may stay`, () => {
    const s0 = scenario().tower('t1', { machine: 'cannon' }).tower('t2', { marksmen: 2 }).defenderWindow(2, true).build();
    const s1 = run(s0, pay('workshop.crossbow', 2));
    expect(choiceOn(s1, 'workshop.crossbow.tower')?.options).toEqual(['t2', 't3', 't4', 't5', 't6']);
    const s2 = run(s1, choose('t2', 'defender'));
    expect(s2.board.towers.t2).toMatchObject({ machine: 'crossbow', marksmen: 2 });
    expect(s2.defender.reserve.crossbow).toBe(2);
  });

  test(`${S} / Stakes: in a Tower with no machine`, () => {
    const s = run(scenario().tower('t6', { machine: 'crossbow' }).defenderWindow(2, true).build(), pay('workshop.stakes', 2));
    expect(refused(s, choose('t6', 'defender'))).toBe('illegal_target');
    const s2 = run(s, choose('t5', 'defender'));
    expect(s2.board.towers.t5.machine).toBe('stakes');
    expect(s2.defender.reserve.stakes).toBe(2);
  });

  test(`${S} / Stone Wall Section: rulings.md "Defender details": at most 5 on a wall section`, () => {
    const s0 = scenario().wall('w1', { stones: 5 }).wall('w2', { stones: 4 }).defenderWindow(1, true).build();
    const s1 = run(s0, pay('workshop.stone', 1));
    expect(choiceOn(s1, 'workshop.stone.wall')?.options).not.toContain('w1');
    const s2 = run(s1, choose('w2', 'defender'));
    expect(s2.board.walls.w2.stones).toBe(5);
    expect(s2.defender.reserve.stone).toBe(2);
  });

  test(`${S} / Gate Reinforcement: rulings.md "Defender details": +1 to a standing gate of the Defender's choice, max 8`, () => {
    const s0 = scenario()
      .with((s) => {
        s.board.gates['gate-outer'].toughness = 8;
        s.board.gates['gate-middle'].toughness = 0;
        s.board.gates['gate-middle'].destroyed = true;
      })
      .defenderWindow(1, true)
      .build();
    const s1 = run(s0, pay('workshop.gate', 1));
    // Only the inner gate can take it, so the choice resolved by itself.
    expect(s1.board.gates['gate-inner'].toughness).toBe(7);
    expect(s1.board.gates['gate-outer'].toughness).toBe(8);
  });

  test(`${S} / Gate Reinforcement: with every standing gate at 8 there is no target`, () => {
    const s = scenario()
      .with((st) => {
        for (const g of Object.values(st.board.gates)) g.toughness = 8;
      })
      .defenderWindow(1, true)
      .build();
    expect(refused(s, pay('workshop.gate', 1))).toBe('illegal_target');
  });
});
