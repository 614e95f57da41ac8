/** Helpers for the spell tests (not used by the rules). */
import type { ChoiceOption } from '../../engine/choice-option';
import type { Action } from '../../actions/schema';
import type { SpellId } from '../../cards/spells';
import type { GameEvent } from '../../engine/events';
import { topPrompt } from '../../engine/prompt-stack';
import { INVADER_UNITS, type GameState, type InvaderCounts } from '../../state/types';
import { scenario, type ScenarioBuilder } from '../../testing/scenario';
export { refused } from '../../testing/play';
import { invaderSpellsHandler } from './cast';

/** A Phase 2 position: the Invader's spells menu open with this row and this much Mana. */
export function spellsMenu(row: SpellId[], mana = 10, change?: (b: ScenarioBuilder) => ScenarioBuilder): GameState {
  let b = scenario({ seed: 7 })
    .phase('spells')
    .mana(mana)
    .with((s) => {
      s.invader.library = s.invader.library.filter((x) => !row.includes(x));
      s.invader.setAside = s.invader.setAside.filter((x) => !row.includes(x));
      s.invader.row = [...row];
    });
  if (change) b = change(b);
  return b.invaderMenu('invader-spells').build();
}

export const cast = (spell: SpellId): Action => ({ type: 'cast', seat: 'invader', spell });
export const choose = (option: ChoiceOption): Action => ({ type: 'choose', seat: 'invader', option });

/** Apply the cast through the spells handler only (no flow), to look at the prompt stack it leaves. */
export function castOnly(state: GameState, spell: SpellId): { draft: GameState; events: GameEvent[] } {
  const draft = structuredClone(state);
  const events: GameEvent[] = [];
  invaderSpellsHandler.apply(draft, topPrompt(draft) as never, cast(spell), { events });
  return { draft, events };
}


/** Every Invader unit of each type, wherever it is (rulings.md "Units and counts"). */
export function invaderTotals(s: GameState): InvaderCounts {
  const t: InvaderCounts = { phantom: 0, skeleton: 0, vampire: 0 };
  const add = (c: InvaderCounts) => INVADER_UNITS.forEach((u) => (t[u] += c[u]));
  [s.units.bag, s.units.spares, s.units.altar, s.units.removed].forEach(add);
  Object.values(s.board.areas).forEach(add);
  Object.values(s.board.walls).forEach((w) => add(w.invaders));
  for (const slot of Object.values(s.defender.slots)) if (slot.block) t.phantom += slot.block.phantoms;
  return t;
}

/** The current choice prompt's options (the test fails if the top prompt is no choice). */
export function options(s: GameState): ChoiceOption[] {
  const p = topPrompt(s);
  if (!p || p.kind !== 'choice') throw new Error(`no choice pending (top: ${p?.kind})`);
  return p.options;
}

export const promptId = (s: GameState): string | undefined => {
  const p = topPrompt(s);
  return p && p.kind === 'choice' ? p.id : p?.kind;
};
