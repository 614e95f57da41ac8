/**
 * The evaluation's breach terms (docs/rules/self-play.md "Plain evaluation"): how close each wall
 * stands to a breach as assault.md "Melee step 5" defines it (Invader strength above the wall's
 * Defender strength plus its unit strength), from the units on the wall and those on Ramparts
 * whose paths lead there.
 */
import { newGame } from '../new-game';
import type { GameState } from '../state/types';
import { evalTerms, invaderScore } from './evaluate';
import { HARD_VALUE_MODEL, winChanceFor } from './value-model';

/** The start (board.md: w1 2 Marksmen + 1 Soldier, w2 1 Marksman + 2 Soldiers, 2 stones each) with the Priests in the Courtyard. */
function start(): GameState {
  const s = newGame({ seed: 5 });
  for (const p of s.defender.priests) p.at = 'courtyard';
  return s;
}

describe('breach terms', () => {
  test('seed 001 "Breaking Into The Stronghold": a wall counts from two points below a breach, by how far', () => {
    const s = start();
    expect(evalTerms(s).breachMargin).toBe(0);
    // w2 holds 5 unit strength + 2 stones = 7; a breach needs an advantage above 5, so strength 13.
    s.board.walls.w2.invaders.vampire = 4; // 12: one short of a breach
    expect(evalTerms(s).breachMargin).toBe(12 - 12 + 2);
    s.effects.bloodlust = true; // 16 (cards.md Bloodlust): a breach by 3
    expect(evalTerms(s).breachMargin).toBe(16 - 12 + 2);
  });

  test('a Priest on the wall (2 each, assault.md "Melee step 5") pushes it back', () => {
    const s = start();
    s.board.walls.w2.invaders.vampire = 4;
    const before = evalTerms(s).breachMargin;
    const priest = s.defender.priests[0];
    if (!priest) throw new Error('the start has Priests');
    priest.at = 'w2';
    expect(evalTerms(s).breachMargin).toBe(before - 2);
  });

  test('units on a Rampart threaten both walls its paths reach (board.md "Paths"), not the others', () => {
    const s = start();
    s.board.areas['r-left-1'].skeleton = 7; // 14, paths to w1 and w2
    const t = evalTerms(s);
    expect(t.breachMargin).toBe(0);
    // w1: 4 unit strength + 2 stones, breach above 10: 14 - 10 + 2; w2: breach above 12: 14 - 12 + 2.
    expect(t.breachReach).toBe(14 - 10 + 2 + (14 - 12 + 2));
  });

  test("moving a Soldier from a quiet wall to the threatened one: the plain evaluation's totals do not change, Hard's win chance does", () => {
    const s = start();
    s.board.walls.w2.invaders.vampire = 4;
    const moved: GameState = structuredClone(s);
    moved.board.walls.w8.defenders.soldier -= 1;
    moved.board.walls.w2.defenders.soldier += 1;
    expect(invaderScore(moved)).toBe(invaderScore(s));
    expect(evalTerms(moved).breachMargin).toBeLessThan(evalTerms(s).breachMargin);
    expect(winChanceFor(moved, 'defender', HARD_VALUE_MODEL)).toBeGreaterThan(winChanceFor(s, 'defender', HARD_VALUE_MODEL));
  });
  test('seed 000 "Assault Steps" Melee step 3 "Skeleton Cauldron": a Cauldron on the wall takes one Skeleton off its threat', () => {
    const s = start();
    // w2 breaches above 12 (7 + 5 unit strength); 6 Skeletons and a Vampire: 15, a breach by 3.
    s.board.walls.w2.invaders.skeleton = 3;
    s.board.walls.w2.invaders.vampire = 3; // 6 + 9 = 15
    expect(evalTerms(s).breachMargin).toBe(15 - 12 + 2);
    s.board.walls.w2.cauldron = true; // 13 at the strength step
    expect(evalTerms(s).breachMargin).toBe(13 - 12 + 2);
  });

  test('seed 000 Workshop "Stakes" (Melee step 4): Stakes in an adjacent Tower clear the Vampires for the cheapest unit there', () => {
    const s = start();
    s.board.walls.w2.invaders.vampire = 4; // 12 against a breach above 12
    const before = evalTerms(s).breachMargin;
    expect(before).toBe(2);
    s.board.towers.t1.machine = 'stakes'; // t1 stands by w1 and w2 (board.md)
    // A Marksman is sacrificed: no Vampire reaches the strength step, so nothing is fought there.
    expect(evalTerms(s).breachMargin).toBe(0);
    s.board.towers.t1.stakesUsed = true; // once a turn
    expect(evalTerms(s).breachMargin).toBe(before);
  });

  test('Stakes that would cost more than they remove are not counted (seed 000 Workshop "Stakes")', () => {
    const s = start();
    s.board.walls.w2.defenders = { marksman: 0, soldier: 0, veteran: 2 }; // hold 6 + 2 + 6 = 14
    s.board.walls.w2.invaders.vampire = 1;
    s.board.walls.w2.invaders.skeleton = 4; // 3 + 8 = 11; the Vampire and its aura: 3
    s.board.towers.t1.machine = 'stakes';
    // Clearing 3 points of Vampire would cost a Veteran (3, counted twice): left alone.
    expect(evalTerms(s).breachMargin).toBe(Math.max(0, 11 - 14 + 2));
    s.board.walls.w2.invaders.skeleton = 5; // 13: one point short of a breach
    expect(evalTerms(s).breachMargin).toBe(13 - 14 + 2);
  });

  test('seed 000 "Priests" (Melee step 1): a Priest on the wall repels a Phantom, and a Vampire after Repel', () => {
    const s = start();
    s.board.walls.w2.invaders.vampire = 3;
    s.board.walls.w2.invaders.phantom = 2; // 9 + 2 + aura 2 = 13 against a breach above 12
    expect(evalTerms(s).breachMargin).toBe(13 - 12 + 2);
    const priest = s.defender.priests[0];
    if (!priest) throw new Error('the start has Priests');
    priest.at = 'w2'; // holds 2 more (above 14) and repels a Phantom: 11
    expect(evalTerms(s).breachMargin).toBe(Math.max(0, 11 - 14 + 2));
    s.board.walls.w2.invaders.vampire = 4; // 12 + 1 + 1 after the repel: 14
    expect(evalTerms(s).breachMargin).toBe(14 - 14 + 2);
    priest.acted = 'repel'; // one Vampire goes too: 9 + 1 + 1
    expect(evalTerms(s).breachMargin).toBe(Math.max(0, 11 - 14 + 2));
  });
});
