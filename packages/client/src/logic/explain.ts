/**
 * What a player must know at the moment of a choice, in words taken from the rules package's
 * card tables: why spells go left to right (arranging the row, and when a spell is no longer
 * offered), each Library spell's text, what an Illusionary Threat value means, and each unit's
 * strength and trait (the colour legend). Pure; it explains the server's `legal` list and never
 * decides what is legal.
 */
import type { Action, ChoiceOption, GameView } from '@stronghold/rules';
import { DEFENDER_STRENGTH, INVADER_STRENGTH, SPELLS, type SpellId } from '@stronghold/rules/cards';
import { cardText, nameOf, t } from '../i18n';
import type { Details } from './details';

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
    if (ORDER_PROMPTS.has(top.id)) notes.push(t('explain.leftToRight'));
    if (LIBRARY_PROMPTS.has(top.id)) notes.push(t('explain.library'));
    if (top.id === ILLUSION_VALUE) notes.push(t('explain.illusionValue'));
    const spell = /^spells\.([a-z-]+)\./.exec(top.id)?.[1];
    if (spell && isSpellId(spell)) notes.push(t('explain.spellText', { name: nameOf(spell), text: cardText(spell) }));
    return notes;
  }
  if (top.kind === 'invader-spells') {
    const offered = new Set(legal.filter((a) => a.type === 'cast').map((a) => (a as { spell: SpellId }).spell));
    const row = view.invader.row;
    const cast = view.invader.cast;
    const lastCast = Math.max(-1, ...cast.map((s) => row.indexOf(s)));
    const lastCastSpell = row[lastCast];
    const skipped = row
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => !offered.has(s))
      .map(({ s, i }) => {
        const name = nameOf(s);
        if (cast.includes(s)) return t('explain.castThisTurn', { name });
        if (lastCastSpell !== undefined && i < lastCast) return t('explain.leftOfCast', { name, cast: nameOf(lastCastSpell) });
        if (view.invader.mana < SPELLS[s].mana) return t('explain.tooDear', { name, mana: SPELLS[s].mana, have: view.invader.mana });
        return name;
      });
    if (skipped.length) notes.push(t('explain.notOffered', { spells: skipped.join(t('explain.separator')) }));
  }
  return notes;
}

/** A choice option in words for this prompt (Illusionary Threat values say what they mean). */
export function optionLabel(promptId: string, option: ChoiceOption): string | null {
  if (promptId === ILLUSION_VALUE && typeof option === 'number') {
    const n = option;
    return n === 0 ? t('explain.illusionBluff') : t('explain.illusionJoin', { n });
  }
  return null;
}

/** The card text under an option that is a spell (the Library choice, arranging the row). */
export function optionText(option: ChoiceOption): string | null {
  return typeof option === 'string' && isSpellId(option)
    ? t(SPELLS[option].activation ? 'explain.spellCostActivation' : 'explain.spellCost', {
        mana: SPELLS[option].mana,
        text: cardText(option),
      })
    : null;
}

const TRAITS = new Set(['phantom', 'skeleton', 'vampire', 'marksman', 'soldier', 'veteran']);

/** The colour legend's card for a unit type: strength from the rules' tables, and its trait. */
export function unitDetails(unit: string): Details {
  const invader = unit in INVADER_STRENGTH;
  const strength = invader
    ? INVADER_STRENGTH[unit as keyof typeof INVADER_STRENGTH]
    : DEFENDER_STRENGTH[unit as keyof typeof DEFENDER_STRENGTH];
  return {
    title: nameOf(unit),
    kind: t(invader ? 'explain.invaderUnit' : 'explain.defenderUnit', { strength }),
    text: TRAITS.has(unit) ? t(`explain.trait.${unit}`) : '',
    lines: [],
  };
}

export function unitStrength(unit: string): number {
  return unit in INVADER_STRENGTH
    ? INVADER_STRENGTH[unit as keyof typeof INVADER_STRENGTH]
    : DEFENDER_STRENGTH[unit as keyof typeof DEFENDER_STRENGTH];
}
