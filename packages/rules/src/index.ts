/**
 * @stronghold/rules: Stronghold: Undead as pure, deterministic code. The game: setup, applying
 * and listing actions, views, the action schema, the state's types, events, choices and replay.
 * The rest has its own entry: `/cards` (board and card tables), `/bots`, `/sim` (self-play and
 * invariants), `/testing` (the rules' test helpers). The wire contract is `@stronghold/protocol`.
 */
export { newGame, type NewGameOptions } from './new-game';
export { applyAction, legalActions, playerActions, type ApplyResult } from './game';
export { sameAction, sameOption } from './engine/action-key';
export { undoOffer } from './engine/undo';
export { actionCost } from './state/action-cost';
export { counterActive } from './state/board-queries';
export { viewFor, canSeeLibrary, type GameView, type HiddenCounts, type PreviousView } from './view/view-for';
export { ActionSchema, OptionSchema, SeatSchema, type Action, type ActionType } from './actions/schema';
export type { GameError, ErrorCode } from './engine/errors';
export {
  LOG_EVENTS,
  LOG_KINDS,
  type GameEvent,
  type LogKind,
  type LogParams,
  type LogCause,
  type Piece,
  type Place,
} from './engine/events';
export type * from './state/types';
export type * from './state/prompts';
export { INVADER_UNITS, DEFENDER_UNITS, PHASES } from './state/types';
// The board's and the cards' ids the state and the actions are written in, and the lists their
// types are defined by (every table is in /cards).
export {
  BUILDINGS,
  FOREGROUNDS,
  GATES,
  INNER_AREAS,
  RAMPARTS,
  SIDES,
  TOWERS,
  WALLS,
  type DefenderPlaceId,
  type InnerAreaId,
  type InvaderPlaceId,
} from './board/undead-board';
export { BUILDING_ACTION_IDS, type BuildingActionId } from './cards/buildings';
export { COUNCIL_IDS, type CouncilId } from './cards/council';
export { DEFENDER_RESERVE, type CannonCard, type DefenderReserveItem } from './cards/decks';
export { PANIC_IDS, type PanicId } from './cards/panic';
export { SPELL_IDS, type SpellId } from './cards/spells';
export { replay, ReplayError } from './replay';
export { summarizeGame, type GameSummary } from './replay-summary';
export {
  CHOICES,
  CHOICE_IDS,
  choiceSchemaFor,
  contextFields,
  contextSchemaFor,
  isChoiceId,
  type ChoiceContext,
  type ChoiceContextDefinition,
  type ChoiceContextValue,
  type ChoiceDefinition,
  type ChoiceId,
  type ContextOf,
  type NoContext,
  type OptionOf,
} from './actions/choices';
export { ChoiceOptionSchema, optionKey, type ChoiceOption, type ChoiceOptionFields } from './actions/choice-option';
export { ADVANCE_MAX_COUNT } from './actions/schema';
export { TRAP_STRENGTH, trapStrength } from './invader/trap';
export { PRIEST_ACTION_COST, speechValue } from './defender/priests';
export { repelCanAct } from './defender/repel-reach';
export {
  councilLimits,
  moveLimits,
  payLimits,
  priestLimits,
  type LimitSource,
  type OptionLimit,
  type OptionLimitCode,
} from './defender/option-limits';
