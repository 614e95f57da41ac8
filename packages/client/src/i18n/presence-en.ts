/**
 * The words about an absent player and a seat the computer plays, in English (keys `presence.*`,
 * spread into the `ui` section of en.ts).
 */
export const presenceEn = {
  'presence.awaySince': 'away since {time}',
  'presence.away': 'away',
  'presence.waitingFor': 'Waiting for {name} (away {duration})',
  'presence.isAway': '{name} is away ({duration})',
  'presence.seconds': '{n} s',
  'presence.minutes': '{n} min',
  'presence.hours': '{n} h {m} min',
  'presence.playedByComputer': '{name} – played by the computer',
  'presence.offer': 'Let the computer play for {name}',
  'presence.offerHint':
    '{name} has been away a while. The computer (Normal) plays their seat until they come back; they take it back as soon as they act again.',
};
