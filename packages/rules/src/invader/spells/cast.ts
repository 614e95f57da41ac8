/**
 * Phase 2, Casting Spells (seed 000 "Phase 2: Casting Spells"): the `invader-spells` menu.
 * Spells in the row are cast strictly left to right, each at most once a turn; a cast pays the
 * Mana, gives the Defender as many Hourglasses (their window opens once the effect has resolved),
 * then applies the effect. A spell whose counters are all on the board, or with no legal target,
 * cannot be cast. 'done' ends Phase 2.
 */
import type { Action } from '../../actions/schema';
import { SPELLS, type SpellId } from '../../cards/spells';
import { giveHourglasses } from '../../defender/hourglasses';
import { err, type GameError } from '../../engine/errors';
import { log } from '../../engine/events';
import type { PromptHandler } from '../../engine/handler';
import { popPrompt } from '../../engine/prompt-stack';
import { countersOf } from '../../state/board-queries';
import type { MenuPrompt } from '../../state/prompts';
import type { GameState } from '../../state/types';
import { mergeFamilies, spellName, type SpellEffect } from './common';
import { counterSpells } from './counters';
import { hallucinationSpells } from './hallucinations';
import { instantSpells } from './instant';
import { machineSpells } from './machines';
import { movementSpells } from './movement-spells';
import { rowSetupResolvers } from './row-setup';

const all = mergeFamilies(machineSpells, counterSpells, hallucinationSpells, instantSpells, movementSpells);

/** Every spell's effect (the type checks that none is missing). */
export const SPELL_EFFECTS = all.effects as Record<SpellId, SpellEffect>;
export const spellResolvers = { ...all.resolvers, ...rowSetupResolvers };

/** Index in the row of the rightmost spell cast this turn (-1 if none). */
export function lastCastIndex(state: GameState): number {
  return Math.max(-1, ...state.invader.cast.map((s) => state.invader.row.indexOf(s)));
}

/** Counters (or cards) of this spell still in the reserve; null = the spell has none. */
export function countersLeft(state: GameState, spell: SpellId): number | null {
  const total = SPELLS[spell].counters;
  return total === null ? null : total - countersOf(state, spell).length;
}

type CastProblem = 'not_in_row' | 'already_used' | 'out_of_order' | 'insufficient_mana' | 'no_counter_left' | 'illegal_target';

/** Why this spell cannot be cast now, as a reason (null: it can); castError words it. */
function castProblem(state: GameState, spell: SpellId): CastProblem | null {
  const index = state.invader.row.indexOf(spell);
  if (index < 0) return 'not_in_row';
  if (state.invader.cast.includes(spell)) return 'already_used';
  if (index < lastCastIndex(state)) return 'out_of_order';
  if (state.invader.mana < SPELLS[spell].mana) return 'insufficient_mana';
  const left = countersLeft(state, spell);
  if (left !== null && left <= 0) return 'no_counter_left';
  return SPELL_EFFECTS[spell].canCast(state) ? null : 'illegal_target';
}

/** Why this spell cannot be cast now, or null if it can. */
export function castError(state: GameState, spell: SpellId): GameError | null {
  const problem = castProblem(state, spell);
  if (problem === null) return null;
  const name = spellName(spell);
  switch (problem) {
    case 'not_in_row':
      return err('illegal_action', `${name} is not among your spells in play.`);
    case 'already_used':
      return err('already_used', `${name} has already been cast this turn.`);
    case 'out_of_order':
      return err('out_of_order', `Spells are cast left to right: ${name} is left of a spell already cast this turn.`);
    case 'insufficient_mana':
      return err('insufficient_mana', `${name} costs ${SPELLS[spell].mana} Mana; you have ${state.invader.mana}.`);
    case 'no_counter_left':
      return err('no_counter_left', `Every ${name} counter is already on the board.`);
    case 'illegal_target':
      return err('illegal_target', `${name} has no legal target now.`);
  }
}

const OTHER_PHASE_ACTIONS: ReadonlyArray<Action['type']> = ['drawMana', 'altar', 'library', 'activate', 'moveOut', 'advance', 'springTrap'];

export const invaderSpellsHandler: PromptHandler<MenuPrompt> = {
  kind: 'invader-spells',
  enumerate(state) {
    const casts: Action[] = state.invader.row
      .filter((spell) => castProblem(state, spell) === null)
      .map((spell) => ({ type: 'cast', seat: 'invader', spell }));
    return [...casts, { type: 'done', seat: 'invader' }];
  },
  // The listed casts of this one spell (enumerate's filter, narrowed), or the done.
  candidates(state, _prompt, action) {
    if (action.type === 'done') return [{ type: 'done', seat: 'invader' }];
    if (action.type !== 'cast') return [];
    return state.invader.row
      .filter((spell) => spell === action.spell && castProblem(state, spell) === null)
      .map((spell): Action => ({ type: 'cast', seat: 'invader', spell }));
  },
  apply(draft, _prompt, action, ctx) {
    if (action.type === 'done') {
      popPrompt(draft);
      log(ctx, 'phase.spellsEnd', {});
      return;
    }
    if (action.type !== 'cast') return;
    const spell = action.spell;
    const cost = SPELLS[spell].mana;
    draft.invader.mana -= cost;
    draft.invader.cast.push(spell);
    log(ctx, 'cast.cast', { spell, mana: cost });
    // The window goes on the stack first, so it opens once the effect's choices are resolved.
    giveHourglasses(draft, cost, spell, ctx);
    SPELL_EFFECTS[spell].cast(draft, ctx);
  },
  explain(state, _prompt, action) {
    if (action.type === 'cast') return castError(state, action.spell);
    if (OTHER_PHASE_ACTIONS.includes(action.type)) {
      return err('wrong_phase', `'${action.type}' is not an action of Phase 2 (Casting Spells).`);
    }
    return null;
  },
};
