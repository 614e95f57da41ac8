/**
 * The Necromancer's Library, the Invader's Supply action (seed 000 "Phase 1: Supply", Library;
 * rulings.md "Hidden information"): the Invader exchanges spells of the row for Library spells,
 * one at a time (`supply.library.out`, then the spell coming in, a secret choice:
 * `supply.library.in`), then orders the row left to right (`supply.library.order`). The menu
 * (supply-menu.ts) gives the Defender its Hourglass and then calls askLibraryExchange; its tests
 * ("Activating the Necromancer's Library" in supply-menu.test.ts) play the Library through it.
 * docs/rules/invader-supply.md lists every ruling applied here.
 */
import type { OptionOf } from '../actions/choices';
import { SPELLS, type SpellId } from '../cards/spells';
import { log, type Ctx } from '../engine/events';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import type { GameState } from '../state/types';

/** The Invader can never have more than six Spell cards in play (seed 000 Library). */
export const ROW_MAX = 6;

export const CHOICE_LIBRARY_OUT = 'supply.library.out' as const;
export const CHOICE_LIBRARY_IN = 'supply.library.in' as const;
export const CHOICE_LIBRARY_ORDER = 'supply.library.order' as const;

const invader = 'invader' as const;
const spellName = (id: SpellId): string => SPELLS[id].name;

/** Ask for the next exchange: a spell of the row to exchange (none while the Library is empty), or 'done'. */
export function askLibraryExchange(state: GameState): void {
  const options: OptionOf<typeof CHOICE_LIBRARY_OUT>[] = state.invader.library.length > 0 ? [...state.invader.row] : [];
  options.push('done');
  pushChoice(
    state,
    invader,
    CHOICE_LIBRARY_OUT,
    "Necromancer's Library: choose a spell in play to exchange for a Library spell, or done",
    options,
  );
}

const resolveLibraryOut: ChoiceResolver<typeof CHOICE_LIBRARY_OUT> = (draft, _prompt, option, ctx) => {
  if (option === 'done') {
    pushLibraryOrder(draft, [], ctx);
    return;
  }
  pushChoice(
    draft,
    invader,
    CHOICE_LIBRARY_IN,
    `Necromancer's Library: choose the spell that replaces ${spellName(option)}`,
    [...draft.invader.library],
    { out: option },
    true,
  );
};

const resolveLibraryIn: ChoiceResolver<typeof CHOICE_LIBRARY_IN> = (draft, prompt, option, ctx) => {
  const { out } = prompt.context;
  const incoming = option;
  const row = draft.invader.row;
  const at = row.indexOf(out);
  const from = draft.invader.library.indexOf(incoming);
  if (at < 0 || from < 0) throw new Error('library: an exchange of a spell that is not there');
  row[at] = incoming;
  draft.invader.library.splice(from, 1);
  // The spell going out is public; the one coming in is named to the Invader only.
  log(ctx, 'library.exchange', { out });
  log(ctx, 'library.incoming', { out, incoming }, 'invader');
  askLibraryExchange(draft);
};

/** Reorder the row left to right: pick the next spell from the left; 'done' keeps the rest as they are. */
function pushLibraryOrder(state: GameState, placed: SpellId[], ctx: Ctx): void {
  const rest = state.invader.row.filter((id) => !placed.includes(id));
  if (rest.length <= 1) {
    finishLibrary(state, [...placed, ...rest], ctx);
    return;
  }
  pushChoice(
    state,
    invader,
    CHOICE_LIBRARY_ORDER,
    placed.length === 0
      ? 'Order your spells: choose the leftmost spell, or done to keep the order'
      : 'Order your spells: choose the next spell from the left, or done to keep the rest in order',
    [...rest, 'done'],
    { placed },
  );
}

function finishLibrary(state: GameState, order: string[], ctx: Ctx): void {
  if (order.length > ROW_MAX) throw new Error('library: more than six spells in play');
  state.invader.row = order as SpellId[];
  log(ctx, 'library.row', { spells: [...state.invader.row] });
}

const resolveLibraryOrder: ChoiceResolver<typeof CHOICE_LIBRARY_ORDER> = (draft, prompt, option, ctx) => {
  const placed = [...prompt.context.placed];
  if (option === 'done') {
    const rest = draft.invader.row.filter((id) => !placed.includes(id));
    finishLibrary(draft, [...placed, ...rest], ctx);
    return;
  }
  placed.push(option);
  pushLibraryOrder(draft, placed, ctx);
};

export const libraryResolvers: ChoiceResolvers = {
  [CHOICE_LIBRARY_OUT]: resolveLibraryOut,
  [CHOICE_LIBRARY_IN]: resolveLibraryIn,
  [CHOICE_LIBRARY_ORDER]: resolveLibraryOrder,
};
