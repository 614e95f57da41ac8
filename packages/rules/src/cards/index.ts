/**
 * @stronghold/rules/cards: the board and card tables (board.md, cards.md) as data: places and
 * their links, capacities, the spells, the Council, the Panic cards, the decks and the Time
 * Board, the building actions. What a client draws and words the game with.
 */
export * from '../board/undead-board';
export * from './spells';
export * from './council';
export * from './panic';
export * from './decks';
export * from './buildings';
