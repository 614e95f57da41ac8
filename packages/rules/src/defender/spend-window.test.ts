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

  test('rulings.md "Turn flow": a non-final window closes by itself when a spend empties the hand and nothing free is left to do', () => {
    // The Council is closed and no card can be used; no Footbridge: nothing is free.
    const s0 = scenario()
      .prompt(INVADER_NEXT)
      .with((s) => (s.defender.council.closed = true))
      .defenderWindow(2)
      .build();
    const s1 = run(s0, speech('p1'));
    expect(top(s1)?.kind).toBe('defender-spend');
    expect(s1.defender.hourglasses).toBe(1);
    const s2 = run(s1, speech('p2'));
    expect(s2.defender.hourglasses).toBe(0);
    expect(invaderGoesOn(s2)).toBe(true);
  });

  test('rulings.md "Turn flow": a window stays open at 0 Hourglasses while closing the Council is available, until the Defender says done', () => {
    const s0 = scenario().prompt(INVADER_NEXT).defenderWindow(1).build();
    const s1 = run(s0, speech('p1'));
    expect(s1.defender.hourglasses).toBe(0);
    expect(top(s1)).toMatchObject({ kind: 'defender-spend', final: false });
    expect(s1.toAct).toBe('defender');
    expect(legalActions(s1).map((a) => a.type)).toEqual(['closeCouncil', 'done']);
    // Closing the Council is still possible after the last Hourglass...
    const s2 = run(s1, { type: 'closeCouncil', seat: D });
    expect(s2.defender.council.closed).toBe(true);
    // ...and then nothing is left to do: the window closes by itself.
    expect(invaderGoesOn(s2)).toBe(true);
    // Or the Defender says done and keeps the Council open.
    const s3 = run(s1, done('defender'));
    expect(s3.defender.council.closed).toBe(false);
    expect(invaderGoesOn(s3)).toBe(true);
  });

  test('rulings.md "Turn flow": a free Footbridge crossing and a Council card stay available after the last Hourglass of a window', () => {
    const s0 = scenario()
      .prompt(INVADER_NEXT)
      .with((s) => {
        s.board.footbridges.push('w1-w2');
        s.defender.council.closed = true;
        s.defender.council.cards = ['holy-relics' as const, ...s.defender.council.cards.filter((c) => c !== 'holy-relics')].slice(0, 6);
        s.defender.council.markers = { 'holy-relics': 2 };
      })
      .defenderWindow(1)
      .build();
    const s1 = run(s0, speech('p1'));
    expect(top(s1)?.kind).toBe('defender-spend');
    const cross = { type: 'move' as const, seat: D, from: 'w1' as const, to: 'w2' as const, unit: 'soldier' as const };
    expect(isLegal(s1, cross)).toBe(true);
    expect(isLegal(s1, { type: 'council', seat: D, card: 'holy-relics' })).toBe(true);
    const s2 = run(s1, cross, { type: 'council', seat: D, card: 'holy-relics' });
    expect(s2.board.walls.w2.defenders.soldier).toBe(s0.board.walls.w2.defenders.soldier + 1);
    expect(s2.defender.council.used).toEqual(['holy-relics']);
    // Free moves are left (across the Footbridge), so the window waits for done.
    expect(top(s2)?.kind).toBe('defender-spend');
    expect(invaderGoesOn(run(s2, done('defender')))).toBe(true);
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
