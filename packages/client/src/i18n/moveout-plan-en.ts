/**
 * The words of the Invader's Move out plan, in English (keys `plan.*`, spread into the `ui`
 * section of en.ts).
 */
export const moveoutPlanEn = {
  'plan.title': 'Move out plan',
  'plan.hint': 'Put the whole Move out together, then send it at once. Each step goes only if the rules allow it when its turn comes.',
  'plan.asLastTurn': 'As last turn',
  'plan.allFrom': 'Add: advance all from {from}',
  'plan.allFromShort': 'everything from {from}',
  'plan.size': 'Which Move out',
  'plan.size.minor': 'Minor ({mana} Mana, {n} per area)',
  'plan.size.major': 'Major ({mana} Mana, {n} per area)',
  'plan.needsSize': 'Choose a Minor or Major Move out first.',
  'plan.empty': 'Nothing planned yet: add "advance all from …" or "As last turn".',
  'plan.step': '{what}: {from} → {to}',
  'plan.allStep': 'Everything that may go on: {from} → {to} (there now: {there})',
  'plan.anyPath': 'along its paths',
  'plan.nobody': 'no units',
  'plan.limit': ', at most {n} leave it',
  'plan.limitRampart': ', at most {n} leave it ({drums} more with Drums there)',
  'plan.firstNow': 'Now first: {what}.',
  'plan.trapNote': 'A Trap lies on the way to {paths}: the plan does not spring it (spring it on the board; you are asked first).',
  'plan.remove': 'Remove',
  'plan.removeLabel': 'Remove step {n}',
  'plan.send': 'Send the Move out ({n} steps)',
  'plan.clear': 'Clear',
  'plan.running': 'Sending the Move out step by step…',
  'plan.sent': 'Move out sent: {n} units moved.',
  'plan.advancedHere': '{n} units advanced. Press Done when this stage is finished.',
  'plan.allHere': 'Advance all from here',
  'plan.notSent': 'Not sent (the rules did not allow it any more): {steps}.',
  'plan.stuck': 'That Move out is not offered now (not enough Mana?): nothing was sent.',
};
