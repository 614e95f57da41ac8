import { scenario } from '../../testing';
import { choiceOn, choose, isLegal, pay, refused, run } from '../../testing';

const S = 'seed 000 "Defender\'s New Buildings" / "The Forge"';

describe(S, () => {
  test(`${S} / Cannon: 3 Hourglasses, in a Tower with no machine and no Marksmen`, () => {
    const s0 = scenario().tower('t1', { marksmen: 1 }).tower('t2', { machine: 'stakes' }).defenderWindow(3, true).build();
    const s1 = run(s0, pay('forge.cannon', 3));
    expect(choiceOn(s1, 'forge.cannon.tower')?.options).toEqual(['t3', 't4', 't5', 't6']);
    const s2 = run(s1, choose('t4', 'defender'));
    expect(s2.board.towers.t4.machine).toBe('cannon');
    expect(s2.defender.reserve.cannon).toBe(2);
    expect(s2.defender.hourglasses).toBe(0);
  });

  test(`${S} / Cannon: a Tower with Marksmen is no target`, () => {
    const s = run(scenario().tower('t1', { marksmen: 1 }).defenderWindow(3, true).build(), pay('forge.cannon', 3));
    expect(refused(s, choose('t1', 'defender'))).toBe('illegal_target');
  });

  test(`${S} / Skeleton Cauldron: on a free Cauldron space only`, () => {
    const s0 = scenario().wall('w2', { cauldron: true }).defenderWindow(2, true).build();
    const s1 = run(s0, pay('forge.cauldron', 2));
    expect(choiceOn(s1, 'forge.cauldron.wall')?.options).toEqual(['w4', 'w5', 'w6', 'w7', 'w9']);
    expect(refused(s1, choose('w1', 'defender'))).toBe('illegal_target');
    const s2 = run(s1, choose('w9', 'defender'));
    expect(s2.board.walls.w9.cauldron).toBe(true);
    expect(s2.defender.reserve.cauldron).toBe(2);
  });

  test(`${S} / Cross: the first goes on the outer gate, then the middle, then the inner`, () => {
    const s1 = run(scenario().defenderWindow(2, true).build(), pay('forge.cross', 2));
    expect(s1.board.gates['gate-outer'].cross).toBe(true);
    expect(s1.board.gates['gate-middle'].cross).toBe(false);
    const s2 = run(
      scenario()
        .with((s) => (s.board.gates['gate-outer'].cross = true))
        .defenderWindow(2, true)
        .build(),
      pay('forge.cross', 2),
    );
    expect(s2.board.gates['gate-middle'].cross).toBe(true);
    expect(s2.defender.reserve.cross).toBe(2);
  });

  test(`${S} / Cross: only on standing gates (a destroyed outer gate is skipped)`, () => {
    const s = run(
      scenario()
        .with((st) => {
          st.board.gates['gate-outer'].destroyed = true;
          st.board.gates['gate-outer'].toughness = 0;
        })
        .defenderWindow(2, true)
        .build(),
      pay('forge.cross', 2),
    );
    expect(s.board.gates['gate-outer'].cross).toBe(false);
    expect(s.board.gates['gate-middle'].cross).toBe(true);
  });

  test(`${S} / Cross: with a Cross on every standing gate there is no target (seed 002 "設施": a partial payment still may be made)`, () => {
    const s = scenario()
      .with((st) => {
        for (const g of Object.values(st.board.gates)) g.cross = true;
        st.defender.reserve.cross = 1; // a Cross left in the reserve, but no gate to take it
      })
      .defenderWindow(2, true)
      .build();
    expect(refused(s, pay('forge.cross', 2))).toBe('illegal_target');
    expect(isLegal(s, pay('forge.cross', 1))).toBe(true);
  });

  test(`${S} / Footbridge: between two adjacent walls of one side, not twice`, () => {
    const s0 = scenario()
      .with((s) => s.board.footbridges.push('w1-w2'))
      .defenderWindow(2, true)
      .build();
    const s1 = run(s0, pay('forge.footbridge', 2));
    // w3-w4 joins the left and the front sides; w5-w6 are not adjacent.
    expect(choiceOn(s1, 'forge.footbridge.walls')?.options).toEqual([
      { a: 'w2', b: 'w3' },
      { a: 'w4', b: 'w5' },
      { a: 'w6', b: 'w7' },
      { a: 'w8', b: 'w9' },
      { a: 'w9', b: 'w10' },
    ]);
    const s2 = run(s1, choose({ a: 'w4', b: 'w5' }, 'defender'));
    expect(s2.board.footbridges).toEqual(['w1-w2', 'w4-w5']);
    expect(s2.defender.reserve.footbridge).toBe(2);
    // The new Footbridge works at once: with an empty hand the move w4 -> w5 is still legal (free).
    expect(s2.defender.hourglasses).toBe(0);
    expect(isLegal(s2, { type: 'move', seat: 'defender', from: 'w4', to: 'w5', unit: 'marksman' })).toBe(true);
    expect(isLegal(s2, { type: 'move', seat: 'defender', from: 'w3', to: 'w4', unit: 'marksman' })).toBe(false);
  });

  test(`${S}: no counter left in the reserve (no_counter_left)`, () => {
    const s = scenario()
      .with((st) => (st.defender.reserve.footbridge = 0))
      .defenderWindow(2, true)
      .build();
    expect(refused(s, pay('forge.footbridge', 2))).toBe('no_counter_left');
  });
});
