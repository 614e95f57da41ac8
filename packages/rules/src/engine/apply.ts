/**
 * applyAction: the only way a game state changes. Checks in layers (shape, game over, seat,
 * legality) before touching anything, then applies to a copy: the input state is never mutated
 * and nothing is thrown at the caller.
 */
import { ActionSchema, type Action } from '../actions/schema';
import type { GameState } from '../state/types';
import { actionKey } from './action-key';
import { err, type GameError } from './errors';
import type { GameEvent } from './events';
import { advance } from './flow';
import { topPrompt } from './prompt-stack';
import { handlerFor } from './registry';

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: GameError | { code: 'internal_error'; message: string } };

export function applyAction(state: GameState, raw: unknown): ApplyResult {
  const parsed = ActionSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? ` at '${issue.path.join('.')}'` : '';
    return { ok: false, error: err('malformed', `Malformed action${where}: ${issue?.message ?? 'invalid'}`) };
  }
  const action: Action = parsed.data;
  if (state.winner || state.phase === 'ended') return { ok: false, error: err('game_over', 'The game is over.') };
  if (action.seat !== state.toAct) {
    return { ok: false, error: err('not_your_turn', `It is the ${state.toAct}'s turn to act.`) };
  }
  const prompt = topPrompt(state);
  if (!prompt) return { ok: false, error: { code: 'internal_error', message: 'No decision is pending.' } };
  const handler = handlerFor(prompt);
  try {
    const key = actionKey(action);
    if (!handler.enumerate(state, prompt).some((a) => actionKey(a) === key)) {
      return {
        ok: false,
        error: handler.explain?.(state, prompt, action) ?? err('illegal_action', `'${action.type}' is not legal now.`),
      };
    }
    const draft = structuredClone(state);
    const events: GameEvent[] = [];
    const ctx = { events };
    handler.apply(draft, topPrompt(draft)!, action, ctx);
    advance(draft, ctx);
    draft.stateId = state.stateId + 1;
    return { ok: true, state: draft, events };
  } catch (e) {
    return { ok: false, error: { code: 'internal_error', message: e instanceof Error ? e.message : String(e) } };
  }
}

/** Every legal action for the seat that must act now (state.toAct); empty once the game is over. */
export function legalActions(state: GameState): Action[] {
  if (state.winner || state.phase === 'ended') return [];
  const prompt = topPrompt(state);
  return prompt ? handlerFor(prompt).enumerate(state, prompt) : [];
}
