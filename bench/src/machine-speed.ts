/**
 * How fast this machine runs JavaScript now: two fixed workloads, timed in CPU time, best of 7.
 * The same code measured 4x apart on two days on the "same" 2-vCPU VM (a different or busier
 * host under it), so every other figure of a run is printed and saved with this one: compare
 * runs of different days through their ratio to it, not through their absolute values.
 *
 * - `intMs`: an integer loop (no allocation): raw core speed.
 * - `allocMs`: small objects and arrays made, read and dropped (young-generation GC included):
 *   the kind of work an action is made of.
 */

export interface MachineSpeed {
  intMs: number;
  allocMs: number;
}

function cpuMs(work: () => number): { ms: number; result: number } {
  const before = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, result };
}

function integerLoop(): number {
  let s = 0;
  for (let i = 0; i < 30_000_000; i++) s = (s + (i ^ (s >>> 3))) | 0;
  return s;
}

function allocationLoop(): number {
  let kept: { id: number; tags: [number, number] }[] = [];
  let sum = 0;
  for (let i = 0; i < 600_000; i++) {
    kept.push({ id: i, tags: [i & 7, i & 15] });
    if (kept.length === 200) {
      for (const k of kept) sum += k.tags[0] + k.tags[1] + (k.id & 1);
      kept = [];
    }
  }
  return sum;
}

/** Best of `rounds` (other work on the machine only ever slows a round down). */
export function measureMachineSpeed(rounds = 7): MachineSpeed {
  let intMs = Infinity;
  let allocMs = Infinity;
  let check = 0;
  for (let r = 0; r < rounds; r++) {
    const a = cpuMs(integerLoop);
    const b = cpuMs(allocationLoop);
    intMs = Math.min(intMs, a.ms);
    allocMs = Math.min(allocMs, b.ms);
    check ^= a.result ^ b.result;
  }
  // The results are used, so the loops cannot be optimised away.
  if (check === 0.5) process.stdout.write('');
  return { intMs, allocMs };
}
