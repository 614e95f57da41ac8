/**
 * The Cathedral (seed 000 "New Buildings" / "The Cathedral"; cards/buildings.ts).
 * - The Saint (2): on a Rampart until the end of the turn (board.saint; one Saint only).
 * - Exorcism (2): one Vampire on the board (Foregrounds, Ramparts, walls; not the Camp) becomes
 *   a Phantom from the spare units; the Vampire goes back to the spares (a captured cube to none,
 *   state/captured-cubes.ts). With no spare Phantom it cannot do what it says ("take the Phantom
 *   cube from among the surplus units"), so it cannot complete (a part payment stays on it).
 * - Consecrated Ground (2): on a Rampart without one (board.consecrated); it acts in this turn's
 *   Assault (Melee step 2) and returns to the reserve at Clean-up.
 * - Repellence (2): the Defender picks up to 4 Phantoms on walls, one at a time; each is repelled
 *   with repelFromWall (the Invader chooses the Rampart).
 */
import { FOREGROUNDS, RAMPARTS, WALLS, type InvaderAreaId, type RampartId, type WallId } from '../../board/undead-board';
import { log } from '../../engine/events';
import { pushChoice } from '../../engine/prompt-stack';
import { leaveBoard } from '../../state/captured-cubes';
import type { GameState, InvaderCounts } from '../../state/types';
import type { BuildingImpls, Resolvers } from '../common';
import { repelFromWall } from '../repel';

export const REPELLENCE_MAX = 4;

/** Where a Vampire stands on the board (the Camp is off the board). */
export function vampirePlaces(s: GameState): string[] {
  const areas = ([...FOREGROUNDS, ...RAMPARTS] as InvaderAreaId[]).filter((a) => s.board.areas[a].vampire > 0);
  const walls = WALLS.filter((w) => s.board.walls[w].invaders.vampire > 0);
  return [...areas, ...walls];
}

/** vampirePlaces(s).length > 0, without listing them. */
const hasVampire = (s: GameState): boolean =>
  FOREGROUNDS.some((a) => s.board.areas[a].vampire > 0) ||
  RAMPARTS.some((a) => s.board.areas[a].vampire > 0) ||
  WALLS.some((w) => s.board.walls[w].invaders.vampire > 0);

export const consecrableRamparts = (s: GameState): RampartId[] => RAMPARTS.filter((r) => !s.board.consecrated.includes(r));

/** Walls with Phantoms, where `less` (a wall about to lose one) counts one Phantom fewer. */
export function wallsWithPhantoms(s: GameState, less?: WallId): WallId[] {
  return WALLS.filter((w) => s.board.walls[w].invaders.phantom - (w === less ? 1 : 0) > 0);
}

function invadersAt(s: GameState, place: string): InvaderCounts {
  return place.startsWith('w') ? s.board.walls[place as WallId].invaders : s.board.areas[place as InvaderAreaId];
}

function pushRepellence(s: GameState, left: number, less?: WallId): void {
  const walls = wallsWithPhantoms(s, less);
  if (left <= 0 || walls.length === 0) return;
  pushChoice(
    s,
    'defender',
    'cathedral.repellence.wall',
    `Repellence: choose a wall section to repel a Phantom from (${left} left), or done`,
    [...walls, 'done'],
    { left },
  );
}

export const cathedralActions: BuildingImpls = {
  'cathedral.saint': {
    possible: (s) => s.board.saint === null,
    execute: (s) => pushChoice(s, 'defender', 'cathedral.saint.rampart', 'Choose the Rampart for the Saint', [...RAMPARTS]),
  },
  'cathedral.exorcism': {
    possible: (s) => s.units.spares.phantom > 0 && hasVampire(s), // hasVampire: vampirePlaces(s).length > 0
    execute: (s) => pushChoice(s, 'defender', 'cathedral.exorcism.place', 'Exorcism: choose where the Vampire stands', vampirePlaces(s)),
  },
  'cathedral.consecrated': {
    possible: (s) => consecrableRamparts(s).length > 0,
    execute: (s) =>
      pushChoice(s, 'defender', 'cathedral.consecrated.rampart', 'Choose the Rampart for the Consecrated Ground', consecrableRamparts(s)),
  },
  'cathedral.repellence': {
    possible: (s) => wallsWithPhantoms(s).length > 0,
    execute: (s) => pushRepellence(s, REPELLENCE_MAX),
  },
};

export const cathedralResolvers: Resolvers = {
  'cathedral.saint.rampart': (s, _p, option, ctx) => {
    s.board.saint = option;
    s.defender.reserve.saint -= 1;
    log(ctx, 'build.saint', { rampart: option });
  },
  'cathedral.exorcism.place': (s, _p, option, ctx) => {
    const at = invadersAt(s, option);
    // The completing payment needed both (possible above); nothing changes them before this answer.
    if (at.vampire <= 0 || s.units.spares.phantom <= 0) return;
    at.vampire -= 1;
    leaveBoard(s, 'vampire', 1, 'spares');
    s.units.spares.phantom -= 1;
    at.phantom += 1;
    log(ctx, 'build.exorcism', { rampart: option as RampartId });
  },
  'cathedral.consecrated.rampart': (s, _p, option, ctx) => {
    s.board.consecrated.push(option);
    s.defender.reserve.consecrated -= 1;
    log(ctx, 'build.consecrate', { rampart: option });
  },
  'cathedral.repellence.wall': (s, prompt, option, ctx) => {
    if (option === 'done') return;
    const wall = option;
    const left = prompt.context.left - 1;
    // The next pick is answered after the Invader's Rampart choice for this Phantom, so push it
    // first (counting this wall's Phantom as gone) and the repel on top of it.
    pushRepellence(s, left, wall);
    repelFromWall(s, wall, 'phantom', ctx);
  },
};
