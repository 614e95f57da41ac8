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
import { hardBot, hardSearch } from './hard-bot';
import { must } from '../testing/must';

const SMALL_HARD = { budget: { playouts: 6 }, hard: { depth: 3 } } as const;

const MATCHES: ReadonlyArray<[BotKind, BotKind, number]> = [
  ['easy', 'easy', 1],
  ['easy', 'normal', 2],
  ['normal', 'easy', 3],
  ['hard', 'easy', 4],
  ['normal', 'hard', 6],
  ['hard-v1', 'hard', 7],
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
    const a = hardSearch(view, legal, botRng(4), { playouts: 10 }, { depth: 2 });
    expect(a.stop === 'budget' ? a.playouts : 10).toBe(10);
    expect(a.playouts).toBeLessThanOrEqual(10);
    expect(a.candidates).toBeGreaterThan(1);
    expect(legal).toContainEqual(a.action);
    expect(hardSearch(view, legal, botRng(4), { playouts: 10 }, { depth: 2 })).toEqual(a);
  });

  test('self-play.md "Hard": a time budget stops the search when the caller\'s clock passes it', () => {
    const s = newGame({ seed: 9 });
    const legal = legalActions(s);
    assertLegal('seed 9', legal);
    const seat = must(s.toAct, 'a seat to act');
    let t = 0;
    const now = () => (t += 5); // every look at the clock: 5 ms later
    const r = hardSearch(viewFor(s, seat), legal, botRng(4), { ms: 50 }, { depth: 1 }, now);
    // Started at 5 (deadline 55); the clock is read once before each playout (10, 15, ..., 50) and
    // once more every CHECK_EVERY playouts, so the search ends before 55 with at most 9 playouts.
    expect(r.playouts).toBeGreaterThan(0);
    expect(r.playouts).toBeLessThanOrEqual(9);
    expect(t).toBeLessThanOrEqual(60);
    // Without a clock a time budget cannot be measured: the bot falls back to its playout default.
    const bot = hardBot(1, 'invader', { depth: 1, budget: { playouts: 3 } });
    expect(legal).toContainEqual(bot.decide({ view: viewFor(s, seat), legal }));
  });
});
