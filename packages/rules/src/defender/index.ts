/** The Defender's side, as plugged into the engine. */
export { defenderSpendHandler, canSpend, canFinish } from './spend-window';
export { defenderResolvers } from './resolvers';
export { grantCouncilMarkers, COUNCIL_EFFECTS } from './council';
export { giveHourglasses, openDefenderWindow } from './hourglasses';
export { eliminateInvader, repelFromWall } from './repel';
export { slotCost, slotRemaining, payError, payAmounts, paySlot } from './slots';
export { legalMoves, legalSwaps, moveCost } from './movement';
export { speechValue, crossesOnGates } from './priests';
