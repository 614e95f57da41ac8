/**
 * Greedy bot = the Normal level (either side), one ply: sample one full state from the view
 * (determinize), apply each legal action (at most GREEDY_SAMPLE of them, sampled with the bot's
 * own generator when there are more), score the result with the plain evaluation from the acting
 * seat's side, keep the best; ties are broken by the generator.
 * No repetition: within a turn the bot never goes back to a position it has already seen
 * (free moves over a Footbridge could otherwise swap the same two units for ever), unless every
 * candidate repeats one; positions are compared as the seat sees them. It keeps the window
 * discipline of window-discipline.ts (no undoing its own moves, group advances in one action).
 */
import type { Action } from '../actions/schema';
import type { GameState, Seat } from '../state/types';
import type { GameView } from '../view/view-for';
import type { Bot, LegalActions } from './bot';
import { pick, sample, type BotRng } from './bot-rng';
import { determinize } from './determinize';
import { publicKey, scoreActions } from './one-ply';
import { disciplinedBot, endsWindow } from './window-discipline';

export const GREEDY_SAMPLE = 60;

/** The position without its action counter and undo window: equal keys, same position (as `seat` sees it). */
export function positionKey(state: GameState | GameView, seat: Seat = 'invader'): string {
  return publicKey(state, seat);
}

/** The greedy choice among `legal` on one sampled state; `seen` holds positions not to go back to. */
export function greedyChoice(view: GameView, legal: LegalActions, rng: BotRng, seen: ReadonlySet<string>): Action {
  if (legal.length === 1) return legal[0];
  const me = view.toAct ?? legal[0].seat;
  const world = determinize(view, rng);
  const candidates = legal.length > GREEDY_SAMPLE ? sample(rng, legal, GREEDY_SAMPLE) : legal;
  const scored = scoreActions(world, candidates, me).sort((a, b) => b.score - a.score);
  // Best first; a candidate that repeats a seen position only counts when all of them do.
  let best: Action[] = [];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of scored) {
    if (c.score < bestScore) break;
    if (seen.size > 0 && seen.has(publicKey(c.state, me))) continue;
    bestScore = c.score;
    best.push(c.action);
  }
  if (best.length === 0) best = [...candidates];
  return pick(rng, amongEqualBest(best));
}

/**
 * The choices to pick among when `best` score the same. A free move that gains nothing is no
 * reason to go on: when they are only ending the window and moving units, end it. Other ties stay
 * open: on one sampled state a shot or a spell may miss, and ending there would never take them
 * (Normal vs Normal went from 45.5 % to 77.0 % Invader wins when every tie ended the window;
 * docs/rules/self-play.md).
 */
export function amongEqualBest(best: readonly Action[]): readonly Action[] {
  const end = best.filter(endsWindow);
  const onlyMoves = best.every((a) => endsWindow(a) || a.type === 'move' || a.type === 'swap');
  return end.length > 0 && onlyMoves ? end : best;
}

/** Remembers the positions of the current turn it has been in (as its seat saw them); the reference Hard's memory. */
export function turnMemory(): { note(view: GameView): ReadonlySet<string> } {
  let turn = -1;
  const seen = new Set<string>();
  return {
    note(view) {
      if (view.turn !== turn) {
        turn = view.turn;
        seen.clear();
      }
      seen.add(publicKey(view, view.viewer as Seat));
      return seen;
    },
  };
}

export function greedyBot(seed: number, seat?: Seat): Bot {
  return disciplinedBot(seat ? `greedy(${seat})` : 'greedy', seed, greedyChoice);
}
