/** @stronghold/rules: Stronghold: Undead as pure, deterministic code. */
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
export * from './board/undead-board';
export * from './cards/spells';
export * from './cards/council';
export * from './cards/panic';
export * from './cards/decks';
export * from './cards/buildings';
export { replay, ReplayError } from './replay';
export { summarizeGame, type GameSummary } from './replay-summary';
export { BOT_LEVELS, type Bot, type BotLevel, type Budget, type DecideInput } from './bots/bot';
export { botRng, deriveSeed, type BotRng } from './bots/bot-rng';
export { determinize, DeterminizeError } from './bots/determinize';
export { createBot } from './bots/levels';
export { randomBot, type RandomBotOptions } from './bots/random-bot';
export { easyBot } from './bots/easy-bot';
export { greedyBot } from './bots/greedy-bot';
export { hardBot, DEFAULT_HARD_BUDGET, type HardOptions } from './bots/hard-bot';
export { evaluate } from './bots/evaluate';
export { checkInvariants, type InvariantFailure, type InvariantId } from './invariants';
export {
  playGame,
  simulate,
  type BotKind,
  type GameException,
  type GameResult,
  type SelfPlayOptions,
  type SimOptions,
  type SimSummary,
  type Violation,
} from './sim/self-play';
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
