/** The generic handler for every `choice` prompt: one `choose` action per option. */
import type { Action } from '../actions/schema';
import type { ChoicePrompt } from '../state/prompts';
import { err } from './errors';
import type { ChoiceResolver, PromptHandler } from './handler';
import { popPrompt } from './prompt-stack';

export function makeChoiceHandler(resolvers: Record<string, ChoiceResolver>): PromptHandler<ChoicePrompt> {
  return {
    kind: 'choice',
    enumerate: (_state, prompt) =>
      prompt.options.map((option): Action => ({ type: 'choose', seat: prompt.seat, option })),
    // The listed `choose` with this option, if any (what enumerate lists, filtered by option).
    candidates: (_state, prompt, action) =>
      action.type === 'choose' && prompt.options.includes(action.option) ? [{ type: 'choose', seat: prompt.seat, option: action.option }] : [],
    apply(draft, prompt, action, ctx) {
      if (action.type !== 'choose') return;
      const resolve = resolvers[prompt.id];
      if (!resolve) throw new Error(`engine: no resolver for choice '${prompt.id}'`);
      popPrompt(draft);
      resolve(draft, prompt, action.option, ctx);
    },
    explain: (_state, prompt, action) =>
      action.type === 'choose'
        ? err('illegal_target', `'${action.option}' is not one of the options for: ${prompt.label}`)
        : err('illegal_action', `Answer the pending decision first: ${prompt.label}`),
  };
}
