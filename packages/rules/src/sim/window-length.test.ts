/**
 * Self-play keeps each seat's windows short (docs/rules/self-play.md "Window discipline"): over a
 * few seeded games of every level, no run of one seat's consecutive actions is longer than
 * WINDOW_BOUND (the longest seen: 29, an Invader's Major Move out of some 25 unit groups, each one
 * advance), and no bot
 * undoes a move of its own within a run.
 */
import type { Action } from '../actions/schema';
import type { Seat } from '../state/types';
import { playGame, type BotKind } from './self-play';

/** The longest run of one seat's consecutive actions we accept in a game. */
const WINDOW_BOUND = 40;

/** The runs of consecutive actions of one seat in a game's action list. */
function windows(actions: readonly Action[]): Action[][] {
  const out: Action[][] = [];
  for (const a of actions) {
    const last = out.at(-1);
    if (last && last[0]?.seat === a.seat) last.push(a);
    else out.push([a]);
  }
  return out;
}

const undoes = (run: readonly Action[]): boolean =>
  run.some((a, i) =>
    run.slice(0, i).some((m) => a.type === 'move' && m.type === 'move' && a.unit === m.unit && a.from === m.to && a.to === m.from),
  );

const GAMES: ReadonlyArray<[BotKind, BotKind, number]> = [
  ['easy', 'easy', 11],
  ['normal', 'normal', 12],
  ['normal', 'normal', 13],
  ['hard', 'normal', 14],
  ['normal', 'hard', 15],
];

describe('window length in self-play', () => {
  test.each(GAMES)(
    `%s Invader vs %s Defender (seed %i): no window longer than ${WINDOW_BOUND} actions, no move undone`,
    (invader, defender, seed) => {
      const r = playGame({ seed, botSeed: seed, invader, defender, checks: false, budget: { playouts: 16 }, hard: { depth: 3 } });
      expect(r.winner).not.toBeNull();
      const runs = windows(r.actions);
      const longest: Record<Seat, number> = { invader: 0, defender: 0 };
      for (const run of runs) {
        const seat = run[0]?.seat;
        if (seat) longest[seat] = Math.max(longest[seat], run.length);
        expect(undoes(run)).toBe(false);
      }
      expect(longest.invader).toBeLessThanOrEqual(WINDOW_BOUND);
      expect(longest.defender).toBeLessThanOrEqual(WINDOW_BOUND);
    },
    180_000,
  );
});
