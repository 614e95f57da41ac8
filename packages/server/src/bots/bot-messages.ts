/**
 * The messages between the bot pool (bot-pool.ts) and its threads (bot-worker.ts), declared once
 * for both sides.
 */
import type { Action, GameView, Seat } from '@stronghold/rules';
import type { BotLevel } from '@stronghold/rules/bots';

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
export interface DecideRequest extends DecideAsk {
  kind: 'decide';
  id: number;
  /** Thinking time of a searching bot (Hard), in milliseconds. */
  budgetMs: number;
}

/** A game that is over or gone: its bots can be dropped. */
export interface ForgetRequest {
  kind: 'forget';
  game: string;
}

export type BotWorkerRequest = DecideRequest | ForgetRequest;

export type BotWorkerReply = { id: number; ok: true; action: Action; ms: number } | { id: number; ok: false; error: string };
