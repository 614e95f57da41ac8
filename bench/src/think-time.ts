/**
 * How long a load client waits before it sends: `paceMs` on average, drawn uniformly from
 * paceMs x [1 - jitter, 1 + jitter]. Without jitter a closed loop of clients locks into step with
 * the server: the actions one group commit answers together come back together a pace later, so
 * the load arrives in clumps no population of players makes (docs/benchmarks.md).
 */
export function thinkTime(paceMs: number, jitter: number, pick: () => number): number {
  // No draw without jitter: the clients' seeded choices of actions stay those of the lockstep runs.
  return jitter === 0 ? paceMs : paceMs * (1 - jitter + 2 * jitter * pick());
}
