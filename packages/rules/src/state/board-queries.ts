/** Questions about the board that several parts of the rules ask. Pure functions of the state. */
import {
  CAPACITY,
  FOREGROUNDS,
  PATHS,
  RAMPARTS,
  TOWERS,
  WALL_ADJACENCY,
  WALLS,
  type ForegroundId,
  type InvaderAreaId,
  type PathId,
  type RampartId,
  type TowerId,
  type WallId,
} from '../board/undead-board';
import type { SpellId } from '../cards/spells';
import { totalInvaders } from './counts';
import type { GameState, InvaderCounts, InvaderUnit, SpellCounter } from './types';

export const isRampart = (id: string): id is RampartId => (RAMPARTS as readonly string[]).includes(id);
export const isForeground = (id: string): id is ForegroundId => (FOREGROUNDS as readonly string[]).includes(id);
const WALL_SET: ReadonlySet<string> = new Set(WALLS);
export const isWall = (id: string): id is WallId => WALL_SET.has(id);
export const isTower = (id: string): id is TowerId => (TOWERS as readonly string[]).includes(id);

export const wallsAdjacent = (a: WallId, b: WallId): boolean =>
  WALL_ADJACENCY.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

export const pathId = (from: string, to: string): PathId => `${from}>${to}` as PathId;
export const pathsFrom = (from: string) => PATHS.filter((p) => p.from === from);
export const pathsTo = (to: string) => PATHS.filter((p) => p.to === to);

/** Ramparts linked to a wall by a path (where a repelled unit may go, or Marksmen may shoot). */
export const rampartsOfWall = (wall: WallId): RampartId[] => pathsTo(wall).map((p) => p.from as RampartId);

/** How many more Invader units of a type fit on an Invader area (Camp unlimited). */
export function roomInArea(state: GameState, area: InvaderAreaId): number {
  if (area === 'camp') return Number.POSITIVE_INFINITY;
  const cap = isRampart(area) ? CAPACITY.rampart : CAPACITY.foreground;
  return Math.max(0, cap - totalInvaders(state.board.areas[area]));
}

/**
 * Can one more unit of this type stand on the wall? 4 unit spaces, plus up to 3 levitating
 * Phantoms unless an Inscription stands there (seed 000 "Phantoms", "Inscription").
 */
export function wallHasRoomFor(state: GameState, wall: WallId, unit: InvaderUnit): boolean {
  const w = state.board.walls[wall];
  return invadersHaveRoomFor(w.invaders, w.inscription, unit);
}

/** wallHasRoomFor for a wall holding `invaders`, with or without an Inscription. */
export function invadersHaveRoomFor(invaders: InvaderCounts, inscription: boolean, unit: InvaderUnit): boolean {
  const phantoms = invaders.phantom + (unit === 'phantom' ? 1 : 0);
  const levitating = inscription ? 0 : Math.min(CAPACITY.levitation, phantoms);
  return totalInvaders(invaders) + 1 <= CAPACITY.wallInvader + levitating;
}

/** Is a spell counter active this turn: cast this turn, or its type activated (seed 000 Phase 3). Takes a state or a view. */
export function counterActive(state: { turn: number; invader: { activated: readonly SpellId[] } }, c: SpellCounter): boolean {
  return c.castTurn === state.turn || state.invader.activated.includes(c.spell);
}

export const countersOf = (state: GameState, spell: SpellId): SpellCounter[] => state.board.counters.filter((c) => c.spell === spell);

export const activeCountersAt = (state: GameState, spell: SpellId, at: string): SpellCounter[] =>
  state.board.counters.filter((c) => c.spell === spell && c.at === at && counterActive(state, c));

/** activeCountersAt(...).length > 0, stopping at the first one. */
export const hasActiveCounterAt = (state: GameState, spell: SpellId, at: string): boolean =>
  state.board.counters.some((c) => c.spell === spell && c.at === at && counterActive(state, c));

/** A path's trap has no effect if the path leaves a Foreground with a Marshes card. */
export function trapWorks(state: GameState, path: PathId): boolean {
  if (!state.board.traps.includes(path)) return false;
  const from = path.split('>')[0];
  return !state.board.counters.some((c) => c.spell === 'marshes' && c.at === from);
}
