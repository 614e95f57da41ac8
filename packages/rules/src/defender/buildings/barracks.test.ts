import { scenario } from '../../testing';
import { choiceOn, choose, isLegal, pay, refused, run } from '../../testing';

const S = 'seed 000 "The Barracks"';

describe(S, () => {
  test(`${S} / Training a Priest ("replaces it with a Priest counter"): a unit in the Barracks goes to the reserve, a Priest takes its place in the Barracks`, () => {
    const s0 = scenario().defenderWindow(2, true).build();
    const s1 = run(s0, pay('barracks.priest', 2));
    expect(choiceOn(s1, 'barracks.priest.unit')?.options).toEqual(['marksman', 'soldier', 'veteran']);
    const s2 = run(s1, choose('marksman', 'defender'));
    expect(s2.board.barracks).toEqual({ marksman: 2, soldier: 1, veteran: 1 });
    expect(s2.defender.reserve.marksman).toBe(1);
    expect(s2.defender.reserve.priest).toBe(1);
    expect(s2.defender.priests).toContainEqual({ id: 'p3', at: 'barracks', acted: null });
  });

  test(`${S} / Training a Priest: the Priest trained in the Barracks may move out (to a wall, the Courtyard, the Statue), never back in`, () => {
    const s2 = run(scenario().defenderWindow(3, true).build(), pay('barracks.priest', 2), choose('soldier', 'defender'));
    expect(isLegal(s2, { type: 'move', seat: 'defender', from: 'barracks', to: 'w4', unit: 'priest' })).toBe(true);
    expect(isLegal(s2, { type: 'move', seat: 'defender', from: 'barracks', to: 'statue', unit: 'priest' })).toBe(true);
    const s3 = run(s2, { type: 'move', seat: 'defender', from: 'barracks', to: 'courtyard', unit: 'priest' });
    expect(s3.defender.priests.find((p) => p.id === 'p3')?.at).toBe('courtyard');
    expect(refused(s3, { type: 'move', seat: 'defender', from: 'courtyard', to: 'barracks', unit: 'priest' })).toBe('illegal_target');
  });

  test(`${S} / Training a Priest: not with the Barracks empty or no Priest left`, () => {
    const empty = scenario()
      .with((s) => (s.board.barracks = { marksman: 0, soldier: 0, veteran: 0 }))
      .defenderWindow(2, true)
      .build();
    expect(refused(empty, pay('barracks.priest', 2))).toBe('illegal_target');
    expect(isLegal(empty, pay('barracks.priest', 1))).toBe(true);
    const none = scenario()
      .priests([{ at: 'w1' }, { at: 'w2' }, { at: 'w3' }, { at: 'w4' }])
      .defenderWindow(2, true)
      .build();
    expect(refused(none, pay('barracks.priest', 2))).toBe('no_counter_left');
  });

  test(`seed 002 "軍營" / Train a Soldier: a Marksman in the Barracks becomes a Soldier (old to the reserve, new from it)`, () => {
    const s = run(scenario().defenderWindow(2, true).build(), pay('barracks.soldier', 2));
    expect(s.board.barracks).toEqual({ marksman: 2, soldier: 2, veteran: 1 });
    expect(s.defender.reserve).toMatchObject({ marksman: 1, soldier: 2 });
  });

  test(`seed 002 "軍營" / Train a Veteran: a Soldier becomes a Veteran; at most 1 Veteran in the Barracks`, () => {
    const full = scenario().defenderWindow(2, true).build();
    expect(refused(full, pay('barracks.veteran', 2))).toBe('illegal_target');
    const s0 = scenario()
      .with((st) => (st.board.barracks = { marksman: 3, soldier: 1, veteran: 0 }))
      .defenderWindow(2, true)
      .build();
    const s = run(s0, pay('barracks.veteran', 2));
    expect(s.board.barracks).toEqual({ marksman: 3, soldier: 0, veteran: 1 });
    expect(s.defender.reserve).toMatchObject({ soldier: 4, veteran: 2 });
  });

  test(`seed 002 "軍營": at most 2 Soldiers in the Barracks`, () => {
    const s = scenario()
      .with((st) => (st.board.barracks = { marksman: 3, soldier: 2, veteran: 0 }))
      .defenderWindow(2, true)
      .build();
    expect(refused(s, pay('barracks.soldier', 2))).toBe('illegal_target');
  });

  test(`${S}: no Soldier left in the reserve (no_counter_left)`, () => {
    const s = scenario()
      .with((st) => (st.defender.reserve.soldier = 0))
      .defenderWindow(2, true)
      .build();
    expect(refused(s, pay('barracks.soldier', 2))).toBe('no_counter_left');
  });
});
