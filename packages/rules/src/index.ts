/** @stronghold/rules: Stronghold: Undead as pure, deterministic code. */
export { newGame, type NewGameOptions } from './state/new-game';
export { applyAction, legalActions, type ApplyResult } from './engine/apply';
export { viewFor, canSeeLibrary, type GameView, type HiddenCounts } from './view/view-for';
export { ActionSchema, OptionSchema, SeatSchema, type Action, type ActionType } from './actions/schema';
export type { GameError, ErrorCode } from './engine/errors';
export type { GameEvent } from './engine/events';
export type * from './state/types';
export type * from './state/prompts';
export { INVADER_UNITS, DEFENDER_UNITS, PHASES } from './state/types';
export * from './board/undead-board';
export * from './cards/spells';
export * from './cards/council';
export * from './cards/panic';
export * from './cards/decks';
export * from './cards/buildings';
