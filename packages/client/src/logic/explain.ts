/**
 * What a player must know at the moment of a choice, in words taken from the rules package's
 * card tables: why spells go left to right (arranging the row, and when a spell is no longer
 * offered), each Library spell's text, what an Illusionary Threat value means, and each unit's
 * strength and trait (the colour legend). Pure; it explains the server's `legal` list and never
 * decides what is legal.
 */
import {
  DEFENDER_STRENGTH,
  INVADER_STRENGTH,
  SPELLS,
  type Action,
  type ChoiceOption,
  type GameView,
  type SpellId,
} from '@stronghold/rules';
import type { Details } from './details';
import { UNIT_NAMES } from './ids';

const LEFT_TO_RIGHT =
  'Spells are cast left to right, each at most once a turn: once a spell is cast, the spells to its left can no longer be cast this turn. Put first the spells you want early in the turn.';

const ORDER_PROMPTS = new Set(['spells.setup-order', 'supply.library.order']);
const LIBRARY_PROMPTS = new Set(['supply.library.in', 'supply.library.out']);
const ILLUSION_VALUE = 'spells.illusionary-threat.value';

export function isSpellId(id: string): id is SpellId {
  return Object.prototype.hasOwnProperty.call(SPELLS, id);
}

/** Notes shown under the prompt: empty when the moment needs none. */
export function explanations(view: GameView, legal: readonly Action[]): string[] {
  const top = view.prompts[view.prompts.length - 1];
  if (!top) return [];
  const notes: string[] = [];
  if (top.kind === 'choice') {
    if (ORDER_PROMPTS.has(top.id)) notes.push(LEFT_TO_RIGHT);
    if (LIBRARY_PROMPTS.has(top.id))
      notes.push(
        'Each spell’s text is under its name. The spell you take keeps the place of the one it replaces; then you may put the row in a new order.',
      );
    if (top.id === ILLUSION_VALUE) {
      notes.push(
        'The value is how many spare Phantoms join this Wall section in Melee step 5, when the counter is turned face up; 0 is a bluff. Until then only you know it.',
      );
    }
    const spell = /^spells\.([a-z-]+)\./.exec(top.id)?.[1];
    if (spell && isSpellId(spell)) notes.push(`${SPELLS[spell].name}: ${SPELLS[spell].text}`);
    return notes;
  }
  if (top.kind === 'invader-spells') {
    const offered = new Set(legal.filter((a) => a.type === 'cast').map((a) => (a as { spell: SpellId }).spell));
    const row = view.invader.row;
    const cast = view.invader.cast ?? [];
    const lastCast = Math.max(-1, ...cast.map((s) => row.indexOf(s)));
    const skipped = row
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => !offered.has(s))
      .map(({ s, i }) => {
        const name = SPELLS[s].name;
        if (cast.includes(s)) return `${name} (cast this turn)`;
        if (i < lastCast) return `${name} (left of ${SPELLS[row[lastCast]!].name}, already cast)`;
        if (view.invader.mana < SPELLS[s].mana) return `${name} (${SPELLS[s].mana} Mana, you have ${view.invader.mana})`;
        return name;
      });
    if (skipped.length) notes.push(`Not offered now: ${skipped.join('; ')}. ${LEFT_TO_RIGHT.split(':')[0]}.`);
  }
  return notes;
}

/** A choice option in words for this prompt (Illusionary Threat values say what they mean). */
export function optionLabel(promptId: string, option: ChoiceOption): string | null {
  if (promptId === ILLUSION_VALUE && typeof option === 'number') {
    const n = option;
    return n === 0 ? '0: no Phantom joins (a bluff)' : `${n}: ${n} Phantom${n === 1 ? '' : 's'} join the section`;
  }
  return null;
}

/** The card text under an option that is a spell (the Library choice, arranging the row). */
export function optionText(option: ChoiceOption): string | null {
  return typeof option === 'string' && isSpellId(option)
    ? `${SPELLS[option].mana} Mana${SPELLS[option].activation ? ', needs Activation' : ''}. ${SPELLS[option].text}`
    : null;
}

const TRAITS: Record<string, string> = {
  phantom: `Levitates: up to 3 Phantoms stand on a wall beyond its 4 spaces. With a Vampire on the same section, up to 3 Phantoms have strength 2.`,
  skeleton: 'Eliminated Skeletons go to the Altar of Death (two cubes make 1 Mana). Marksmen kill only Skeletons (unless Fire Arrows).',
  vampire: 'Aura: up to 3 Phantoms on its section have strength 2. Bloodlust makes it 4. A Priest’s paid Repel sends one back.',
  marksman: 'Shoots in Ranged step 3 when no Invader stands on its wall: kills one Skeleton on a Rampart linked by a path.',
  soldier: 'Fights in melee (Melee step 5) on its wall section; no ranged attack. Lost units wait in the Hospital.',
  veteran: 'The strongest Defender unit: fights in melee on its wall section; no ranged attack.',
};

/** The colour legend's card for a unit type: strength from the rules' tables, and its trait. */
export function unitDetails(unit: string): Details {
  const invader = unit in INVADER_STRENGTH;
  const strength = invader
    ? INVADER_STRENGTH[unit as keyof typeof INVADER_STRENGTH]
    : DEFENDER_STRENGTH[unit as keyof typeof DEFENDER_STRENGTH];
  return {
    title: UNIT_NAMES[unit] ?? unit,
    kind: `${invader ? 'Invader' : 'Defender'} unit · strength ${strength}`,
    text: TRAITS[unit] ?? '',
    lines: [],
  };
}

export function unitStrength(unit: string): number {
  return unit in INVADER_STRENGTH
    ? INVADER_STRENGTH[unit as keyof typeof INVADER_STRENGTH]
    : DEFENDER_STRENGTH[unit as keyof typeof DEFENDER_STRENGTH];
}
