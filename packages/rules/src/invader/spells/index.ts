/** Phase 2 and the spells' cast-time effects, as plugged into the engine (see invader/index.ts). */
export { invaderSpellsHandler, spellResolvers, castError, SPELL_EFFECTS } from './cast';
export { arrangeRowAtSetup } from './row-setup';
