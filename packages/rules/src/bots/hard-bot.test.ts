/**
 * The Hard search (docs/rules/self-play.md "Hard"): legal choices, an immediate win taken and an
 * immediate loss avoided on seeded positions, reproducible with a playout budget, quick when the
 * decision is forced or obvious.
 */
import type { Action } from '../actions/schema';
import { applyAction, legalActions } from '../game';
import { randomStates } from '../sim/random-states';
import type { GameState, Seat } from '../state/types';
import { must } from '../testing/must';
import { viewFor } from '../view/view-for';
import { assertLegal } from './bot';
import { botRng } from './bot-rng';
import { hardBot, hardSearch, LATE_DECISION_MS, TURN_THINKING_MS, turnBudget } from './hard-bot';

/** The state after `index` actions of the seeded random game `seed` (random-states.ts). */
const at = (seed: number, index: number): GameState => must(randomStates([seed], 1)[index], `state ${index} of game ${seed}`);
const seatOf = (s: GameState): Seat => must(s.toAct, 'a seat to act');
const winnerAfter = (s: GameState, a: Action): Seat | null => {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.state.winner?.seat ?? null;
};
const search = (s: GameState, seed: number, playouts: number) => {
  const legal = legalActions(s);
  assertLegal('position', legal);
  return hardSearch(viewFor(s, seatOf(s)), legal, botRng(seed), { playouts }, { depth: 4 });
};

describe('Hard search', () => {
  // Positions of seeded random games where one action ends the game for the seat to act.
  const wins: Array<[number, number]> = [
    [5, 265],
    [6, 212],
  ];
  const losses: Array<[number, number]> = [
    [1, 196],
    [3, 181],
    [4, 227],
  ];

  test.each(wins)(
    'seed 000 "Game End": it takes an immediate win (game %i, action %i)',
    (seed, index) => {
      const s = at(seed, index);
      const me = seatOf(s);
      const legal = legalActions(s);
      // The position is what the test needs: some action wins at once, not all of them.
      expect(legal.filter((a) => winnerAfter(s, a) === me).length).toBeGreaterThan(0);
      expect(legal.some((a) => winnerAfter(s, a) !== me)).toBe(true);
      for (const botSeed of [1, 2, 3]) {
        const r = search(s, botSeed, 200);
        expect(winnerAfter(s, r.action)).toBe(me);
        // Obvious: it does not spend the whole budget, and it knows it has won.
        expect(r.playouts).toBeLessThan(200);
        expect(r.value).toBe(1);
      }
    },
    60_000,
  );

  test.each(losses)(
    'seed 000 "Game End": it avoids an immediate loss (game %i, action %i)',
    (seed, index) => {
      const s = at(seed, index);
      const me = seatOf(s);
      const legal = legalActions(s);
      const losing = legal.filter((a) => winnerAfter(s, a) !== null && winnerAfter(s, a) !== me);
      expect(losing.length).toBeGreaterThan(0);
      expect(losing.length).toBeLessThan(legal.length);
      for (const botSeed of [1, 2, 3]) {
        const r = search(s, botSeed, 48);
        expect(legal).toContainEqual(r.action);
        expect(losing).not.toContainEqual(r.action);
      }
    },
    60_000,
  );

  test('it plays legal actions on positions of both seats, and the same bot seed gives the same action', () => {
    const positions = randomStates([401, 402], 23).filter((s) => s.toAct && legalActions(s).length >= 2);
    expect(new Set(positions.map((s) => s.toAct)).size).toBe(2);
    for (const s of positions.slice(0, 12)) {
      const legal = legalActions(s);
      const a = hardBot(5, seatOf(s), { budget: { playouts: 24 }, depth: 4 }).decide({ view: viewFor(s, seatOf(s)), legal });
      const b = hardBot(5, seatOf(s), { budget: { playouts: 24 }, depth: 4 }).decide({ view: viewFor(s, seatOf(s)), legal });
      expect(legal).toContainEqual(a);
      expect(b).toEqual(a);
    }
  }, 120_000);

  test('a forced decision (one allowed action, e.g. after the window discipline) returns at once, without a playout', () => {
    const s = at(403, 40);
    const only = must(legalActions(s)[0], 'a legal action');
    const r = hardSearch(viewFor(s, seatOf(s)), [only], botRng(1), { playouts: 400 });
    expect(r).toMatchObject({ stop: 'forced', playouts: 0, action: only });
    expect(r.invaderWinChance).toBeGreaterThanOrEqual(0);
    expect(r.invaderWinChance).toBeLessThanOrEqual(1);
  }, 30_000);

  test('a turn of thinking is capped: the full budget until the turn has had TURN_THINKING_MS, then a short one', () => {
    expect(turnBudget({ ms: 1000 }, 0)).toEqual({ ms: 1000 });
    expect(turnBudget({ ms: 1000 }, TURN_THINKING_MS - 400)).toEqual({ ms: 400 });
    expect(turnBudget({ ms: 1000 }, TURN_THINKING_MS + 5000)).toEqual({ ms: LATE_DECISION_MS });
    // A playout budget (sims, tests) stays reproducible.
    expect(turnBudget({ playouts: 400 }, TURN_THINKING_MS + 5000)).toEqual({ playouts: 400 });
  });

  test('the bot counts its thinking per turn: once a turn has had TURN_THINKING_MS, its later decisions take the short budget', () => {
    const s = at(403, 40);
    const me = seatOf(s);
    const legal = legalActions(s);
    assertLegal('position', legal);
    // A clock that moves 10 ms per reading: the search's own readings make its time pass.
    let t = 0;
    const now = () => (t += 10);
    const bot = hardBot(3, me);
    const spans: number[] = [];
    for (let i = 0; i < 40; i++) {
      const before = t;
      bot.decide({ view: viewFor(s, me), legal, now, budget: { ms: 1000 } });
      spans.push(t - before);
    }
    // Where the turn's thinking ran out, every later decision keeps to the short budget
    // (plus the readings of choosing and one playout begun just in time).
    let total = 0;
    const capped = spans.findIndex((ms) => (total += ms) >= TURN_THINKING_MS);
    expect(capped).toBeGreaterThan(0);
    expect(capped).toBeLessThan(spans.length - 5);
    for (const ms of spans.slice(capped + 1)) expect(ms).toBeLessThanOrEqual(2 * LATE_DECISION_MS);
  }, 60_000);
});
