/**
 * The geometry of a profile's rating-history chart (pure): the rating as a polyline and its
 * deviation (rating ± rd) as a band, scaled into a width × height box with a margin, oldest game
 * on the left. The vertical range covers the band, at least 100 rating points. The profile draws
 * a history from the starting rating (`fromStart`), so a single game is a move, not a lone dot.
 */
import type { RatingPoint } from '@stronghold/protocol';

export interface RatingChart {
  /** `x,y x,y ...` of the rating line (SVG polyline points). */
  line: string;
  /** `x,y ...` of the band: upper edge left to right, then lower edge back (SVG polygon points). */
  band: string;
  /** The rating at the box's top and bottom edge (for the axis labels). */
  top: number;
  bottom: number;
  /** Each point's place, for its dot. */
  dots: { x: number; y: number }[];
}

const MIN_SPAN = 100;

export function ratingChart(history: readonly RatingPoint[], width: number, height: number, margin = 6): RatingChart | null {
  if (!history.length) return null;
  let hi = Math.max(...history.map((p) => p.rating + p.rd));
  let lo = Math.min(...history.map((p) => p.rating - p.rd));
  if (hi - lo < MIN_SPAN) {
    const mid = (hi + lo) / 2;
    hi = mid + MIN_SPAN / 2;
    lo = mid - MIN_SPAN / 2;
  }
  const w = width - 2 * margin;
  const h = height - 2 * margin;
  const x = (i: number) => margin + (history.length === 1 ? w / 2 : (i * w) / (history.length - 1));
  const y = (r: number) => margin + ((hi - r) / (hi - lo)) * h;
  const fmt = (n: number) => String(Math.round(n * 10) / 10);
  const at = (i: number, r: number) => `${fmt(x(i))},${fmt(y(r))}`;
  const dots = history.map((p, i) => ({ x: Math.round(x(i) * 10) / 10, y: Math.round(y(p.rating) * 10) / 10 }));
  const upper = history.map((p, i) => at(i, p.rating + p.rd));
  const lower = history.map((p, i) => at(i, p.rating - p.rd)).reverse();
  return {
    line: history.map((p, i) => at(i, p.rating)).join(' '),
    band: [...upper, ...lower].join(' '),
    top: hi,
    bottom: lo,
    dots,
  };
}

/** Every rating before its first rated game (Glicko-2's defaults, the protocol's `RatingSchema`). */
export const STARTING_RATING = { rating: 1500, rd: 350 } as const;

/** The points to draw: the starting rating, then one per rated game; none before the first game. */
export function fromStart(history: readonly RatingPoint[]): RatingPoint[] {
  const first = history[0];
  return first ? [{ at: first.at, ...STARTING_RATING }, ...history] : [];
}
