/**
 * The bot interface (docs/rules/self-play.md "Bots"): a bot sees only what its seat may see. It
 * is given `viewFor(state, seat)` and the seat's legal actions, never the full state; when it
 * needs full states (to look ahead) it samples them from the view with `determinize`.
 *
 * The rules have no clock: a time budget is measured with the clock the caller passes (`now`);
 * without one, a bot falls back to its playout budget, so tests and the sim are reproducible.
 */
import type { Action } from '../actions/schema';
import type { GameView } from '../view/view-for';
import type { BotRng } from './bot-rng';

export type BotLevel = 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/** How much a search may think per decision: playouts, milliseconds (needs `now`), or both (first reached). */
export interface Budget {
  playouts?: number;
  ms?: number;
}

export interface DecideInput {
  /** viewFor(state, seat) for the seat that must act (view.toAct). */
  view: GameView;
  /** That seat's legal actions (never empty). */
  legal: readonly Action[];
  /** This decision's randomness; without it the bot draws from its own seeded stream. */
  rng?: BotRng;
  /** Overrides the bot's budget for this decision. */
  budget?: Budget;
  /** A clock in milliseconds for a time budget (the sim passes performance.now). */
  now?: () => number;
}

export interface Bot {
  readonly name: string;
  /** One of `input.legal`. Deterministic given the bot's seed and the inputs it has been given. */
  decide(input: DecideInput): Action;
}

/** A seat's legal actions as a bot receives them: never empty. */
export type LegalActions = readonly [Action, ...Action[]];

/** Throws unless there is an action to choose from; after it, `legal[0]` is an action. */
export function assertLegal(name: string, legal: readonly Action[]): asserts legal is LegalActions {
  if (legal.length === 0) throw new Error(`${name}: no legal action to choose from`);
}
