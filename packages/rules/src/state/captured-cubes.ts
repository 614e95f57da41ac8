/**
 * Captured Defender cubes on the board (seed 000 Spectral Ballista: "Use the Defender's unit Cube
 * as the captured unit"; rulings.md "Units and counts"). A capture puts the Defender's own cube on
 * the Rampart as the matching Invader unit, whatever the spares hold; while it stands on the board
 * it counts as an Invader unit of that type (`units.captured`). Once it leaves the board it is no
 * Invader unit any more: it goes to no Invader pool (the Altar, out of the game, the spares), the
 * Defender unit it was being dead already.
 *
 * The counts do not tell cubes apart, so a captured cube is taken to be the last of its type to
 * leave the board: it is then always one of the units still there, wherever they stand.
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
 * where they stood): send them to `to`, except the captured cubes among them, which stop being
 * Invader units.
 */
export function leaveBoard(s: GameState, unit: InvaderUnit, n: number, to: 'altar' | 'removed' | 'spares'): void {
  const gone = capturedCubesGone(s, unit);
  if (n - gone > 0) s.units[to][unit] += n - gone;
}

/** Captured cubes of `unit` beyond the units of that type still on the board: they have left it. */
function capturedCubesGone(s: GameState, unit: InvaderUnit): number {
  const captured = s.units.captured[unit];
  if (captured <= 0) return 0;
  const gone = Math.max(0, captured - invadersOnBoard(s, unit));
  if (gone > 0) s.units.captured[unit] = captured - gone;
  return gone;
}
