/**
 * The messages between the bot pool (bot-pool.ts) and its threads (bot-worker.ts), declared once
 * for both sides.
 */
import type { Action, GameView, Seat } from '@stronghold/rules';
import type { Advice, BotLevel } from '@stronghold/rules/bots';

/** What a room asks of the pool: an action for a computer seat that must act. */
export interface DecideAsk {
  /** Game id and seat: the bot that plays there (created on first use). */
  game: string;
  seat: Seat;
  level: BotLevel;
  seed: number;
  view: GameView;
  legal: Action[];
}

/** The ask as the pool sends it to a thread: numbered, with the level's thinking time. */
export interface DecideRequest extends DecideAsk, PlayoutBudget {
  kind: 'decide';
  id: number;
  /** Thinking time of a searching bot (Hard), in milliseconds. */
  budgetMs: number;
}

/** A hint: the Hard search's advice for a seat's decision, from that seat's view. */
export interface AdviseAsk {
  /** The game (which thread answers). */
  game: string;
  seed: number;
  view: GameView;
  legal: Action[];
  budgetMs: number;
}

export interface AdviseRequest extends AdviseAsk, PlayoutBudget {
  kind: 'advise';
  id: number;
}

/**
 * One position of a finished game's review: the thread rebuilds the game from its seed and
 * actions (kept between the positions of one review) and advises the seat to act after the first
 * `index` actions, from that seat's view. The actions travel once per review (`actions`); later
 * asks send null and name the game's `count` of actions, and a thread that does not hold that game
 * replayed answers REVIEW_NOT_LOADED (the review queue then sends them again).
 */
export interface ReviewPositionAsk {
  game: string;
  gameSeed: number;
  actions: readonly unknown[] | null;
  count: number;
  index: number;
  seed: number;
  budgetMs: number;
}

export interface ReviewPositionRequest extends ReviewPositionAsk, PlayoutBudget {
  kind: 'reviewPosition';
  id: number;
}

/** The error of a review position asked without its actions from a thread that does not hold the game. */
export const REVIEW_NOT_LOADED = 'review: game not replayed in this thread';

/** What the review learns of one position: who acts, the Invader's chance, the advice (none once the game is decided). */
export interface PositionAdvice {
  seat: Seat | null;
  invaderWinChance: number;
  advice: Advice | null;
}

/**
 * Every search request may carry a playout budget instead of its thinking time
 * (`BotPoolOptions.searchPlayouts`): the same work on any machine, however loaded.
 */
export interface PlayoutBudget {
  playouts?: number;
}

/** A game that is over or gone: its bots can be dropped. */
export interface ForgetRequest {
  kind: 'forget';
  game: string;
}

export type BotWorkerRequest = DecideRequest | AdviseRequest | ReviewPositionRequest | ForgetRequest;

export type BotWorkerResult =
  { kind: 'action'; action: Action } | { kind: 'advice'; advice: Advice } | { kind: 'position'; position: PositionAdvice };

export type BotWorkerReply = { id: number; ok: true; result: BotWorkerResult; ms: number } | { id: number; ok: false; error: string };
