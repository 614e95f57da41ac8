/**
 * Why a menu offers less than usual, in English (keys `menus.*`, spread into the `ui` section of
 * en.ts): the rules' reasons (payLimits, priestLimits, councilLimits in @stronghold/rules) in words.
 */
export const menusEn = {
  'menus.limit.riot': '{action}: nothing can be paid, {building} is under Riot this turn.',
  'menus.limit.blocked':
    '{action}: Hallucinations block it; what you pay lifts the block first ({left} to go), and it cannot be taken until then.',
  'menus.limit.handPay': '{action}: completing it needs {needed}, you hold {hand}; a part payment stays on it for later.',
  'menus.limit.reserve': '{action} cannot be completed now: no {item} is left in the reserve.',
  'menus.limit.barracksFull': '{action} cannot be completed now: the Barracks already hold {units}, the most they take.',
  'menus.limit.noneToTrain': '{action} cannot be completed now: no {unit} in the Barracks to train.',
  'menus.limit.noneToTrainAny': '{action} cannot be completed now: the Barracks are empty, no unit to train.',
  'menus.limit.priestsMax': '{action} cannot be completed now: all {max} Priests are in play.',
  'menus.limit.noTarget': '{action} cannot be completed now: it has no place or target on the board.',
  'menus.limit.handPriest': 'Priest {n}: an action costs {needed}, you hold {hand}.',
  'menus.limit.silentPrayers': 'Priest {n}: no Speech this turn (Silent Prayers).',
  'menus.limit.councilOpen': '{card}: close the Council first to use its cards.',
  'menus.limit.markers': '{card} needs {need} Council markers; it has {have}.',
  'menus.limit.idleCard': '{card} could do nothing now.',
  'menus.limit.wallFull': '{place} already holds {n} Defender units, the most a wall takes.',
  'menus.limit.placeFull': '{place} already holds {units}, the most it takes.',
  'menus.limit.notThere': 'A {piece} never stands in {place}.',
  'menus.limit.cannon': 'A Cannon stands in {place}: no Marksmen there.',
  'menus.limit.noStep': 'A {piece} cannot go from {from} to {place} in one move.',
  'menus.limit.handMove': 'A move costs {needed}, you hold {hand}.',
};
