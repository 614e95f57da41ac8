/** Actions and choice options in words, for buttons and menus. Pure. */
import type { Action, ChoiceOption } from '@stronghold/rules';
import { MOVE_OUT, SPELLS } from '@stronghold/rules/cards';
import { t } from '../i18n';
import { UNIT_NAMES, bare, isBoardTarget, nameOf } from './ids';

/** The words on a button that sends `action`. */
export function describeAction(action: Action): string {
  switch (action.type) {
    case 'choose':
      return describeOption(action.option);
    case 'done':
      return t(action.seat === 'defender' ? 'action.doneSpending' : 'action.done');
    case 'concede':
      return t('action.concede');
    case 'timeout':
      return t('action.timeout');
    case 'pay': {
      return t('action.pay', { n: action.amount, action: action.slot });
    }
    case 'move':
      return t('action.move', { unit: action.unit, from: action.from, to: action.to });
    case 'swap':
      return t('action.swap', { unitA: action.aUnit, a: action.a, unitB: action.bUnit, b: action.b });
    case 'priest':
      return t(action.act === 'repel' ? 'action.priestRepel' : 'action.priestSpeech', { n: Number(action.priest.slice(1)) });
    case 'closeCouncil':
      return t('action.closeCouncil');
    case 'council':
      return t('action.council', { card: action.card });
    case 'drawMana':
      return t('action.drawMana');
    case 'altar':
      return t('action.altar', { n: action.pairs });
    case 'library':
      return t('action.library');
    case 'cast':
      return t('action.cast', { spell: action.spell, mana: SPELLS[action.spell].mana });
    case 'activate':
      return t('action.activate', { spell: action.spell });
    case 'moveOut':
      return action.size === 'camp'
        ? t('action.camp')
        : t(action.size === 'minor' ? 'action.minor' : 'action.major', { mana: MOVE_OUT[action.size].mana });
    case 'advance':
      return t('action.advance', { n: action.count, unit: action.unit, from: action.from, to: action.to });
    case 'springTrap':
      return t('action.springTrap', { from: action.from, to: action.to });
    case 'undo':
      return t('action.undo');
  }
}

/** A short button label where the place is already known from the click (the menu title says it). */
export function describeShort(action: Action): string {
  switch (action.type) {
    case 'pay':
      return t('action.payShort', { n: action.amount });
    case 'move':
      return t('action.moveShort', { unit: action.unit });
    case 'advance':
      return t('action.advanceShort', { n: action.count, unit: action.unit });
    case 'swap':
      return t('action.swapShort', { unitA: action.aUnit, unitB: action.bUnit });
    default:
      return describeAction(action);
  }
}

/** The words for one option of a choice prompt (board IDs, card IDs, counts, `{ wall, unit }` objects). */
export function describeOption(option: ChoiceOption): string {
  if (typeof option === 'number') return String(option);
  if (typeof option === 'object') return Object.values(option).map(describeOption).join(' · ');
  if (option === 'done' || option === 'none' || option === 'yes' || option === 'no' || option === 'skip') return t(`option.${option}`);
  if (/^\d+$/.test(option)) return option;
  if (isBoardTarget(option) || option in UNIT_NAMES || /^(w\d+)-(w\d+)$/.test(option)) return capFirst(bare(option));
  return capFirst(option.replace(/[-.]/g, ' '));
}

function capFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export { nameOf };
