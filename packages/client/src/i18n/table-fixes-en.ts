/**
 * The words of the lobby's seat button for a player who holds a seat, the name limits, and what
 * a rated game shows (the lobby card, the game screen, each player's rating change at the end),
 * in English (spread into the `ui` section of en.ts).
 */
export const tableFixesEn = {
  'lobby.takeSeatBack': 'Take your seat back',
  'names.count': '{n}/{max}',
  'names.tooLong': 'A name is at most {max} characters; this one has {n}.',
  'names.accountTooLong': 'An account name is at most {max} characters; this one has {n}.',
  'rated.gameHint': "This game counts for both players' ratings.",
  'end.ratingsTitle': 'Ratings',
  'end.ratingLine': '{before} → {after}, {delta}',
};
