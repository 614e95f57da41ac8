/**
 * Phase 3, Activation (seed 000 "Phase 3: Activations"; cards.md "Invader row cards"): for
 * 1 Mana, and no Hourglasses, every counter or card on the board of one spell type becomes active
 * until the end of the turn. A counter cast this turn is already active (counterActive in
 * state/board-queries.ts). The Mana markers go on the spell's "cards or tokens located on the
 * board", so a spell exchanged at the Library, whose card has left the game, can still be
 * activated while its pieces stand on the board (rulings.md "Spells on the board").
 * docs/rules/invader-supply.md, "Phase 3", lists the rulings applied.
 */
import type { Action } from '../actions/schema';
import { SPELLS, type SpellId } from '../cards/spells';
import { err } from '../engine/errors';
import { log } from '../engine/events';
import type { PromptHandler } from '../engine/handler';
import { popPrompt } from '../engine/prompt-stack';
import { counterActive, countersOf } from '../state/board-queries';
import type { MenuPrompt } from '../state/prompts';
import type { GameState } from '../state/types';

/** Activating one spell type costs 1 Mana (seed 000). */
export const ACTIVATION_MANA = 1;

/** Why a spell type cannot be activated now (null = it can, Mana aside). */
function activationProblem(
  state: GameState,
  spell: SpellId,
): { code: 'already_used' | 'illegal_target' | 'no_counter_left'; why: string } | null {
  const name = SPELLS[spell].name;
  const counters = countersOf(state, spell);
  if (!state.invader.row.includes(spell) && counters.length === 0)
    return { code: 'illegal_target', why: `${name} is neither among your spells in play nor on the board.` };
  if (!SPELLS[spell].activation) return { code: 'illegal_target', why: `${name} does not need Activation.` };
  if (state.invader.activated.includes(spell)) return { code: 'already_used', why: `${name} is already activated this turn.` };
  if (counters.length === 0) return { code: 'no_counter_left', why: `No ${name} counter is on the board.` };
  if (counters.every((c) => counterActive(state, c))) {
    return { code: 'illegal_target', why: `Every ${name} counter on the board is already active (cast this turn).` };
  }
  return null;
}

/** The spells in the row, then those exchanged at the Library whose pieces stayed on the board (in board order). */
function spellsInPlayOrOnBoard(state: GameState): SpellId[] {
  const out = [...state.invader.row];
  for (const c of state.board.counters) if (!out.includes(c.spell)) out.push(c.spell);
  return out;
}

/** Spell types the Invader could activate now if it has the Mana: the row's in row order, then exchanged ones. */
export const activatableSpells = (state: GameState): SpellId[] =>
  spellsInPlayOrOnBoard(state).filter((id) => activationProblem(state, id) === null);

export const invaderActivationHandler: PromptHandler<MenuPrompt> = {
  kind: 'invader-activation',
  enumerate(state) {
    const actions: Action[] = [];
    if (state.invader.mana >= ACTIVATION_MANA) {
      for (const spell of activatableSpells(state)) actions.push({ type: 'activate', seat: 'invader', spell });
    }
    actions.push({ type: 'done', seat: 'invader' });
    return actions;
  },
  apply(draft, _prompt, action, ctx) {
    if (action.type === 'done') {
      popPrompt(draft);
      return;
    }
    if (action.type !== 'activate') return;
    draft.invader.mana -= ACTIVATION_MANA;
    draft.invader.activated.push(action.spell);
    const n = countersOf(draft, action.spell).length;
    log(ctx, 'activate.spell', { spell: action.spell, mana: ACTIVATION_MANA, n });
  },
  explain(state, _prompt, action) {
    if (action.type !== 'activate') return err('wrong_phase', `'${action.type}' is not a Phase 3 (Activation) action.`);
    const problem = activationProblem(state, action.spell);
    if (problem) return err(problem.code, problem.why);
    if (state.invader.mana < ACTIVATION_MANA)
      return err('insufficient_mana', `Activation costs ${ACTIVATION_MANA} Mana; you have ${state.invader.mana}.`);
    return null;
  },
};
