/** The review chart's geometry (pure): where each step's estimate is drawn, and which step a point of the chart is. */

export interface ChartBox {
  width: number;
  height: number;
  /** Inner margin on every side. */
  pad: number;
}

/** The x of replay step `step` of `steps` (the first at the left margin, the last at the right). */
export function stepX(step: number, steps: number, box: ChartBox): number {
  const inner = box.width - 2 * box.pad;
  return box.pad + (steps <= 1 ? 0 : (inner * step) / (steps - 1));
}

/** The y of a chance (1 = the Invader wins, at the top). */
export function chanceY(chance: number, box: ChartBox): number {
  return box.pad + (1 - Math.min(1, Math.max(0, chance))) * (box.height - 2 * box.pad);
}

/** The curve's points as an SVG `points` list. */
export function curvePoints(chances: readonly number[], box: ChartBox): string {
  return chances.map((c, i) => `${round(stepX(i, chances.length, box))},${round(chanceY(c, box))}`).join(' ');
}

/** The step nearest to `x` on a chart of `steps` steps. */
export function stepAtX(x: number, steps: number, box: ChartBox): number {
  if (steps <= 1) return 0;
  const inner = box.width - 2 * box.pad;
  const i = Math.round(((x - box.pad) / inner) * (steps - 1));
  return Math.min(steps - 1, Math.max(0, i));
}

/** A chance as a whole percentage. */
export const percentOf = (chance: number): number => Math.round(chance * 100);

const round = (n: number): number => Math.round(n * 10) / 10;
