/** Reading a test position: the pending decision, its options, unit totals. */
import type { ChoiceOption } from '../actions/choice-option';
import type { ChoiceId } from '../actions/choices';
import { topPrompt } from '../engine/prompt-stack';
import type { ChoicePrompt, Prompt } from '../state/prompts';
import { INVADER_UNITS, type GameState, type InvaderCounts } from '../state/types';

export const top = (s: GameState): Prompt | undefined => topPrompt(s);

/** The pending choice prompt (the test fails if the top prompt is no choice). */
export function topChoice(s: GameState): ChoicePrompt {
  const p = topPrompt(s);
  if (!p || p.kind !== 'choice') throw new Error(`expected a choice prompt, got ${p ? p.kind : 'none'}`);
  return p;
}

/** The top prompt if it is the choice `id`, else undefined. */
export function choiceOn(s: GameState, id: ChoiceId): ChoicePrompt | undefined {
  const p = topPrompt(s);
  return p && p.kind === 'choice' && p.id === id ? p : undefined;
}

/** The pending choice's options. */
export const options = (s: GameState): ChoiceOption[] => topChoice(s).options;

/** The pending choice's id, or the kind of the pending prompt. */
export const promptId = (s: GameState): string | undefined => {
  const p = topPrompt(s);
  return p && p.kind === 'choice' ? p.id : p?.kind;
};

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
