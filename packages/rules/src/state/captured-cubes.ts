/**
 * Captured Defender cubes (seed 000 Spectral Ballista: "Use the Defender's unit Cube as the
 * captured unit"; rulings.md "Units and counts", "Spells on the board"). A capture puts the
 * Defender's own cube on the Rampart as the matching Invader unit, whatever the spares hold, and
 * from then on it counts as the Invader unit it became everywhere (`units.captured`): eliminated
 * as a Skeleton (or destroyed by a Spectral Ballista) it goes to the Altar of Death like any
 * Skeleton cube, and the Altar's Mana, the Cemetery and the Pyre treat it as one. When it leaves
 * both the board and the Altar (out of the game, or a Vampire back to the spares) it is no
 * Invader unit any more: it goes to no Invader pool, the Defender unit it was being dead already.
 *
 * The counts do not tell cubes apart, so a captured cube is taken to be the last of its type to
 * leave the board and then the Altar: it is always one of the units still there.
 */
import { FOREGROUNDS, RAMPARTS, WALLS, type RampartId } from '../board/undead-board';
import { BUILDING_ACTION_IDS } from '../cards/buildings';
import type { GameState, InvaderUnit } from './types';

/** Invader units of a type on the board: Foregrounds, Ramparts, walls, Phantoms blocking a building action (not the Camp). */
export function invadersOnBoard(s: GameState, unit: InvaderUnit): number {
  let n = 0;
  for (const a of FOREGROUNDS) n += s.board.areas[a][unit];
  for (const a of RAMPARTS) n += s.board.areas[a][unit];
  for (const w of WALLS) n += s.board.walls[w].invaders[unit];
  if (unit === 'phantom') for (const id of BUILDING_ACTION_IDS) n += s.defender.slots[id].block?.phantoms ?? 0;
  return n;
}

/** A captured Defender unit's cube joins the Rampart as an Invader unit of `unit` (the caller checked the room). */
export function placeCapturedCube(s: GameState, unit: InvaderUnit, rampart: RampartId): void {
  s.board.areas[rampart][unit] += 1;
  s.units.captured[unit] += 1;
}

/**
 * `n` units of `unit` have just been taken off the board (the caller already lowered the count
 * where they stood): send them to `to`. A captured cube among them going to the Altar of Death
 * stays an Invader unit there (a Skeleton's Magical essence, rulings.md "Spells on the board");
 * going anywhere else it stops being one.
 */
export function leaveBoard(s: GameState, unit: InvaderUnit, n: number, to: 'altar' | 'removed' | 'spares'): void {
  s.units[to][unit] += n;
  // Sent to the Altar, no captured cube is gone: the Altar is one of the places it counts.
  s.units[to][unit] -= capturedCubesGone(s, unit);
}

/**
 * `n` cubes of `unit` leave the Altar of Death for good (exchanged for Mana, burnt by the Pyre):
 * they are removed from the game, the captured cubes among them as cubes of no Invader pool.
 */
export function leaveAltar(s: GameState, unit: InvaderUnit, n: number): void {
  s.units.altar[unit] -= n;
  s.units.removed[unit] += n;
  s.units.removed[unit] -= capturedCubesGone(s, unit);
}

/** Units of `unit` where a captured cube still counts as one: on the board or on the Altar of Death. */
export const whereCapturedCubesCount = (s: GameState, unit: InvaderUnit): number => invadersOnBoard(s, unit) + s.units.altar[unit];

/** Captured cubes of `unit` beyond the units of that type on the board and the Altar: they have left both. */
function capturedCubesGone(s: GameState, unit: InvaderUnit): number {
  const captured = s.units.captured[unit];
  if (captured <= 0) return 0;
  const gone = Math.max(0, captured - whereCapturedCubesCount(s, unit));
  if (gone > 0) s.units.captured[unit] = captured - gone;
  return gone;
}
