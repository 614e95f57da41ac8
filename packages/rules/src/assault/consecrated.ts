/**
 * Melee step 2: Consecrated Ground (seed 000 Cathedral "Consecrated Ground", "Assault Steps";
 * rulings.md "Defender details").
 *
 * Each Consecrated Ground counter eliminates the strongest Invader unit on its Rampart
 * (Vampire, then Skeleton, then Phantom; a Skeleton goes to the Altar), then returns to the
 * Defender's reserve (it acts in the Assault of the turn it was placed).
 */
import { log } from '../engine/events';
import { eliminateStrongestIn, type AssaultStep } from './common';

export const consecratedStep: AssaultStep<'melee-2'> = {
  id: 'melee-2',
  start: (s) => [...s.board.consecrated],
  run(s, rampart, ctx) {
    const u = eliminateStrongestIn(s, s.board.areas[rampart]);
    if (u) log(ctx, 'melee.consecrated', { rampart, unit: u });
    else log(ctx, 'melee.consecratedNone', { rampart });
    const i = s.board.consecrated.indexOf(rampart);
    if (i >= 0) {
      s.board.consecrated.splice(i, 1);
      s.defender.reserve.consecrated += 1;
    }
  },
};
