/**
 * Every level plays legal moves to the end (docs/rules/self-play.md "Levels"), with
 * every invariant checked after every action, and the Hard search keeps to its budget.
 */
import { legalActions } from '../game';
import { newGame } from '../new-game';
import { playGame, problemsOf, type BotKind } from '../sim/self-play';
import { viewFor } from '../view/view-for';
import { assertLegal } from './bot';
import { botRng } from './bot-rng';
import { hardBot, hardChoice, type HardStats } from './hard-bot';
import { must } from '../testing/must';

const SMALL_HARD = { budget: { playouts: 6 }, hard: { depth: 3 } } as const;

const MATCHES: ReadonlyArray<[BotKind, BotKind, number]> = [
  ['easy', 'easy', 1],
  ['easy', 'normal', 2],
  ['normal', 'easy', 3],
  ['hard', 'easy', 4],
  ['normal', 'hard', 6],
];

describe('bot levels', () => {
  for (const [invader, defender, seed] of MATCHES) {
    test(`rulings.md "Units and counts" and every invariant hold: ${invader} Invader vs ${defender} Defender plays to the end, seed ${seed}`, () => {
      const r = playGame({ seed, invader, defender, acceptSample: 1, ...SMALL_HARD });
      expect(problemsOf(r)).toEqual([]);
      expect(r.winner === 'invader' || r.winner === 'defender').toBe(true);
      expect(r.final?.phase).toBe('ended');
    }, 120_000);
  }

  test('self-play.md "Hard": with a playout budget a decision is reproducible and spends exactly that budget', () => {
    const s = newGame({ seed: 9 });
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(2);
    assertLegal('seed 9', legal);
    const view = viewFor(s, must(s.toAct, 'a seat to act'));
    const stats: HardStats = { playouts: 0, candidates: 0 };
    const a = hardChoice(view, legal, botRng(4), new Set(), { playouts: 10 }, { depth: 2 }, undefined, stats);
    expect(stats.playouts).toBe(10);
    expect(stats.candidates).toBeGreaterThan(1);
    expect(legal).toContainEqual(a);
    expect(hardChoice(view, legal, botRng(4), new Set(), { playouts: 10 }, { depth: 2 })).toEqual(a);
  });

  test('self-play.md "Hard": a time budget stops the search when the caller\'s clock passes it', () => {
    const s = newGame({ seed: 9 });
    const legal = legalActions(s);
    assertLegal('seed 9', legal);
    const seat = must(s.toAct, 'a seat to act');
    let t = 0;
    const now = () => (t += 5); // every look at the clock: 5 ms later
    const stats: HardStats = { playouts: 0, candidates: 0 };
    hardChoice(viewFor(s, seat), legal, botRng(4), new Set(), { ms: 50 }, { depth: 1 }, now, stats);
    expect(stats.playouts).toBe(9); // started at 5; clock read at 10, 15, ..., 55: 9 playouts before 55 >= 55
    // Without a clock a time budget cannot be measured: the bot falls back to its playout default.
    const bot = hardBot(1, 'invader', { depth: 1, budget: { playouts: 3 } });
    expect(legal).toContainEqual(bot.decide({ view: viewFor(s, seat), legal }));
  });
});
