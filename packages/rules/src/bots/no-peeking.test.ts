/**
 * The no-peeking test (rulings.md "Hidden information"): two states that differ only in
 * what the acting seat cannot see give the same decision for the same bot seed, at every level.
 */
import type { Action } from '../actions/schema';
import { legalActions } from '../game';
import { itemAt } from '../engine/item-at';
import { seedRng } from '../engine/rng';
import { randomStates } from '../sim/random-states';
import type { GameState, Seat } from '../state/types';
import { viewFor } from '../view/view-for';
import type { Bot } from './bot';
import { botRng } from './bot-rng';
import { determinize } from './determinize';
import { easyBot } from './easy-bot';
import { greedyBot } from './greedy-bot';
import { hardBot } from './hard-bot';
import { randomBot } from './random-bot';
import { referenceHardBot } from './reference-hard-bot';
import { must } from '../testing/must';

const LEVELS: ReadonlyArray<[string, (seed: number, seat: Seat) => Bot]> = [
  ['random', randomBot],
  ['easy', easyBot],
  ['normal', greedyBot],
  ['hard', (seed, seat) => hardBot(seed, seat, { budget: { playouts: 12 }, depth: 4 })],
  ["hard-v1 (the sim's reference)", (seed, seat) => referenceHardBot(seed, seat, { budget: { playouts: 12 }, depth: 4 })],
];

/** A by-hand change of everything `seat` cannot see (the view must stay the same). */
function scramble(s: GameState, seat: Seat): GameState {
  const t = structuredClone(s);
  t.rng = seedRng(987654);
  t.decks.mana.reverse();
  t.decks.crossbow.reverse();
  t.decks.cannon.reverse();
  t.decks.panic.reverse();
  t.defender.council.setAside.reverse();
  t.invader.setAside.reverse();
  for (const c of t.board.counters) c.stack?.reverse();
  if (seat === 'defender' && !t.defender.scoutReport) t.invader.library.reverse();
  if (seat === 'defender') {
    // Swap the face-down Illusionary values with the reserve's.
    const faceDown = t.board.counters.filter((c) => c.value !== undefined);
    const all = [...faceDown.map((c) => must(c.value, 'a face-down value')), ...t.invader.illusionReserve].reverse();
    faceDown.forEach((c, i) => (c.value = all[i]));
    t.invader.illusionReserve = all.slice(faceDown.length).sort((a, b) => a - b);
  }
  return t;
}

/** Positions where a seat decides among 3 or more actions, both seats, spread over several games. */
const positions = randomStates([201, 202, 203, 204, 205, 206], 9)
  .filter((s) => s.toAct && legalActions(s).length >= 3)
  .filter((_, i) => i % 8 === 0)
  .slice(0, 16);

const seatOf = (s: GameState): Seat => must(s.toAct, 'a seat to act');

const decide = (bot: Bot, s: GameState): Action => bot.decide({ view: viewFor(s, seatOf(s)), legal: legalActions(s) });

describe('no peeking', () => {
  test('the positions cover both seats and the variants really differ in what the seat cannot see', () => {
    expect(new Set(positions.map((s) => s.toAct)).size).toBe(2);
    for (const s of positions) {
      const seat = seatOf(s);
      for (const t of [scramble(s, seat), determinize(viewFor(s, seat), botRng(s.stateId))]) {
        expect(viewFor(t, seat)).toEqual(viewFor(s, seat));
        expect(t.rng).not.toEqual(s.rng);
        expect(legalActions(t)).toEqual(legalActions(s));
      }
    }
  });

  for (const [level, make] of LEVELS) {
    test(`rulings.md "Hidden information": ${level} bot, states differing only in what the seat cannot see give the same decision`, () => {
      for (const s of positions) {
        const seat = seatOf(s);
        const variants = [scramble(s, seat), determinize(viewFor(s, seat), botRng(s.stateId + 1))];
        const mine = decide(make(31, seat), s);
        for (const t of variants) expect(decide(make(31, seat), t)).toEqual(mine);
      }
    }, 60_000);
  }

  test('control: a bot that read the full state would be caught (its decisions differ on the same pairs)', () => {
    const peek = (s: GameState): Action => {
      const legal = legalActions(s);
      return itemAt(legal, Math.abs(itemAt(s.rng, 0, 'rng state') + s.invader.setAside.join().length) % legal.length, 'peek');
    };
    const caught = positions.filter((s) => JSON.stringify(peek(s)) !== JSON.stringify(peek(scramble(s, seatOf(s)))));
    expect(caught.length).toBeGreaterThan(0);
  });
});
