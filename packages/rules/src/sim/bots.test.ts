/** The self-play bots (docs/rules/self-play.md "Bots"). */
import { applyAction, legalActions, newGame, viewFor, type Action, type GameState, type Seat } from '../index';
import type { Bot } from '../bots/bot';
import { determinize } from '../bots/determinize';
import { evaluate, invaderScore, WEIGHTS } from '../bots/evaluate';
import { GREEDY_SAMPLE, greedyBot } from '../bots/greedy-bot';
import { botRng, deriveSeed, randomBot, sample } from '../bots/random-bot';
import { mustApply, scenario } from '../testing';
import { playGame } from './self-play';
import { must } from '../testing/must';

/** The bot's decision for the seat to act in `s`, from that seat's view. */
const choose = (bot: Bot, s: GameState, legal: readonly Action[], seat: Seat = s.toAct ?? 'invader'): Action =>
  bot.decide({ view: viewFor(s, seat), legal });

/** Play `n` actions of a game with random bots; returns the states met. */
function walk(seed: number, n: number): GameState[] {
  const bots = { invader: randomBot(deriveSeed(seed, 1)), defender: randomBot(deriveSeed(seed, 2)) };
  let s = newGame({ seed });
  const out = [s];
  for (let i = 0; i < n; i++) {
    const legal = legalActions(s);
    if (!legal.length) break;
    const r = applyAction(s, choose(bots[must(s.toAct, 'a seat to act')], s, legal));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    out.push(s);
  }
  return out;
}

/** Whether the code that called Math.random (the frame under jest's mock) is the rules' own, not a test's. */
function calledFromRules(stack: string): boolean {
  const frames = stack.split('\n').slice(1);
  const caller = frames.find((f) => !f.includes('bots.test.ts') && !/node_modules[\\/]jest-mock[\\/]/.test(f));
  return !!caller && /packages[\\/]rules[\\/]src[\\/]/.test(caller) && !caller.includes('.test.ts');
}

describe('bots', () => {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    const random = Math.random.bind(Math);
    spy = jest.spyOn(Math, 'random').mockImplementation(() => {
      // Only the rules' own code is forbidden Math.random: the test runner (in the same context)
      // may draw one at any time, e.g. while a loaded machine makes it write its cache.
      if (calledFromRules(new Error().stack ?? '')) throw new Error('Math.random used');
      return random();
    });
  });
  afterEach(() => spy.mockRestore());

  test('self-play.md "Bots": the random bot draws from its own seeded generator, never Math.random', () => {
    const s = newGame({ seed: 3 });
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(1);
    const a = randomBot(42);
    const b = randomBot(42);
    const picksA = Array.from({ length: 30 }, () => choose(a, s, legal));
    const picksB = Array.from({ length: 30 }, () => choose(b, s, legal));
    expect(picksA).toEqual(picksB);
    for (const p of picksA) expect(legal).toContainEqual(p);
    // Uniform: over 30 draws among several actions, more than one is picked.
    expect(new Set(picksA.map((p) => JSON.stringify(p))).size).toBeGreaterThan(1);
    expect(s.rng).toEqual(newGame({ seed: 3 }).rng); // the game's own generator is untouched
  });

  test('self-play.md "Bots": a game is decided by its seed alone (same seed, same actions and result)', () => {
    const one = playGame({ seed: 11, checks: false });
    const two = playGame({ seed: 11, checks: false });
    expect(two.actions).toEqual(one.actions);
    expect(two.winner).toBe(one.winner);
    expect(playGame({ seed: 12, checks: false }).actions).not.toEqual(one.actions);
  });

  test('self-play.md "Running it": each seat\'s thinking is summed per turn, what the other player waits', () => {
    // A clock that moves 1 ms per reading: every decision takes 1 ms.
    let t = 0;
    const r = playGame({ seed: 14, checks: false, now: () => t++ });
    for (const seat of ['invader', 'defender'] as const) {
      const total = r.decisionMs[seat].reduce((a, b) => a + b, 0);
      expect(r.turnMs[seat].reduce((a, b) => a + b, 0)).toBe(total);
      expect(r.turnMs[seat].length).toBeGreaterThan(1);
      expect(r.turnMs[seat].length).toBeLessThanOrEqual(r.turns);
    }
  });

  test('self-play.md "Bots": the checker draws from its own stream, so checking changes no choice', () => {
    const checked = playGame({ seed: 13, acceptSample: 5 });
    const unchecked = playGame({ seed: 13, checks: false });
    expect(checked.actions).toEqual(unchecked.actions);
  });

  test('self-play.md "Final engine": the random-single Invader advances one unit at a time, the random one also in bulk', () => {
    const advances = (kind: 'random' | 'random-single'): number[] =>
      [21, 22, 23].flatMap((seed) =>
        playGame({ seed, invader: kind, checks: false }).actions.flatMap((a) => (a.type === 'advance' ? [a.count] : [])),
      );
    const single = advances('random-single');
    expect(single.length).toBeGreaterThan(0);
    expect(single.every((n) => n === 1)).toBe(true);
    expect(advances('random').some((n) => n > 1)).toBe(true);
  });

  test('self-play.md "Bots": sample() picks k distinct items, all when k >= length', () => {
    const rng = botRng(1);
    const items = Array.from({ length: 100 }, (_, i) => i);
    const got = sample(rng, items, GREEDY_SAMPLE);
    expect(got).toHaveLength(GREEDY_SAMPLE);
    expect(new Set(got).size).toBe(GREEDY_SAMPLE);
    expect(sample(rng, [1, 2, 3], 60).sort()).toEqual([1, 2, 3]);
    expect(items).toEqual(Array.from({ length: 100 }, (_, i) => i)); // input untouched
  });

  test('self-play.md "Bots": a bot asked to choose among no actions throws', () => {
    const s = newGame({ seed: 1 });
    expect(() => choose(randomBot(1), s, [])).toThrow(/no legal action/);
    expect(() => choose(greedyBot(1), s, [])).toThrow(/no legal action/);
  });

  test('self-play.md "Greedy bot": it picks an action whose result scores best for the acting seat', () => {
    const states = walk(21, 120);
    let checked = 0;
    for (const s of states) {
      const legal = legalActions(s);
      if (legal.length < 2 || legal.length > GREEDY_SAMPLE) continue;
      const seat = must(s.toAct, 'a seat to act');
      // The bot scores on the state it samples from its view first thing, with its own generator.
      const world = determinize(viewFor(s, seat), botRng(5));
      const scores = legal.map((a: Action) => {
        const r = applyAction(world, a);
        if (!r.ok) throw new Error(r.error.message);
        return evaluate(r.state, seat);
      });
      const best = Math.max(...scores);
      const pick = choose(greedyBot(5, seat), s, legal);
      expect(scores[legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(pick))]).toBe(best);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  test('self-play.md "Greedy bot": never goes back to a position it has been in this turn (free Footbridge moves)', () => {
    const s0 = scenario({ seed: 1 })
      .phase('moveout')
      .wall('w1', { defenders: { marksman: 1, soldier: 1 } })
      .wall('w2', { defenders: { marksman: 1, soldier: 1 } })
      .with((s) => s.board.footbridges.push('w1-w2'))
      .defenderWindow(0, true)
      .build();
    const there: Action = { type: 'move', seat: 'defender', from: 'w1', to: 'w2', unit: 'marksman' };
    const back: Action = { type: 'move', seat: 'defender', from: 'w2', to: 'w1', unit: 'marksman' };
    const other: Action = { type: 'move', seat: 'defender', from: 'w1', to: 'w2', unit: 'soldier' };
    expect(legalActions(s0)).toContainEqual(there);
    const bot = greedyBot(9, 'defender');
    expect(choose(bot, s0, [there])).toEqual(there);
    const s1 = mustApply(s0, there).state;
    expect(s1.defender.hourglasses).toBe(0); // the Footbridge move was free
    expect(legalActions(s1)).toEqual(expect.arrayContaining([back, other]));
    // Both keep the same strength on the walls; going back would repeat s0.
    for (let i = 0; i < 10; i++) expect(choose(bot, s1, [back, other])).toEqual(other);
    // A fresh bot has no memory: either is fine for it.
    const picks = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(choose(greedyBot(i, 'defender'), s1, [back, other]))));
    expect(picks.size).toBe(2);
  });

  test('self-play.md "Plain evaluation": the Defender scores the opposite of the Invader, plus Hourglasses spent', () => {
    const s = newGame({ seed: 2 });
    expect(evaluate(s, 'invader')).toBe(invaderScore(s));
    const t = structuredClone(s);
    t.board.walls.w1.invaders.vampire += 1;
    expect(evaluate(t, 'invader') - evaluate(s, 'invader')).toBe(3 * WEIGHTS.invaderOnWalls);
    expect(evaluate(t, 'defender') - evaluate(s, 'defender')).toBe(-3 * WEIGHTS.invaderOnWalls);
    const u = structuredClone(s);
    u.defender.slots['forge.cannon'].paid += 2;
    expect(evaluate(u, 'defender') - evaluate(s, 'defender')).toBe(2 * WEIGHTS.hourglassPaid);
    expect(evaluate(u, 'invader')).toBe(evaluate(s, 'invader'));
    const v = structuredClone(s);
    v.panic.level += 1;
    expect(evaluate(v, 'invader') - evaluate(s, 'invader')).toBe(WEIGHTS.panic);
  });

  test('self-play.md "Plain evaluation": a won game scores the win for the winner and the loss for the other', () => {
    const s = structuredClone(newGame({ seed: 2 }));
    s.winner = { seat: 'defender', reason: 'test' };
    expect(evaluate(s, 'defender')).toBe(WEIGHTS.win);
    expect(evaluate(s, 'invader')).toBe(-WEIGHTS.win);
  });
});
