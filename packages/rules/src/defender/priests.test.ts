import type { Action } from '../actions/schema';
import { scenario } from '../testing';
import { D, isLegal, refused, run } from '../testing';

const priest = (id: string, act: 'repel' | 'speech'): Action => ({ type: 'priest', seat: D, priest: id, act });

describe('seed 000 "Defender\'s Heroes: Priests"', () => {
  test('seed 000 "Action II: Speech" example: a Priest on the Statue with two Crosses lowers Panic by 3', () => {
    const s0 = scenario()
      .priests([{ at: 'statue' }, { at: 'w5' }])
      .with((s) => {
        s.board.gates['gate-outer'].cross = true;
        s.board.gates['gate-middle'].cross = true;
      })
      .panic(2)
      .defenderWindow(2, true)
      .build();
    const s1 = run(s0, priest('p1', 'speech'));
    expect(s1.panic.level).toBe(-1);
    expect(s1.defender.priests[0]?.acted).toBe('speech');
    expect(s1.defender.hourglasses).toBe(1);
  });

  test('seed 000 "Action II: Speech": away from the Statue, a Speech lowers Panic by 1 whatever the Crosses', () => {
    const s0 = scenario()
      .with((s) => (s.board.gates['gate-outer'].cross = true))
      .panic(2)
      .defenderWindow(2, true)
      .build();
    expect(run(s0, priest('p1', 'speech')).panic.level).toBe(1);
  });

  test('seed 000 "Phase 6: Panic": Speech never takes Panic below -6', () => {
    const s0 = scenario()
      .priests([{ at: 'statue' }])
      .panic(-6)
      .defenderWindow(1, true)
      .build();
    expect(run(s0, priest('p1', 'speech')).panic.level).toBe(-6);
  });

  test('cards.md "Silent Prayers": Priests cannot use Speech', () => {
    const s = scenario()
      .with((st) => st.panic.active.push({ card: 'silent-prayers', target: null }))
      .defenderWindow(2, true)
      .build();
    expect(refused(s, priest('p1', 'speech'))).toBe('illegal_action');
    expect(isLegal(s, priest('p1', 'repel'))).toBe(true);
  });

  test('seed 000 "Action I: Repel": only for a Priest on a wall; it marks the Priest for Melee step 1', () => {
    const s0 = scenario()
      .priests([{ at: 'w3' }, { at: 'courtyard' }])
      .defenderWindow(2, true)
      .build();
    const s1 = run(s0, priest('p1', 'repel'));
    expect(s1.defender.priests[0]).toMatchObject({ at: 'w3', acted: 'repel' });
    expect(s1.defender.hourglasses).toBe(1);
    expect(refused(s1, priest('p2', 'repel'))).toBe('illegal_target');
  });

  test('seed 000 "Priests": a Priest that acted can neither act again nor move this turn', () => {
    const s1 = run(scenario().defenderWindow(3, true).build(), priest('p1', 'repel'));
    expect(refused(s1, priest('p1', 'speech'))).toBe('already_used');
    expect(refused(s1, priest('p1', 'repel'))).toBe('already_used');
    // p2 on the same wall still moves.
    const s2 = run(s1, { type: 'move', seat: D, from: 'w5', to: 'w4', unit: 'priest' });
    expect(s2.defender.priests.find((p) => p.id === 'p2')?.at).toBe('w4');
    expect(s2.defender.priests.find((p) => p.id === 'p1')?.at).toBe('w5');
  });

  test('bad input: unaffordable (empty hand in the final window) and an unknown Priest', () => {
    const s = scenario().defenderWindow(0, true).build();
    expect(refused(s, priest('p1', 'speech'))).toBe('insufficient_hourglasses');
    const t = scenario().defenderWindow(1, true).build();
    expect(refused(t, priest('p4', 'speech'))).toBe('illegal_target');
    expect(refused(t, { type: 'priest', seat: 'invader', priest: 'p1', act: 'speech' })).toBe('malformed');
  });
});
