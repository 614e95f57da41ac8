/** Actions and choice options in words, for buttons and menus. Pure. */
import { BUILDING_ACTIONS, MOVE_OUT, SPELLS, COUNCIL, type Action } from '@stronghold/rules';
import { UNIT_NAMES, bare, isBoardTarget, nameOf } from './ids';

const plural = (n: number, word: string): string =>
  `${n} ${word}${n === 1 ? '' : /(s|ss|sh)$/.test(word) ? 'es' : 's'}`;

/** The words on a button that sends `action`. */
export function describeAction(action: Action): string {
  switch (action.type) {
    case 'choose':
      return describeOption(action.option);
    case 'done':
      return action.seat === 'defender' ? 'Done spending' : 'Done';
    case 'concede':
      return 'Concede the game';
    case 'pay': {
      const a = BUILDING_ACTIONS[action.slot];
      return `Pay ${plural(action.amount, 'Hourglass')} on ${a.name}`;
    }
    case 'move':
      return `Move a ${UNIT_NAMES[action.unit]} from ${bare(action.from)} to ${bare(action.to)}`;
    case 'swap':
      return `Swap the ${UNIT_NAMES[action.aUnit]} on ${bare(action.a)} with the ${UNIT_NAMES[action.bUnit]} on ${bare(action.b)}`;
    case 'priest':
      return action.act === 'repel' ? `Priest ${action.priest.slice(1)}: Repel` : `Priest ${action.priest.slice(1)}: Speech`;
    case 'closeCouncil':
      return 'Close the Council';
    case 'council':
      return `Use ${COUNCIL[action.card].name}`;
    case 'drawMana':
      return 'Draw a Mana card';
    case 'altar':
      return `Altar of Death: ${plural(action.pairs, 'pair')} of cubes for ${plural(action.pairs, 'Mana')}`;
    case 'library':
      return "Use the Necromancer's Library";
    case 'cast':
      return `Cast ${SPELLS[action.spell].name} (${SPELLS[action.spell].mana} Mana)`;
    case 'activate':
      return `Activate ${SPELLS[action.spell].name}`;
    case 'moveOut':
      return action.size === 'camp' ? 'Declare Camp (free)' : `${action.size === 'minor' ? 'Minor' : 'Major'} Move out (${MOVE_OUT[action.size].mana} Mana)`;
    case 'advance':
      return `Advance a ${UNIT_NAMES[action.unit]} from ${bare(action.from)} to ${bare(action.to)}`;
    case 'springTrap':
      return `Spring the Trap on ${bare(action.from)} → ${bare(action.to)}`;
  }
}

/** A short button label where the place is already known from the click (the menu title says it). */
export function describeShort(action: Action): string {
  switch (action.type) {
    case 'pay':
      return `Pay ${action.amount}`;
    case 'move':
      return `Move ${UNIT_NAMES[action.unit]}`;
    case 'advance':
      return `Advance ${UNIT_NAMES[action.unit]}`;
    case 'swap':
      return `Swap ${UNIT_NAMES[action.aUnit]} ↔ ${UNIT_NAMES[action.bUnit]}`;
    default:
      return describeAction(action);
  }
}

/** The words for one option of a choice prompt (board IDs, card IDs, counts, 'a:b' keys). */
export function describeOption(option: string): string {
  if (option === 'done') return 'Done';
  if (option === 'none') return 'None';
  if (option === 'yes') return 'Yes';
  if (option === 'no') return 'No';
  if (option === 'skip') return 'Skip';
  if (/^\d+$/.test(option)) return option;
  if (option.includes(':')) return option.split(':').map(describeOption).join(' · ');
  if (isBoardTarget(option) || option in UNIT_NAMES || /^(w\d+)-(w\d+)$/.test(option)) return capFirst(bare(option));
  return capFirst(option.replace(/[-.]/g, ' '));
}

function capFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export { nameOf };
