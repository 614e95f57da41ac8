/**
 * Shared pieces of the spell effects (seed 000 "Phase 2: Casting Spells"; cards.md "Spells").
 * Each spell family file exports a SpellEffect per spell and the choice resolvers it needs;
 * cast.ts puts them together behind the `invader-spells` menu.
 */
import { SPELLS, type SpellId } from '../../cards/spells';
import { log, type Ctx } from '../../engine/events';
import type { ChoiceId, OptionOf } from '../../actions/choices';
import type { ChoiceResolver, ChoiceResolvers } from '../../engine/handler';
import { pushChoice } from '../../engine/prompt-stack';
import type { GameState, SpellCounter } from '../../state/types';

/** What a spell does when cast. */
export interface SpellEffect {
  /** Has the spell a legal target now (counter limits and Mana are checked by cast.ts)? */
  canCast(state: GameState): boolean;
  /** The effect, after Mana and Hourglasses: immediate, or choice prompts for the Invader. */
  cast(draft: GameState, ctx: Ctx): void;
}

export type SpellFamily = {
  effects: Partial<Record<SpellId, SpellEffect>>;
  resolvers: ChoiceResolvers;
};

export const spellName = (spell: SpellId): string => SPELLS[spell].name;

/** The choice ids of the placement spells ('spells.place.<spell>'), and those spells. */
export type PlacementChoiceId = Extract<ChoiceId, `spells.place.${string}`>;
type SpellOfPlacement<Id> = Id extends `spells.place.${infer S extends SpellId}` ? S : never;
export type PlacedSpell = SpellOfPlacement<PlacementChoiceId>;

/** Put a new counter (or card) of `spell` on the board: active this turn (castTurn). */
export function placeCounter(
  draft: GameState,
  spell: SpellId,
  at: SpellCounter['at'],
  extra: Partial<Pick<SpellCounter, 'value' | 'stack'>> = {},
): SpellCounter {
  const counter: SpellCounter = { id: draft.nextId++, spell, at, castTurn: draft.turn, ...extra };
  draft.board.counters.push(counter);
  return counter;
}

/** Does a counter of this spell already stand at this place? (one per spell per place) */
export const hasCounterAt = (state: GameState, spell: SpellId, at: string): boolean =>
  state.board.counters.some((c) => c.spell === spell && c.at === at);

/**
 * A spell that puts one counter (or card) on a place of the Invader's choice: the legal places
 * come from `targets`; `onPlace` runs after the counter is on the board.
 */
export function placementSpell(
  spell: PlacedSpell,
  targets: (state: GameState) => OptionOf<PlacementChoiceId>[],
  onPlace?: (draft: GameState, counter: SpellCounter, ctx: Ctx) => void,
  ready: (state: GameState) => boolean = () => true,
): SpellFamily {
  const id = `spells.place.${spell}` as const;
  const effect: SpellEffect = {
    canCast: (state) => ready(state) && targets(state).length > 0,
    cast(draft) {
      pushChoice(draft, 'invader', id, `Choose where to place ${spellName(spell)}`, targets(draft), { spell });
    },
  };
  const resolver: ChoiceResolver<PlacementChoiceId> = (draft, _prompt, option, ctx) => {
    if (!targets(draft).includes(option)) throw new Error(`spells: ${option} is no longer a target of ${spell}`);
    const counter = placeCounter(draft, spell, option);
    log(ctx, 'cast.placed', { spell, at: option });
    onPlace?.(draft, counter, ctx);
  };
  const resolvers: ChoiceResolvers = {};
  resolvers[id] = resolver;
  return { effects: { [spell]: effect }, resolvers };
}

export function mergeFamilies(...families: SpellFamily[]): SpellFamily {
  const out: SpellFamily = { effects: {}, resolvers: {} };
  for (const f of families) {
    Object.assign(out.effects, f.effects);
    for (const [id, r] of Object.entries(f.resolvers) as [ChoiceId, ChoiceResolver<never>][]) {
      if (out.resolvers[id]) throw new Error(`spells: resolver ${id} defined twice`);
      (out.resolvers as Record<ChoiceId, ChoiceResolver<never>>)[id] = r;
    }
  }
  return out;
}
