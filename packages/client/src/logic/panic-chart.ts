/**
 * Where the end screen's Panic chart puts each turn's level (ui/game-figures.ts draws it): turns
 * left to right, a higher level higher, the Panic track's top always in range and 0 on the axis
 * (a level below 0 within a turn is drawn below it).
 */
import { PANIC_MAX } from '@stronghold/rules/cards';

export interface PanicPoint {
  x: number;
  y: number;
  level: number;
}

export interface PanicChartGeometry {
  points: PanicPoint[];
  /** The height of level 0 (the axis). */
  axisY: number;
}

export function panicChartGeometry(levels: readonly number[], w: number, h: number, pad: number): PanicChartGeometry {
  const max = Math.max(PANIC_MAX, ...levels, 1);
  const min = Math.min(0, ...levels);
  const x = (i: number) => pad + (levels.length <= 1 ? 0 : (i * (w - 2 * pad)) / (levels.length - 1));
  const y = (v: number) => h - pad - ((v - min) * (h - 2 * pad)) / (max - min);
  return { points: levels.map((level, i) => ({ x: x(i), y: y(level), level })), axisY: y(0) };
}
