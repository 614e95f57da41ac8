/**
 * Where every rules module plugs into the engine: one handler per prompt kind, one resolver per
 * choice id, one runner per phase. Adding a rule means adding to a module, not to the engine.
 */
import { assaultResolvers, runAssault } from '../assault';
import { defenderResolvers, defenderSpendHandler } from '../defender';
import {
  invaderActivationHandler,
  invaderAdvanceHandler,
  invaderMoveoutHandler,
  invaderResolvers,
  invaderSpellsHandler,
  invaderSupplyHandler,
} from '../invader';
import { runCleanup } from '../phases/cleanup';
import { runActivation, runSpells } from '../phases/menus';
import { runMoveout } from '../phases/moveout';
import { panicResolvers, runPanic } from '../phases/panic';
import { runSupply } from '../phases/supply';
import type { Prompt, PromptKind } from '../state/prompts';
import { makeChoiceHandler } from './choice';
import type { ChoiceId } from '../actions/choices';
import type { ChoiceResolver, ChoiceResolvers, PhaseRunners, PromptHandler } from './handler';

export function mergeResolvers(...sets: ChoiceResolvers[]): ChoiceResolvers {
  const all: ChoiceResolvers = {};
  for (const set of sets) {
    for (const [id, resolver] of Object.entries(set) as [ChoiceId, ChoiceResolver<never>][]) {
      if (all[id]) throw new Error(`engine: choice id '${id}' registered twice`);
      (all as Record<ChoiceId, ChoiceResolver<never>>)[id] = resolver;
    }
  }
  return all;
}

export const CHOICE_RESOLVERS = mergeResolvers(defenderResolvers, invaderResolvers, assaultResolvers, panicResolvers);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler is typed by its own prompt kind
export const PROMPT_HANDLERS: Record<PromptKind, PromptHandler<any>> = {
  'defender-spend': defenderSpendHandler,
  'invader-supply': invaderSupplyHandler,
  'invader-spells': invaderSpellsHandler,
  'invader-activation': invaderActivationHandler,
  'invader-moveout': invaderMoveoutHandler,
  'invader-advance': invaderAdvanceHandler,
  choice: makeChoiceHandler(CHOICE_RESOLVERS),
};

export const PHASE_RUNNERS: PhaseRunners = {
  supply: runSupply,
  spells: runSpells,
  activation: runActivation,
  moveout: runMoveout,
  assault: runAssault,
  panic: runPanic,
  cleanup: runCleanup,
};

export function handlerFor(prompt: Prompt): PromptHandler {
  return PROMPT_HANDLERS[prompt.kind] as PromptHandler;
}
