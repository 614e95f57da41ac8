/** The Invader's side, as plugged into the engine. */
import type { ChoiceResolvers } from '../engine/handler';
import { invaderSpellsHandler, spellResolvers } from './spells';
import { invaderSupplyHandler, supplyResolvers } from './supply-menu';
import { libraryResolvers } from './library';
import { invaderActivationHandler } from './activation-menu';
import { invaderAdvanceHandler, invaderMoveoutHandler } from './moveout-menus';
import { trapResolvers } from './trap';

export { invaderSupplyHandler };
export { invaderSpellsHandler };
export { invaderActivationHandler };
export { invaderMoveoutHandler, invaderAdvanceHandler };
export const invaderResolvers: ChoiceResolvers = { ...spellResolvers, ...supplyResolvers, ...libraryResolvers, ...trapResolvers };
