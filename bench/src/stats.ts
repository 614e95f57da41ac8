/** Percentiles and summaries for benchmark samples. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export function summarize(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((n, x) => n + x, 0) / Math.max(1, sorted.length);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean };
}
