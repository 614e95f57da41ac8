import type { Action } from '../actions/schema';
import { applyAction, legalActions } from '../game';
import { scenario } from '../testing';
import { D, isLegal, refused, run } from '../testing';
import { must } from '../testing/must';

type Place = Extract<Action, { type: 'move' }>['from'];
type Unit = Extract<Action, { type: 'move' }>['unit'];
const move = (from: Place, to: Place, unit: Unit): Action => ({ type: 'move', seat: D, from, to, unit });
const swap = (a: Place, aUnit: Unit, b: Place, bUnit: Unit): Action => ({ type: 'swap', seat: D, a, aUnit, b, bUnit });

const window = (n = 3) => scenario().defenderWindow(n, true);

describe('seed 002 "移動" / board.md "Inside the stronghold": moving Defender pieces', () => {
  test('wall to adjacent wall costs 1 Hourglass', () => {
    const s = run(window().build(), move('w1', 'w2', 'soldier'));
    expect(s.board.walls.w1.defenders.soldier).toBe(0);
    expect(s.board.walls.w2.defenders.soldier).toBe(3);
    expect(s.defender.hourglasses).toBe(2);
  });

  test('board.md: w5 and w6 are not adjacent (the gates stand between them)', () => {
    const s = window()
      .wall('w6', { defenders: { soldier: 1 } })
      .build();
    expect(refused(s, move('w5', 'w6', 'soldier'))).toBe('illegal_target');
  });

  test('wall to courtyard or barracks; courtyard to any wall or tower; courtyard and barracks are adjacent', () => {
    const s0 = window(4).build();
    const s1 = run(s0, move('w1', 'courtyard', 'marksman'), move('courtyard', 't6', 'marksman'));
    expect(s1.board.towers.t6.marksmen).toBe(1);
    const s2 = run(s1, move('barracks', 'courtyard', 'soldier'), move('courtyard', 'w10', 'soldier'));
    expect(s2.board.walls.w10.defenders.soldier).toBe(2);
    expect(s2.board.barracks.soldier).toBe(0);
  });

  test('wall to adjacent tower only (Marksmen), never to a far tower', () => {
    const s = window().build();
    expect(isLegal(s, move('w1', 't1', 'marksman'))).toBe(true);
    expect(refused(s, move('w1', 't3', 'marksman'))).toBe('illegal_target');
    expect(refused(s, move('w1', 't1', 'soldier'))).toBe('illegal_target');
  });

  test('board.md "Towers": at most 2 Marksmen, none where a Cannon stands', () => {
    const full = window().tower('t1', { marksmen: 2 }).build();
    expect(refused(full, move('w1', 't1', 'marksman'))).toBe('illegal_target');
    const cannon = window().tower('t1', { machine: 'cannon' }).build();
    expect(refused(cannon, move('w1', 't1', 'marksman'))).toBe('illegal_target');
    const crossbow = window().tower('t1', { machine: 'crossbow' }).build();
    expect(isLegal(crossbow, move('w1', 't1', 'marksman'))).toBe(true);
  });

  test('board.md "Wall sections": 4 Defender units per wall; a Priest takes no space', () => {
    const s = window()
      .wall('w4', { defenders: { soldier: 4 } })
      .build();
    expect(refused(s, move('w3', 'w4', 'marksman'))).toBe('illegal_target');
    const p = window()
      .wall('w4', { defenders: { soldier: 4 } })
      .priests([{ at: 'w5' }])
      .build();
    expect(run(p, move('w5', 'w4', 'priest')).defender.priests[0]?.at).toBe('w4');
  });

  test('seed 002 "軍營": the Barracks hold at most 4 Marksmen, 2 Soldiers, 1 Veteran', () => {
    const s = window()
      .wall('w1', { defenders: { veteran: 1 } })
      .build();
    expect(refused(s, move('w1', 'barracks', 'veteran'))).toBe('illegal_target');
    expect(isLegal(s, move('w1', 'courtyard', 'veteran'))).toBe(true);
  });

  test('board.md: Priests move only between walls, the Courtyard and the Statue; the Statue holds one Priest', () => {
    const s0 = window().build();
    expect(refused(s0, move('w5', 'barracks', 'priest'))).toBe('illegal_target');
    const s1 = run(s0, move('w5', 'statue', 'priest'));
    expect(s1.defender.priests.filter((p) => p.at === 'statue')).toHaveLength(1);
    expect(refused(s1, move('w5', 'statue', 'priest'))).toBe('illegal_target');
    expect(refused(s1, move('w5', 'statue', 'soldier'))).toBe('illegal_target');
    const s2 = run(s1, move('statue', 'courtyard', 'priest'));
    expect(s2.defender.priests.map((p) => p.at).sort()).toEqual(['courtyard', 'w5']);
  });

  test('seed 000 "Priests": a Priest who used an action this turn cannot move', () => {
    const s = window()
      .priests([{ at: 'w5', acted: 'repel' }])
      .build();
    expect(refused(s, move('w5', 'w4', 'priest'))).toBe('already_used');
  });

  test('seed 000 "Footbridge": moves between the two walls it joins are free', () => {
    const s0 = scenario()
      .with((s) => s.board.footbridges.push('w1-w2'))
      .defenderWindow(1, true)
      .build();
    const s1 = run(s0, move('w1', 'w2', 'soldier'), move('w2', 'w1', 'marksman'));
    expect(s1.defender.hourglasses).toBe(1);
    expect(s1.board.walls.w1.defenders).toEqual({ marksman: 3, soldier: 0, veteran: 0 });
    // With an empty hand (final window), free moves are still legal; paid ones are not.
    const s2 = run(s1, { type: 'priest', seat: D, priest: 'p1', act: 'speech' });
    expect(isLegal(s2, move('w1', 'w2', 'marksman'))).toBe(true);
    expect(refused(s2, move('w2', 'w3', 'soldier'))).toBe('insufficient_hourglasses');
  });

  test('seed 002 "換位": a swap costs 1 Hourglass and needs each piece able to move to the other\'s place', () => {
    const s0 = window()
      .wall('w1', { defenders: { marksman: 2, soldier: 2 } })
      .with((s) => (s.board.courtyard.veteran = 1))
      .build();
    // w1 is full: a plain move in is impossible, a swap is not.
    expect(refused(s0, move('courtyard', 'w1', 'veteran'))).toBe('illegal_target');
    const s1 = run(s0, swap('w1', 'marksman', 'courtyard', 'veteran'));
    expect(s1.board.walls.w1.defenders).toEqual({ marksman: 1, soldier: 2, veteran: 1 });
    expect(s1.board.courtyard).toMatchObject({ marksman: 1, veteran: 0 });
    expect(s1.defender.hourglasses).toBe(2);
  });

  test('seed 002 "換位": a swap the pieces could not make as moves is refused; swaps are listed in board order', () => {
    const s = window().build();
    // A Soldier cannot go into a Tower.
    const t = window().tower('t1', { marksmen: 1 }).build();
    expect(refused(t, swap('w1', 'soldier', 't1', 'marksman'))).toBe('illegal_target');
    // Same kind: nothing to swap.
    expect(refused(s, swap('w1', 'soldier', 'w2', 'soldier'))).toBe('illegal_target');
    expect(isLegal(s, swap('w1', 'soldier', 'w2', 'marksman'))).toBe(true);
    expect(refused(s, swap('w2', 'marksman', 'w1', 'soldier'))).toBe('illegal_action');
  });

  test('seed 000 "Footbridge": a swap across a Footbridge is free too', () => {
    const s0 = scenario()
      .with((s) => s.board.footbridges.push('w2-w3'))
      .defenderWindow(1, true)
      .build();
    const s1 = run(s0, swap('w2', 'soldier', 'w3', 'marksman'));
    expect(s1.defender.hourglasses).toBe(1);
    expect(s1.board.walls.w2.defenders).toEqual({ marksman: 2, soldier: 1, veteran: 0 });
  });

  test('bad input: a move with no such piece there', () => {
    const s = window().build();
    expect(refused(s, move('w1', 'w2', 'veteran'))).toBe('illegal_target');
    expect(refused(s, move('courtyard', 'w2', 'soldier'))).toBe('illegal_target');
  });
});

describe('listed moves, swaps and pays are made once and shared (docs/operations.md "Server under load", 2026-12-03)', () => {
  test('two states list the same frozen objects, equal to what a player sends; applying one leaves it as it was', () => {
    const s0 = window(3).build();
    const s1 = run(s0, move('w1', 'w2', 'soldier'));
    const byKey = (list: readonly Action[]) => new Map(list.map((a) => [JSON.stringify(a), a]));
    const before = byKey(legalActions(s0));
    const after = byKey(legalActions(s1));
    const shared = [...after].filter(([k, a]) => before.get(k) === a).map(([, a]) => a);
    // The moves, swaps and pays both states offer: the very same objects, frozen so that no caller can change another game's list.
    expect(shared.some((a) => a.type === 'move')).toBe(true);
    expect(shared.some((a) => a.type === 'swap')).toBe(true);
    expect(shared.some((a) => a.type === 'pay')).toBe(true);
    for (const a of shared) expect(Object.isFrozen(a)).toBe(true);
    const listed = must(
      [...after.values()].find((a) => a.type === 'move'),
      'a listed move',
    );
    const copy = JSON.stringify(listed);
    expect(applyAction(s1, listed).ok).toBe(true);
    expect(applyAction(s1, JSON.parse(copy)).ok).toBe(true);
    expect(JSON.stringify(listed)).toBe(copy);
  });
});
