/**
 * Changing the Panic level, always within -6..+6 (seed 000 "Phase 6: Panic"). A rule every part of
 * the rules applies (gates, spells, machines, Priests, the Council), so it sits below them all.
 */
import { PANIC_MAX, PANIC_MIN } from '../cards/decks';
import { log, type Ctx, type LogCause } from '../engine/events';
import type { GateId, WallId } from '../board/undead-board';
import type { GameState } from '../state/types';

export function changePanic(state: GameState, delta: number, why: { cause: LogCause; at?: WallId | GateId }, ctx: Ctx): void {
  const before = state.panic.level;
  state.panic.level = Math.max(PANIC_MIN, Math.min(PANIC_MAX, before + delta));
  if (state.panic.level !== before) {
    log(ctx, 'panic.change', { level: state.panic.level, delta, ...why });
  }
}
