/**
 * Which actions of a reviewed game are its swings: the steps where the estimate of the Invader's
 * chance moved most from the step before. Pure.
 */
import { REVIEW_SWINGS } from '@stronghold/protocol';

export interface SwingPoint {
  /** Replay step after the swing's action (the action is the step-th one). */
  step: number;
  before: number;
  after: number;
}

/**
 * The `count` steps whose action moved `chances` most (largest |after - before| first, an earlier
 * step first among equals), returned in the game's order. A step that moved nothing is no swing,
 * so a game with few changes has fewer.
 */
export function pickSwings(chances: readonly number[], count: number = REVIEW_SWINGS): SwingPoint[] {
  const moves: SwingPoint[] = [];
  for (let step = 1; step < chances.length; step++) {
    const before = chances[step - 1];
    const after = chances[step];
    if (before === undefined || after === undefined || before === after) continue;
    moves.push({ step, before, after });
  }
  const size = (s: SwingPoint): number => Math.abs(s.after - s.before);
  return moves
    .sort((a, b) => size(b) - size(a) || a.step - b.step)
    .slice(0, Math.max(0, count))
    .sort((a, b) => a.step - b.step);
}
