/**
 * Replay: a game is its seed plus its actions. newGame + every action in order gives back the
 * exact final state (the engine is deterministic; all randomness lives in state.rng).
 */
import { applyAction } from './game';
import { newGame } from './new-game';
import type { GameState } from './state/types';

export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ReplayError';
  }
}

/** newGame({ seed }) then apply each action; throws a ReplayError naming the index of a rejected action. */
export function replay(seed: number, actions: readonly unknown[]): GameState {
  let state = newGame({ seed, ruleset: 'undead' });
  actions.forEach((action, index) => {
    const r = applyAction(state, action);
    if (!r.ok) {
      throw new ReplayError(
        index,
        r.error.code,
        `replay(seed ${seed}): action ${index} ${JSON.stringify(action)} rejected: ${r.error.code}: ${r.error.message}`,
      );
    }
    state = r.state;
  });
  return state;
}
