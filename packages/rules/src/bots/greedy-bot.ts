/**
 * Greedy bot (either side), one ply: apply each legal action (at most GREEDY_SAMPLE of them,
 * sampled with the bot's own generator when there are more), score the resulting state with the
 * plain evaluation from the acting seat's side, keep the best; ties are broken by the generator.
 * No repetition: within a turn the bot never goes back to a position it has already been in
 * (free moves over a Footbridge could otherwise swap the same two units for ever), unless every
 * candidate repeats one.
 */
import type { Action } from '../actions/schema';
import { applyAction } from '../engine/apply';
import type { GameState, Seat } from '../state/types';
import { evaluate } from './evaluate';
import { botRng, sample, type Bot } from './random-bot';

export const GREEDY_SAMPLE = 60;

/** The position without its action counter and undo window (issue 15): equal keys, same position. */
export function positionKey(state: GameState): string {
  const { stateId: _ignored, undo: _window, ...rest } = state;
  return JSON.stringify(rest);
}

export function greedyBot(seed: number, seat?: Seat): Bot {
  const rng = botRng(seed);
  let turn = -1;
  const seen = new Set<string>();
  return {
    name: seat ? `greedy(${seat})` : 'greedy',
    choose(state: GameState, legal: readonly Action[]): Action {
      if (legal.length === 0) throw new Error('greedyBot: no legal action to choose from');
      if (state.turn !== turn) {
        turn = state.turn;
        seen.clear();
      }
      seen.add(positionKey(state));
      if (legal.length === 1) return legal[0]!;
      const me = state.toAct ?? seat ?? 'invader';
      const candidates = legal.length > GREEDY_SAMPLE ? sample(rng, legal, GREEDY_SAMPLE) : legal;
      let best: Action[] = [];
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const action of candidates) {
        const r = applyAction(state, action);
        if (!r.ok) continue; // never happens for a listed action; self-play reports it as a violation
        const repeats = seen.has(positionKey(r.state));
        const score = repeats ? -Number.MAX_VALUE : evaluate(r.state, me);
        if (score > bestScore) {
          bestScore = score;
          best = [action];
        } else if (score === bestScore) best.push(action);
      }
      if (best.length === 0) return candidates[rng.int(0, candidates.length - 1)]!;
      return best[rng.int(0, best.length - 1)]!;
    },
  };
}
