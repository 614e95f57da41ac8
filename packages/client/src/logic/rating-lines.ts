/**
 * What the end screen says of a rated game's result for each player: the overall rating before
 * and after, rounded as the profile shows it, and the change with its sign ("1500 → 1521, +21").
 * Pure; the end screen adds each player's profile link.
 */
import type { Seat } from '@stronghold/rules';
import type { GameRating } from '@stronghold/protocol';

export interface RatingLine {
  seat: Seat;
  before: number;
  after: number;
  /** "+21", "−7" (a minus sign), "+0". */
  delta: string;
}

export function signedDelta(before: number, after: number): string {
  const d = Math.round(after) - Math.round(before);
  return `${d >= 0 ? '+' : '−'}${Math.abs(d)}`;
}

/** One line per seat, Invader first, for a game that moved ratings; none otherwise. */
export function ratingLines(r: GameRating): RatingLine[] {
  if (r.state !== 'rated') return [];
  return (['invader', 'defender'] as const).map((seat) => {
    const { before, after } = r.overall[seat];
    return { seat, before: Math.round(before), after: Math.round(after), delta: signedDelta(before, after) };
  });
}
