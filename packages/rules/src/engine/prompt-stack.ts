/** Pushing and popping pending decisions. */
import type { ChoicePrompt, Prompt } from '../state/prompts';
import type { ChoiceId, ContextOf, NoContext, OptionOf } from '../actions/choices';
import type { GameState, Seat } from '../state/types';

export function topPrompt(state: GameState): Prompt | undefined {
  const prompts = state.prompts; // read once: on a copy-on-write draft every read is a proxy trap
  return prompts[prompts.length - 1];
}

/**
 * The pending decision of a state known to have one (a draft of a state whose top prompt was just
 * read); throws if there is none.
 */
export function pendingPrompt(state: GameState): Prompt {
  const prompt = topPrompt(state);
  if (!prompt) throw new Error('engine: no decision is pending');
  return prompt;
}

export function pushPrompt(state: GameState, prompt: Prompt): void {
  state.prompts.push(prompt);
}

export function popPrompt(state: GameState): Prompt | undefined {
  // What pop does, as reads and one length write: on a copy-on-write draft, Array.prototype.pop
  // would also delete the last index (a hole in the draft's copy) before shortening the list.
  const prompts = state.prompts;
  const n = prompts.length;
  if (n === 0) return undefined;
  const top = prompts[n - 1];
  prompts.length = n - 1;
  return top;
}

/** The context argument of pushChoice: required, of its id's shape, unless the id takes none. */
type ContextArgs<Id extends ChoiceId> =
  ContextOf<Id> extends NoContext ? [context?: NoContext, secret?: boolean] : [context: ContextOf<Id>, secret?: boolean];

/**
 * Ask `seat` to choose one of `options`; the resolver registered under `id` gets the answer and
 * `context`, typed by the id's entry in actions/choices.ts.
 */
export function pushChoice<Id extends ChoiceId>(
  state: GameState,
  seat: Seat,
  id: Id,
  label: string,
  options: OptionOf<Id>[],
  ...[context = {}, secret = false]: ContextArgs<Id>
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
