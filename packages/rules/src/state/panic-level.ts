/** Changing the Panic level, always within -6..+6 (seed 000 "Phase 6: Panic"). */
import { PANIC_MAX, PANIC_MIN } from '../cards/decks';
import { log, type Ctx } from '../engine/events';
import type { GameState } from './types';

export function changePanic(state: GameState, delta: number, why: string, ctx: Ctx): void {
  const before = state.panic.level;
  state.panic.level = Math.max(PANIC_MIN, Math.min(PANIC_MAX, before + delta));
  if (state.panic.level !== before) {
    log(ctx, `Panic ${delta > 0 ? 'rises' : 'falls'} to ${state.panic.level} (${why}).`, 'panic');
  }
}
