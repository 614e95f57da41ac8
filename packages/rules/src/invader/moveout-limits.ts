/**
 * How far a Move out reaches (seed 000 "Phase 4"; cards.md "Move out card", Drums; rulings.md
 * "Camp and Move out"): which areas move in each stage, where a unit may go from an area, and how
 * many units may still leave it. The advance menu (moveout-menus.ts) and the Trap (trap.ts) both
 * count against these limits.
 */
import { FOREGROUNDS, RAMPARTS, type InvaderAreaId, type RampartId, type WallId } from '../board/undead-board';
import { MOVE_OUT } from '../cards/decks';
import { hasActiveCounterAt, isRampart, pathsFrom } from '../state/board-queries';
import type { GameState, MoveOutProgress } from '../state/types';

export type Stage = MoveOutProgress['stage'];
/** Where an advancing unit may arrive: a Rampart, a wall, or (from the Camp) a Foreground. */
export type Destination = RampartId | WallId | (typeof FOREGROUNDS)[number];

/** The source areas whose units move in each stage. */
export const STAGE_SOURCES: Record<Stage, ReadonlyArray<InvaderAreaId>> = {
  ramparts: RAMPARTS,
  foregrounds: FOREGROUNDS,
  camp: ['camp'],
};

/** Where a unit may advance from `from`: Camp to any Foreground, else along a path. */
export function destinationsFrom(from: InvaderAreaId): Destination[] {
  if (from === 'camp') return [...FOREGROUNDS];
  return pathsFrom(from).map((p) => p.to);
}

/** Units that may still leave `from` in this Move out (Camp: any number). */
export function moveLimit(state: GameState, from: InvaderAreaId): number {
  const mo = state.moveOut;
  if (!mo) return 0;
  if (from === 'camp') return Number.POSITIVE_INFINITY;
  const drums = isRampart(from) && hasActiveCounterAt(state, 'drums', from) ? MOVE_OUT.drumsBonus : 0;
  return MOVE_OUT[mo.size].perArea + drums;
}

export const movesLeft = (state: GameState, from: InvaderAreaId): number => moveLimit(state, from) - (state.moveOut?.moved[from] ?? 0);
