/** The Wilson score interval of a binomial proportion (95 %: z = 1.96), as fractions in [0, 1]. */
export function wilson(successes: number, n: number, z = 1.96): { low: number; high: number; p: number } {
  if (n <= 0) return { low: 0, high: 1, p: 0 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half), p };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

/** "12 (24.0 %, 95 % CI 14.3-37.4 %)". */
export function rateText(successes: number, n: number): string {
  const w = wilson(successes, n);
  return `${successes} (${pct(w.p)}, 95 % CI ${(100 * w.low).toFixed(1)}-${pct(w.high)})`;
}
