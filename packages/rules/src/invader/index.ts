/** The Invader's side, as plugged into the engine. */
import type { ChoiceResolvers } from '../engine/handler';
import { invaderSpellsHandler, spellResolvers } from './spells';
import { invaderSupplyHandler, supplyResolvers } from './supply';
import { invaderActivationHandler } from './activation';
import { invaderAdvanceHandler, invaderMoveoutHandler, moveoutResolvers } from './moveout';

export { invaderSupplyHandler };
export { invaderSpellsHandler };
export { invaderActivationHandler };
export { invaderMoveoutHandler, invaderAdvanceHandler };
export const invaderResolvers: ChoiceResolvers = { ...spellResolvers, ...supplyResolvers, ...moveoutResolvers };
