/**
 * The words of the summary of what happened while the player waited, in English (keys
 * `catchUp.*`, spread into the `ui` section of en.ts).
 */
export const catchUpEn = {
  'catchUp.region': 'What happened while you waited',
  'catchUp.title': '{seat}: moves since your last decision: {n}',
  'catchUp.earlier': '{n} earlier moves are not replayed.',
  'catchUp.start': 'Where the game stood after your last decision.',
  'catchUp.step': 'Move {i} of {n}',
  'catchUp.acted': '{seat} acted.',
  'catchUp.done': 'The board shows the game as it is now; the log marks these moves.',
  'catchUp.offered': 'The log marks these moves; Replay shows them on the board.',
  'catchUp.skip': 'Skip',
  'catchUp.skipHint': 'Skip the summary (Escape)',
  'catchUp.replay': 'Replay',
  'catchUp.replayHint': 'Replay what happened while you waited',
};
