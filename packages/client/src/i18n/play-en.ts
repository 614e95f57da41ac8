/**
 * The play surface's words in English (keys `play.*`, spread into the `ui` section of en.ts):
 * what a menu choice costs and does, why a used action cannot be taken again, the phone layout.
 */
export const playEn = {
  'play.hourglasses': { one: '{n} Hourglass', other: '{n} Hourglasses' },
  'play.note.payCompletes': 'Completes it: {cost} in all, then it takes effect.',
  'play.note.payPartial': '{left} more to pay later (cost {cost}; what you pay stays on it).',
  'play.note.payBlock': 'Goes to lifting the Hallucinations block first ({paid} of {n} paid).',
  'play.note.repel': '{cost}: in the Assault, a Vampire on this wall goes back to a Rampart (the Invader picks which).',
  'play.note.repelNone': 'No Vampire on {wall} now: this has no effect unless a Vampire arrives there before the Assault.',
  'play.note.speech': '{cost}: Panic −{n} now.',
  'play.note.council': 'Free: used once, then the card is discarded.',
  'play.note.closeCouncil': 'Free: no more markers go on Council cards; a card with all its markers can then be used.',
  'play.used.priest': 'Priest {n} used {act} this turn: a Priest takes one action a turn.',
  'play.used.slot': '{action}: taken this turn (each action once a turn).',
  'play.used.council': '{card}: already used (the card is discarded).',
  'play.suggest': 'Suggested: {what}',
  'play.suggestHint': 'A good first buy for a learning game (what the computer would pick).',
  'play.sheet.toggle': 'Show or hide the decision panel',
  'play.jump.spells': 'Spells',
  'play.jump.council': 'Council',
  'play.jump.hourglasses': 'Hourglasses',
  'play.jump.hint': 'Show this part of the board',
  'play.zoomFit': 'Fit the board to the screen',
  'play.used.repelFinal':
    'Repel (Priest {n}): no Vampire on {wall}, and none can reach it before this Assault now, so it would have no effect.',
  'play.cost.trap':
    'A Trap lies on {path}: only a group of combined strength {n} or more may cross, and the Trap first kills units of combined strength {n} or more (you choose which; here: {there}). Spring it?',
  'play.cost.stakes': {
    one: 'The Stakes in {tower}: your {unit} on {wall} is sacrificed. It dies (it does not go to the Hospital), and the {n} Vampire on {wall} is eliminated.',
    other:
      'The Stakes in {tower}: your {unit} on {wall} is sacrificed. It dies (it does not go to the Hospital), and the {n} Vampires on {wall} are eliminated.',
  },
  'play.confirm.title': 'This costs you units',
  'play.confirm.keys': 'Tab: choose a button, Enter: press it. Esc: cancel.',
  'play.confirm.cancel': 'Cancel',
  'play.confirm.spring': 'Spring the Trap',
  'play.confirm.sacrifice': 'Sacrifice the {unit}',
};
