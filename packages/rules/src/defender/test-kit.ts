/**
 * Helpers for the Defender's tests (a plain module: no jest globals, so the build can compile it).
 */
import type { ChoiceOption } from '../engine/choice-option';
import type { Action } from '../actions/schema';
import { applyAction, legalActions } from '../engine/apply';
import { actionKey } from '../engine/action-key';
import type { ChoicePrompt, Prompt } from '../state/prompts';
import type { GameState } from '../state/types';
import { mustApply } from '../testing';

export const D = 'defender' as const;

/** Apply an action that should be rejected: its error code, and whether the state stayed the same. */
export function rejected(s: GameState, action: unknown): { code: string; unchanged: boolean } {
  const before = JSON.stringify(s);
  const r = applyAction(s, action);
  return { code: r.ok ? 'accepted' : r.error.code, unchanged: JSON.stringify(s) === before };
}

export const pay = (slot: Extract<Action, { type: 'pay' }>['slot'], amount: number): Action => ({ type: 'pay', seat: D, slot, amount });
export const choose = (option: ChoiceOption, seat: 'defender' | 'invader' = D): Action => ({ type: 'choose', seat, option });
export const done = (seat: 'defender' | 'invader' = D): Action => ({ type: 'done', seat });

export const top = (s: GameState): Prompt | undefined => s.prompts[s.prompts.length - 1];

/** The top prompt if it is the choice `id`, else undefined. */
export function choiceOn(s: GameState, id: string): ChoicePrompt | undefined {
  const p = top(s);
  return p && p.kind === 'choice' && p.id === id ? p : undefined;
}

/** Apply actions in order (each must be legal), returning the final state. */
export function run(s: GameState, ...actions: Action[]): GameState {
  return actions.reduce((st, a) => mustApply(st, a).state, s);
}

export const isLegal = (s: GameState, a: Action): boolean => legalActions(s).some((x) => actionKey(x) === actionKey(a));

/**
 * A pending Invader decision to put under a Defender window in tests: when the window closes, the
 * game stops here ("the Invader goes on") instead of running on through the phases.
 */
export const INVADER_NEXT: Prompt = {
  kind: 'choice',
  seat: 'invader',
  id: 'repel.rampart',
  label: 'test: the Invader goes on',
  options: ['r-left-1', 'r-left-2'],
  context: { wall: 'w2', unit: 'phantom' },
};

/** Has the Invader's turn come (the sentinel is on top)? */
export function invaderGoesOn(s: GameState): boolean {
  const p = top(s);
  return p !== undefined && p.kind === 'choice' && p.label === (INVADER_NEXT as ChoicePrompt).label && s.toAct === 'invader';
}
