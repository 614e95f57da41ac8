import { legalActions } from '../game';
import { mustApply, scenario } from '../testing';
import type { GameState } from '../state/types';
import { D, done, INVADER_NEXT, invaderGoesOn, isLegal, pay, refused, run, top } from '../testing';

const speech = (priest = 'p1') => ({ type: 'priest' as const, seat: D, priest, act: 'speech' as const });

/** A position where no Hourglass can be spent: no piece can move, no action can be paid. */
function stuck(hand: number): GameState {
  return scenario()
    .prompt(INVADER_NEXT)
    .with((s) => {
      for (const w of Object.values(s.board.walls)) w.defenders = { marksman: 0, soldier: 0, veteran: 0 };
      s.board.barracks = { marksman: 0, soldier: 0, veteran: 0 };
      for (const slot of Object.values(s.defender.slots)) slot.done = true;
      for (const p of s.defender.priests) p.acted = 'speech';
    })
    .defenderWindow(hand)
    .build();
}

describe('defender-spend window (rulings.md "Turn flow")', () => {
  test('rulings.md "Turn flow": the Defender must spend all Hourglasses before going on: done is refused', () => {
    const s = scenario().defenderWindow(2).build();
    expect(isLegal(s, done('defender'))).toBe(false);
    expect(refused(s, done('defender'))).toBe('illegal_action');
  });

  test('rulings.md "Turn flow": a non-final window closes by itself when a spend empties the hand', () => {
    const s0 = scenario().prompt(INVADER_NEXT).defenderWindow(2).build();
    const s1 = run(s0, speech('p1'));
    expect(top(s1)?.kind).toBe('defender-spend');
    expect(s1.defender.hourglasses).toBe(1);
    const s2 = run(s1, speech('p2'));
    expect(s2.defender.hourglasses).toBe(0);
    expect(invaderGoesOn(s2)).toBe(true);
  });

  test('rulings.md "Turn flow": the final window before the Assault stays open at 0 until done', () => {
    const s1 = run(scenario().prompt(INVADER_NEXT).defenderWindow(1, true).build(), speech());
    expect(top(s1)).toMatchObject({ kind: 'defender-spend', final: true });
    expect(s1.toAct).toBe('defender');
    expect(isLegal(s1, done('defender'))).toBe(true);
    const s2 = run(s1, done('defender'));
    expect(invaderGoesOn(s2)).toBe(true);
  });

  test('rulings.md "Defender details": with no legal way to spend them, done discards the Hourglasses with a log line', () => {
    const s = stuck(2);
    expect(
      legalActions(s)
        .map((a) => a.type)
        .sort(),
    ).toEqual(['closeCouncil', 'done']);
    const r = mustApply(s, done('defender'));
    expect(r.state.defender.hourglasses).toBe(0);
    expect(r.events.some((e) => e.kind === 'hourglasses.lost' && e.params.n > 0)).toBe(true);
    expect(invaderGoesOn(r.state)).toBe(true);
  });

  test('seed 000 "The Commanders\' Council": free Council actions are offered in any window, even with 0 in hand', () => {
    const s = scenario().prompt(INVADER_NEXT).defenderWindow(0, true).build();
    expect(isLegal(s, { type: 'closeCouncil', seat: D })).toBe(true);
    const s1 = run(s, { type: 'closeCouncil', seat: D });
    expect(s1.defender.council.closed).toBe(true);
    // Only 'done' was left, so the window closed by itself (a single legal answer resolves itself).
    expect(invaderGoesOn(s1)).toBe(true);
  });

  test('pay amounts are bounded by the hand and by what the action still needs', () => {
    const s = scenario().defenderWindow(2).build();
    const amounts = legalActions(s)
      .filter((a) => a.type === 'pay' && a.slot === 'forge.cannon')
      .map((a) => (a.type === 'pay' ? a.amount : 0));
    expect(amounts).toEqual([1, 2]);
    expect(refused(s, pay('forge.cannon', 3))).toBe('insufficient_hourglasses');
    const big = scenario().defenderWindow(6).build();
    expect(refused(big, pay('forge.cannon', 4))).toBe('illegal_action');
  });

  describe('bad input: error code and state unchanged', () => {
    test("wrong seat: the Invader cannot answer the Defender's window", () => {
      const s = scenario().defenderWindow(2).build();
      expect(refused(s, done('invader'))).toBe('not_your_turn');
    });
    test("wrong phase: Defender actions while the Invader's menu is open", () => {
      const s = scenario().phase('spells').hourglasses(2).invaderMenu('invader-spells').build();
      expect(refused(s, pay('workshop.stone', 1))).toBe('not_your_turn');
    });
    test('wrong phase: a choose with no choice pending', () => {
      const s = scenario().defenderWindow(2).build();
      expect(refused(s, { type: 'choose', seat: D, option: 'w1' })).toBe('illegal_action');
    });
    test('malformed: unknown slot', () => {
      const s = scenario().defenderWindow(2).build();
      expect(refused(s, { type: 'pay', seat: D, slot: 'statue.pray', amount: 1 })).toBe('malformed');
    });
    test('a pay with a Defender choice pending is refused', () => {
      const s = run(scenario().defenderWindow(3, true).build(), pay('workshop.stone', 1));
      expect(top(s)).toMatchObject({ kind: 'choice', id: 'workshop.stone.wall' });
      expect(refused(s, pay('workshop.gate', 1))).toBe('illegal_action');
    });
  });
});
