/** Helpers that apply actions in tests and fail loudly with the engine's own error. */
import type { Action } from '../actions/schema';
import { actionKey } from '../engine/action-key';
import { applyAction, legalActions } from '../game';
import type { ChoiceOption } from '../actions/choice-option';
import type { GameEvent } from '../engine/events';
import type { GameState, Seat } from '../state/types';
import { choose } from './actions';

/** Apply an action that must be legal; throws with the engine's error otherwise. */
export function mustApply(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${action.type} rejected: ${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** Apply actions in order; returns the final state and all events. */
export function play(state: GameState, actions: Action[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = mustApply(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Apply actions in order (each must be legal), returning the final state. */
export const run = (state: GameState, ...actions: Action[]): GameState => play(state, actions).state;

/** Answer the pending choice (must be legal); returns the new state. */
export const answer = (state: GameState, seat: Seat, option: ChoiceOption): GameState => mustApply(state, choose(option, seat)).state;

/**
 * Apply an action (or any input) that must be refused; returns the error code. Throws if it was
 * accepted or if the input state changed (bad input never changes anything).
 */
export function refused(state: GameState, action: unknown): string {
  const before = JSON.stringify(state);
  const r = applyAction(state, action);
  const type = (action as { type?: unknown } | null)?.type;
  if (r.ok) throw new Error(`${String(type)} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error(`${String(type)} changed the input state`);
  return r.error.code;
}

export const isLegal = (s: GameState, a: Action): boolean => legalActions(s).some((x) => actionKey(x) === actionKey(a));
