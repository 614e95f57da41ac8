/**
 * Melee step 2: Consecrated Ground (seed 000 Cathedral "Consecrated Ground", "Assault Steps";
 * rulings.md "Defender details").
 *
 * Each Consecrated Ground counter eliminates the strongest Invader unit on its Rampart
 * (Vampire, then Skeleton, then Phantom; a Skeleton goes to the Altar), then returns to the
 * Defender's reserve (it acts in the Assault of the turn it was placed).
 */
import type { RampartId } from '../board/undead-board';
import { log } from '../engine/events';
import { eliminateStrongestIn, INVADER_NAME, type AssaultStep } from './common';

export const consecratedStep: AssaultStep = {
  id: 'melee-2',
  start: (s) => [...s.board.consecrated],
  run(s, item, ctx) {
    const rampart = item as RampartId;
    const u = eliminateStrongestIn(s, s.board.areas[rampart]);
    log(
      ctx,
      u ? `Consecrated Ground on ${rampart} eliminates a ${INVADER_NAME[u]}.` : `Consecrated Ground on ${rampart} finds no unit.`,
      'melee',
    );
    const i = s.board.consecrated.indexOf(rampart);
    if (i >= 0) {
      s.board.consecrated.splice(i, 1);
      s.defender.reserve.consecrated += 1;
    }
  },
};
