/**
 * Moving the game on after an action: run phase steps while no decision is pending, resolve a
 * pending decision by itself when it has exactly one legal answer (rulings.md "Turn flow"), and
 * stop at the first real decision, setting toAct to the seat that must make it.
 *
 * Changes go through an `Edit`: in place for a state being built (newGame), copy-on-write for
 * applyAction. Phase steps run in one draft; legal answers are listed on the finished (plain)
 * state between drafts, where reading is cheap. The phase runners and prompt handlers are the
 * game definition's (src/game.ts), passed in.
 */
import type { Action } from '../actions/schema';
import type { Prompt } from '../state/prompts';
import type { GameState } from '../state/types';
import type { Ctx } from './events';
import { log } from './events';
import type { GameDefinition, PromptHandler } from './handler';
import { pendingPrompt, topPrompt } from './prompt-stack';

const MAX_STEPS = 100_000;

/** Applies `change` to a draft of `state` and returns the changed state. */
export type Edit = (state: GameState, change: (draft: GameState) => void) => GameState;

/** Changes the state itself (for a state nobody else holds yet). */
export const inPlace: Edit = (state, change) => {
  change(state);
  return state;
};

/** Phase steps until a decision is pending or the game is over. */
function runPhases(game: GameDefinition, s: GameState, ctx: Ctx): void {
  for (let i = 0; i < MAX_STEPS; i++) {
    if (s.winner) {
      if (s.phase !== 'ended') log(ctx, 'victory.wins', { seat: s.winner.seat });
      s.phase = 'ended';
      s.prompts = [];
      s.toAct = null;
      return;
    }
    const phase = s.phase;
    if (topPrompt(s) || phase === 'ended') return;
    game.phases[phase](s, ctx);
  }
  throw new Error('engine: the flow did not settle');
}

/** A settled state and its legal actions (what legalActions(state) lists), listed once by the flow. */
export interface Settled {
  state: GameState;
  legal: Action[];
}

/**
 * Runs `first` (an action's effect) and then the flow of `game`, through `edit`; returns the
 * settled state. With `inPlace` the returned state is `state` itself.
 */
export function advance(
  game: GameDefinition,
  state: GameState,
  ctx: Ctx,
  edit: Edit = inPlace,
  first?: (draft: GameState) => void,
): Settled {
  let s = edit(state, (d) => {
    first?.(d);
    runPhases(game, d, ctx);
  });
  for (let i = 0; i < MAX_STEPS; i++) {
    const top = topPrompt(s);
    if (!top) return { state: s, legal: [] };
    const handler = handlerFor(game, top);
    const legal = handler.enumerate(s, top);
    if (legal.length === 0) throw new Error(`engine: prompt '${top.kind}${top.kind === 'choice' ? `:${top.id}` : ''}' has no legal action`);
    if (legal.length === 1 && !s.holdSingleAnswers) {
      s = edit(s, (d) => {
        handler.apply(d, pendingPrompt(d), legal[0] as Action, ctx);
        runPhases(game, d, ctx);
      });
      continue;
    }
    if (s.toAct !== top.seat) {
      s = edit(s, (d) => {
        d.toAct = top.seat;
      });
    }
    return { state: s, legal };
  }
  throw new Error('engine: the flow did not settle');
}

/** The handler of a prompt's kind in `game`. */
export function handlerFor(game: GameDefinition, prompt: Prompt): PromptHandler {
  return game.prompts[prompt.kind];
}
