/** Pushing and popping pending decisions. */
import type { ChoicePrompt, Prompt } from '../state/prompts';
import type { ChoiceOption } from './choice-option';
import type { ChoiceId } from './choices';
import type { GameState, Seat } from '../state/types';

export const topPrompt = (state: GameState): Prompt | undefined => state.prompts[state.prompts.length - 1];

export function pushPrompt(state: GameState, prompt: Prompt): void {
  state.prompts.push(prompt);
}

export function popPrompt(state: GameState): Prompt | undefined {
  return state.prompts.pop();
}

/** Ask `seat` to choose one of `options`; the resolver registered under `id` gets the answer. */
export function pushChoice(
  state: GameState,
  seat: Seat,
  id: ChoiceId,
  label: string,
  options: ChoiceOption[],
  context: ChoicePrompt['context'] = {},
  secret = false,
): void {
  const prompt: ChoicePrompt = { kind: 'choice', seat, id, label, options, context };
  if (secret) prompt.secret = true;
  state.prompts.push(prompt);
}

/** Enter a phase at its first step. */
export function enterPhase(state: GameState, phase: GameState['phase']): void {
  state.phase = phase;
  state.step = 'start';
}
