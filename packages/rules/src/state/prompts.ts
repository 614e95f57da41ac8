/**
 * Pending decisions. The game only moves on when GameState.prompts is empty; the last prompt is
 * the current one and names the seat that must answer it. A prompt is data, never a callback, so a
 * saved game can stop and resume at any decision.
 *
 * Menus (a seat's free actions in a phase) have their own kind and take typed actions; every
 * mid-resolution "X's choice" is a `choice` prompt answered by `{ type: 'choose', option }`, one
 * option at a time, and resolved by the resolver registered under its `id` (src/game.ts).
 */
import type { ChoiceOption } from '../actions/choice-option';
import type { ChoiceContext, ChoiceId, ContextOf } from '../actions/choices';
import type { Seat } from './seat';

/** The Defender spends Hourglasses in hand (and may use the Council) before the Invader goes on. */
export interface DefenderSpendPrompt {
  kind: 'defender-spend';
  seat: 'defender';
  /** Why the window is open, for the log and the client ("after Drums", "before the Assault"). */
  reason: string;
  /** The last window before the Assault: it stays open until the Defender says done. */
  final: boolean;
}

export interface MenuPrompt {
  kind: 'invader-supply' | 'invader-spells' | 'invader-activation' | 'invader-moveout' | 'invader-advance';
  seat: 'invader';
}

/** Choose one of `options`. `id` names the resolver; `context` carries what it needs. */
export interface ChoicePrompt {
  kind: 'choice';
  seat: Seat;
  /** The question (actions/choices.ts lists every id and the shape of its options). */
  id: ChoiceId;
  /** Human text: what is being decided. */
  label: string;
  options: ChoiceOption[];
  /**
   * Resolver data (IDs, counts), of the shape its id's table entry gives (`ContextOf<Id>`; a
   * viewer the prompt is secret from sees `{}`). Must hold nothing the other seat may not see
   * unless `secret`.
   */
  context: ChoiceContext;
  /** Options (and context) are hidden from every viewer but `seat`. */
  secret?: boolean;
}

/** A choice prompt of one id, its context typed by the table: what pushChoice writes and its resolver gets. */
export type ChoicePromptOf<Id extends ChoiceId> = Omit<ChoicePrompt, 'id' | 'context'> & { id: Id; context: ContextOf<Id> };

export type Prompt = DefenderSpendPrompt | MenuPrompt | ChoicePrompt;
export type PromptKind = Prompt['kind'];
