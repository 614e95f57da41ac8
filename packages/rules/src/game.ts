/**
 * The game: Stronghold: Undead as one definition the engine runs (the composition root). Every
 * prompt handler, every choice resolver and every phase runner is registered here, and nowhere
 * else: the rules modules (defender/, invader/, assault/, phases/, panic/) each export theirs,
 * and engine/ is a machine that runs whatever definition it is given, knowing no rule. Adding a
 * rule means adding to a module and, for a new prompt kind, phase or resolver table, a line here.
 *
 * applyAction, legalActions and playerActions are the engine's functions over this definition:
 * the only way a game state changes, and what may be played in it.
 */
import type { Action } from './actions/schema';
import { assaultResolvers, runAssault } from './assault';
import { defenderResolvers, defenderSpendHandler } from './defender';
import { applyActionIn, isListedIn, legalActionsIn, playerActionsIn, type ApplyResult } from './engine/apply';
import { makeChoiceHandler, mergeResolvers } from './engine/choice';
import type { GameDefinition } from './engine/handler';
import {
  invaderActivationHandler,
  invaderAdvanceHandler,
  invaderMoveoutHandler,
  invaderResolvers,
  invaderSpellsHandler,
  invaderSupplyHandler,
} from './invader';
import { panicTargetResolvers } from './panic/cards-in-force';
import { runCleanup } from './phases/cleanup-phase';
import { runActivation, runSpells } from './phases/menu-phases';
import { runMoveout } from './phases/moveout-phase';
import { desperationResolvers, runPanic } from './phases/panic-phase';
import { runSupply } from './phases/supply-phase';
import type { GameState } from './state/types';

const CHOICE_RESOLVERS = mergeResolvers(defenderResolvers, invaderResolvers, assaultResolvers, panicTargetResolvers, desperationResolvers);

/** Stronghold: Undead, as the engine runs it. */
export const GAME: GameDefinition = {
  prompts: {
    'defender-spend': defenderSpendHandler,
    'invader-supply': invaderSupplyHandler,
    'invader-spells': invaderSpellsHandler,
    'invader-activation': invaderActivationHandler,
    'invader-moveout': invaderMoveoutHandler,
    'invader-advance': invaderAdvanceHandler,
    choice: makeChoiceHandler(CHOICE_RESOLVERS),
  },
  choices: CHOICE_RESOLVERS,
  phases: {
    supply: runSupply,
    spells: runSpells,
    activation: runActivation,
    moveout: runMoveout,
    assault: runAssault,
    panic: runPanic,
    cleanup: runCleanup,
  },
};

export type { ApplyResult };

/**
 * Applies `raw` to `state`: `{ ok: true, state, events, legal }` or `{ ok: false, error }`. Never
 * throws, never mutates `state` (engine/apply.ts).
 */
export function applyAction(state: GameState, raw: unknown): ApplyResult {
  return applyActionIn(GAME, state, raw);
}

/** Every legal action for the seat that must act now (state.toAct); empty once the game is over. */
export function legalActions(state: GameState): Action[] {
  return legalActionsIn(GAME, state);
}

/**
 * What the seat to act may send: legalActions plus, when it has something to take back, the undo
 * action. The server offers this list to the players; legalActions stays the game's moves.
 * `listed`: legalActions(state) when the caller has it already (applyAction's `legal`).
 */
export function playerActions(state: GameState, listed: Action[] = legalActions(state)): Action[] {
  return playerActionsIn(GAME, state, listed);
}

/** Would legalActions(state) list this (well-formed, right-seat) action? Without listing them all. */
export function isListed(state: GameState, action: Action): boolean {
  return isListedIn(GAME, state, action);
}
