/** Helpers that apply actions in tests and fail loudly with the engine's own error. */
import type { Action } from '../actions/schema';
import { applyAction } from '../engine/apply';
import type { GameEvent } from '../engine/events';
import type { GameState } from '../state/types';

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

/**
 * Apply an action that must be refused; returns the error code. Throws if it was accepted or if
 * the input state changed (bad input never changes anything).
 */
export function refused(state: GameState, action: Action): string {
  const before = JSON.stringify(state);
  const r = applyAction(state, action);
  if (r.ok) throw new Error(`${action.type} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error(`${action.type} changed the input state`);
  return r.error.code;
}
