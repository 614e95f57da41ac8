/**
 * What a tutorial step is: when it applies (read from the seat's view, the pending prompt and the
 * legal list the server sent; the coach never decides legality), what it points at, and when it
 * is done. The steps themselves are data in `script.ts`. Pure types and helpers.
 */
import { PHASES, type Action, type GameView, type Phase, type Prompt } from '@stronghold/rules';
import type { BoardArea } from './board-areas';

export type TutorialSide = 'invader' | 'defender';

/** What the coach sees at a moment: the seat's view and what the server lets it do. */
export interface CoachContext {
  view: GameView;
  legal: readonly Action[];
  seat: TutorialSide;
}

/** Where a step points: an element of the game screen by test id, or a region of the board. */
export type Target = { testid: string } | { board: BoardArea };

export interface TutorialStep {
  /** Stable id: stored progress and the catalog keys `tutorial.<id>.title` / `.text` use it. */
  id: string;
  side: TutorialSide;
  /** The phase of the turn the step belongs to, and the last turn it may still come in (default 1). */
  phase: Phase;
  untilTurn?: number;
  /** The moment of the step: it is shown while this holds. */
  when(c: CoachContext): boolean;
  /** An explanation only: finished by "Got it". Otherwise the step asks for an action. */
  ack?: boolean;
  /**
   * An action step is done once it was shown and this holds (default: its moment is over).
   * `start` is the context when the step was first shown.
   */
  doneWhen?(c: CoachContext, start: CoachContext): boolean;
  /** What to point at, best first (the first one found on screen gets the arrow). */
  targets(c: CoachContext): Target[];
  /** The Rules panel section that explains it (`page--heading`). */
  rules: string;
  /** Numbers from the rules package for the text's `{slots}`. */
  params?(c: CoachContext): Record<string, unknown>;
}

export const top = (c: CoachContext): Prompt | undefined => c.view.prompts[c.view.prompts.length - 1];

/** It is this seat's move and the server has sent what it may do. */
export const myMove = (c: CoachContext): boolean => c.view.toAct === c.seat && c.legal.length > 0;

/** The current prompt is this kind (and, for a choice, its id passes `id`), and it is this seat's move. */
export function asked(c: CoachContext, kind: Prompt['kind'], id?: (id: string) => boolean): boolean {
  const p = top(c);
  if (!p || p.kind !== kind || !myMove(c)) return false;
  return !id || (p.kind === 'choice' && id(p.id));
}

/** The id of the current choice, or ''. */
export const choiceId = (c: CoachContext): string => {
  const p = top(c);
  return p?.kind === 'choice' ? p.id : '';
};

/** The game has moved past `phase` of turn `turn` (the moment of a step that did not come is over). */
export function pastPhase(view: GameView, phase: Phase, turn: number): boolean {
  if (view.phase === 'ended' || view.winner) return true;
  if (view.turn !== turn) return view.turn > turn;
  const order: readonly string[] = PHASES;
  return order.indexOf(view.phase) > order.indexOf(phase);
}
