/**
 * The generic handler for every `choice` prompt: one `choose` action per option. An option must
 * first match its choice id's schema (actions/choices.ts: malformed otherwise), then be listed.
 * The answer goes to the resolver registered under the prompt's id (mergeResolvers builds that
 * table from the rules modules' own tables, in src/game.ts).
 */
import type { Action } from '../actions/schema';
import type { ChoicePrompt } from '../state/prompts';
import { choiceSchemaFor, type ChoiceId } from '../actions/choices';
import { sameOption } from './action-key';
import { err } from './errors';
import type { ChoiceOption } from '../actions/choice-option';
import type { Ctx } from './events';
import type { ChoiceResolver, ChoiceResolvers, PromptHandler } from './handler';
import { popPrompt } from './prompt-stack';
import type { GameState } from '../state/types';

type AnyChoiceResolver = (draft: GameState, prompt: ChoicePrompt, option: ChoiceOption, ctx: Ctx) => void;

/** One table of the rules modules' resolvers; an id registered twice is an error. */
export function mergeResolvers(...sets: ChoiceResolvers[]): ChoiceResolvers {
  const all: ChoiceResolvers = {};
  for (const set of sets) {
    for (const [id, resolver] of Object.entries(set) as [ChoiceId, ChoiceResolver<never>][]) {
      if (all[id]) throw new Error(`engine: choice id '${id}' registered twice`);
      (all as Record<ChoiceId, ChoiceResolver<never>>)[id] = resolver;
    }
  }
  return all;
}

export function makeChoiceHandler(resolvers: ChoiceResolvers): PromptHandler<ChoicePrompt> {
  return {
    kind: 'choice',
    enumerate: (_state, prompt) => prompt.options.map((option): Action => ({ type: 'choose', seat: prompt.seat, option })),
    // The listed `choose` with this option, if any (what enumerate lists, filtered by option).
    candidates: (_state, prompt, action) => {
      if (action.type !== 'choose') return [];
      const option = prompt.options.find((o) => sameOption(o, action.option));
      return option === undefined ? [] : [{ type: 'choose', seat: prompt.seat, option }];
    },
    apply(draft, prompt, action, ctx) {
      if (action.type !== 'choose') return;
      // The one place a resolver meets its prompt untyped: the context is what pushChoice wrote for
      // this same id (choices.test.ts checks it against the table in self-play).
      const resolve = resolvers[prompt.id] as AnyChoiceResolver | undefined;
      if (!resolve) throw new Error(`engine: no resolver for choice '${prompt.id}'`);
      // The listed option itself (same fields, the rules' own field order), so replays match exactly.
      const listed = prompt.options.find((o) => sameOption(o, action.option)) ?? action.option;
      popPrompt(draft);
      resolve(draft, prompt, listed, ctx);
    },
    explain: (_state, prompt, action) => {
      if (action.type !== 'choose') return err('illegal_action', `Answer the pending decision first: ${prompt.label}`);
      const parsed = choiceSchemaFor(prompt.id).safeParse(action.option);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length ? ` at '${issue.path.join('.')}'` : '';
        return err('malformed', `Malformed option for '${prompt.id}'${where}: ${issue?.message ?? 'invalid'}`);
      }
      return err('illegal_target', `${JSON.stringify(action.option)} is not one of the options for: ${prompt.label}`);
    },
  };
}
