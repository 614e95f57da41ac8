/**
 * Melee step 1: Priests repel (seed 000 "Priests" Trait II and Action I "Repel", "Assault
 * Steps"; rulings.md "Defender details"; cards.md Blessed Water).
 *
 * Each Priest on a wall repels one Phantom there (two with Blessed Water), automatically; each
 * Priest whose action this turn was Repel (acted === 'repel') also repels one Vampire there.
 * Priests resolve in order (p1, p2, ...), Phantoms before the Vampire, one unit at a time;
 * the Invader picks the Rampart (repelFromWall: no room anywhere or a working Trap on the path
 * eliminates the unit). Nothing happens when no unit of that type is left on the wall.
 */
import { repelFromWall } from '../defender/repel';
import { isWall } from '../state/board-queries';
import type { AssaultQueueItems } from '../state/types';
import type { AssaultStep } from './common';

export const priestsStep: AssaultStep<'melee-1'> = {
  id: 'melee-1',
  start(s) {
    const queue: AssaultQueueItems['melee-1'][] = [];
    for (const p of s.defender.priests) {
      if (!isWall(p.at)) continue;
      const phantoms = s.effects.blessedWater ? 2 : 1;
      for (let i = 0; i < phantoms; i++) queue.push({ priest: p.id, unit: 'phantom' });
      if (p.acted === 'repel') queue.push({ priest: p.id, unit: 'vampire' });
    }
    return queue;
  },
  run(s, { priest: id, unit }, ctx) {
    const priest = s.defender.priests.find((p) => p.id === id);
    if (!priest || !isWall(priest.at)) return;
    const wall = priest.at;
    if (s.board.walls[wall].invaders[unit] <= 0) return;
    repelFromWall(s, wall, unit, ctx);
  },
};
