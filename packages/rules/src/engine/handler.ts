/**
 * The shapes every rules module plugs into the engine with, and the game definition that holds
 * them all (composed in src/game.ts; the engine runs whatever definition it is given).
 */
import type { Action } from '../actions/schema';
import type { ChoicePromptOf, Prompt, PromptKind } from '../state/prompts';
import type { GameState, Phase } from '../state/types';
import type { ChoiceId, OptionOf } from '../actions/choices';
import type { GameError } from './errors';
import type { Ctx } from './events';

/** Answers one kind of prompt: lists its legal actions and applies a legal one. */
export interface PromptHandler<P extends Prompt = Prompt> {
  kind: P['kind'];
  /** Every legal action for prompt.seat now. Never empty while the prompt is open. */
  enumerate(state: GameState, prompt: P): Action[];
  /**
   * The part of `enumerate` an incoming action could match: must hold every listed action of the
   * same type with the same keys as `action`, and nothing `enumerate` does not list. Lets
   * applyAction validate one action without building the whole list (default: `enumerate`).
   * `action` may not have been parsed yet (apply.ts, listedEqual): compare its fields with listed
   * values, never use them otherwise (as keys, counts or bounds).
   */
  candidates?(state: GameState, prompt: P, action: Action): Action[];
  /**
   * Apply an action already known to be legal, mutating the draft. The handler pops its own
   * prompt when it is finished with it (menus stay open until 'done').
   */
  apply(draft: GameState, prompt: P, action: Action, ctx: Ctx): void;
  /** A precise error for an action that is not legal (default: illegal_action). */
  explain?(state: GameState, prompt: P, action: Action): GameError | null;
}

/**
 * Resolves the answer to a choice prompt of id `Id`; the prompt is already popped when it runs.
 * Its context and the option are typed by the table (actions/choices.ts): the engine only passes
 * options it listed, and the context pushChoice wrote for the same id.
 */
export type ChoiceResolver<Id extends ChoiceId> = (draft: GameState, prompt: ChoicePromptOf<Id>, option: OptionOf<Id>, ctx: Ctx) => void;

/** Resolvers of a rules module, each typed by its choice id. */
export type ChoiceResolvers = { [Id in ChoiceId]?: ChoiceResolver<Id> };

/** Moves a phase on while no prompt is open: pushes a prompt, or changes phase/step. */
export type PhaseRunner = (draft: GameState, ctx: Ctx) => void;

export type PhaseRunners = Record<Exclude<Phase, 'ended'>, PhaseRunner>;

/**
 * A game as the engine runs it: one handler per prompt kind (the `choice` handler answers with
 * the resolver registered under the prompt's id), every choice resolver, one runner per phase.
 */
export interface GameDefinition {
  prompts: Record<PromptKind, PromptHandler>;
  choices: ChoiceResolvers;
  phases: PhaseRunners;
}
