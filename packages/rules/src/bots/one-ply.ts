/**
 * One-ply scoring shared by the Easy and Normal bots: each candidate action is applied to one
 * state sampled from the view (determinize), and the result scored with the plain evaluation from
 * the acting seat's side. Positions are compared by what the seat sees of them (publicKey), so
 * the no-repetition rule never depends on sampled secrets.
 */
import type { Action } from '../actions/schema';
import { applyAction } from '../game';
import type { GameState, Seat } from '../state/types';
import { viewFor, type GameView } from '../view/view-for';
import { evaluate } from './evaluate';

export interface Scored {
  action: Action;
  score: number;
  /** The resulting state (sampled hidden parts), for the repetition check. */
  state: GameState;
}

/** The position as `seat` sees it, without its action counter: equal keys, same position. */
export function publicKey(state: GameState | GameView, seat: Seat): string {
  const view = 'viewer' in state ? state : viewFor(state, seat);
  const { stateId: _ignored, ...rest } = view;
  return JSON.stringify(rest);
}

export function scoreActions(world: GameState, candidates: readonly Action[], seat: Seat): Scored[] {
  const out: Scored[] = [];
  for (const action of candidates) {
    const r = applyAction(world, action);
    if (!r.ok) continue; // a listed action is always accepted; self-play reports it otherwise
    out.push({ action, score: evaluate(r.state, seat), state: r.state });
  }
  return out;
}
