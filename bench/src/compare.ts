/**
 * Regression check: the headline figures of a bench json by name (`200 rooms: round trip p99 ms`),
 * and each figure's ratio to the same figure of an earlier run (`--compare previous.json`).
 * Reads the json this bench writes, and the older one-size layout (`server`, `echo`, `engine`).
 */

/** What a figure's direction is: lower is better for all but throughput. */
interface Figure {
  value: number;
  higherIsBetter: boolean;
}

interface LoadLike {
  rooms?: number;
  actionsPerSecond?: number;
  rtt?: { p50?: number; p95?: number; p99?: number };
  bytesPerActionPerClient?: number;
  playerBytesPerAction?: number;
  spectatorBytesPerAction?: number;
  serverMainCpuMsPerAction?: number;
  serverCpuMsPerAction?: number;
  serverMainKernelMsPerAction?: number;
  serverCpuPercent?: number;
  serverPeakRssMB?: number;
  serverActionMs?: number;
  serverSaveMs?: number;
  /** Absent in runs before think times were spread (2026-12-02): lockstep clients, 0. */
  paceJitter?: number;
}

interface RunLike {
  rooms: number;
  server?: LoadLike | null;
  echo?: LoadLike | null;
}

/** What a run's bench.json is read as (older runs lack newer fields). */
export interface BenchJsonLike {
  /** When the run started (ISO time). */
  started?: string;
  machine?: { speed?: { intMs?: number; allocMs?: number } };
  runs?: RunLike[];
  server?: LoadLike | null;
  echo?: LoadLike | null;
  engine?: object | null;
  retention?: { promotedKBPerAction?: number; scavengePauseMeanMs?: number; cpuMicrosPerAction?: number } | null;
  retentionOneRoom?: { cpuMicrosPerAction?: number } | null;
  /** One seeded game with no load (wire-bytes.ts); absent before 2026-12-07. */
  wire?: { seed?: number; playerBytesPerAction?: number; spectatorBytesPerAction?: number } | null;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
/** a / b when both are there (and b is not 0). */
const ratioOf = (a: number | undefined, b: number | undefined): number | undefined => (a !== undefined && b ? a / b : undefined);

export function figuresOf(json: BenchJsonLike): Map<string, Figure> {
  const out = new Map<string, Figure>();
  const put = (name: string, v: unknown, higherIsBetter = false) => {
    const value = num(v);
    if (value !== undefined) out.set(name, { value, higherIsBetter });
  };
  // The yardstick (machine-speed.ts): when it moved, every other figure moved with the machine too.
  put('machine: integer loop ms', json.machine?.speed?.intMs);
  put('machine: allocation loop ms', json.machine?.speed?.allocMs);
  const e = json.engine as Record<string, unknown> | null | undefined;
  if (e) {
    put('engine: applyAction mean µs', e.meanApplyMicros);
    put('engine: legalActions mean µs', e.meanLegalMicros);
    put('engine: random game mean ms', e.meanGameMillis);
    put('engine: CPU applyAction mean µs', (e.cpuApplyMicros as { mean?: number } | undefined)?.mean);
    put('engine: CPU random game mean ms', (e.cpuGameMillis as { mean?: number } | undefined)?.mean);
    put('engine: games/s', e.gamesPerSecond, true);
    // Runs before the warm-up (2026-12-02) have none: their means include the JIT's first games.
    put('engine: warm-up applyAction mean µs', (e.warmup as { meanApplyMicros?: number } | undefined)?.meanApplyMicros);
  }
  put('retention: promoted KB/action', json.retention?.promotedKBPerAction);
  put('retention: scavenge pause mean ms', json.retention?.scavengePauseMeanMs);
  put('retention: process CPU µs/action', json.retention?.cpuMicrosPerAction);
  put('retention: one room alone, process CPU µs/action', json.retentionOneRoom?.cpuMicrosPerAction);
  // The same seeded game each run: these move only with the code.
  const wireAt = `wire bytes, game ${json.wire?.seed ?? '?'}: `;
  put(`${wireAt}per action per player`, json.wire?.playerBytesPerAction);
  put(`${wireAt}per action per spectator`, json.wire?.spectatorBytesPerAction);
  const runs: RunLike[] = json.runs ?? (json.server ? [{ rooms: json.server.rooms ?? 0, server: json.server, echo: json.echo }] : []);
  for (const r of runs) {
    const s = r.server;
    const at = `${r.rooms} rooms: `;
    if (s) {
      put(`${at}actions/s served`, s.actionsPerSecond, true);
      put(`${at}round trip p50 ms`, s.rtt?.p50);
      put(`${at}round trip p95 ms`, s.rtt?.p95);
      put(`${at}round trip p99 ms`, s.rtt?.p99);
      put(`${at}server main-thread CPU ms/action`, s.serverMainCpuMsPerAction);
      put(`${at}server process CPU ms/action`, s.serverCpuMsPerAction);
      put(`${at}server main thread in the kernel ms/action`, s.serverMainKernelMsPerAction);
      put(`${at}server CPU %`, s.serverCpuPercent);
      put(`${at}server peak RSS MB`, s.serverPeakRssMB);
      put(`${at}server-side action ms`, s.serverActionMs);
      put(`${at}durable save wait ms`, s.serverSaveMs);
      put(`${at}bytes/action/client`, s.bytesPerActionPerClient);
      put(`${at}bytes/action per player`, s.playerBytesPerAction);
      put(`${at}bytes/action per spectator`, s.spectatorBytesPerAction);
    }
    if (s && r.echo) put(`${at}round trip p99 / echo p99`, ratioOf(num(s.rtt?.p99), num(r.echo.rtt?.p99)));
    if (r.echo) put(`${at}echo round trip p99 ms`, r.echo.rtt?.p99);
  }
  return out;
}

/** Lines `name  previous -> now  ratio` for every figure both runs have, marking regressions over 10 %. */
export function compareRuns(now: BenchJsonLike, previous: BenchJsonLike): string[] {
  const a = figuresOf(previous);
  const common = [...figuresOf(now)].flatMap(([k, after]) => {
    const before = a.get(k);
    return before ? [{ k, before, after }] : [];
  });
  if (common.length === 0) return ['  no figure in common with the previous run (other room counts?)'];
  const notes = [jitterNote(now, previous)].filter((n): n is string => n !== null);
  const width = Math.max(...common.map(({ k }) => k.length)) + 2;
  const f = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 1 ? v.toFixed(2) : v.toFixed(3));
  return notes.concat(
    common.map(({ k, before, after }) => {
      const ratio = before.value === 0 ? NaN : after.value / before.value;
      const worse = before.higherIsBetter ? ratio < 0.9 : ratio > 1.1;
      const better = before.higherIsBetter ? ratio > 1.1 : ratio < 0.9;
      const mark = worse ? '  worse' : better ? '  better' : '';
      return `  ${k.padEnd(width)}${f(before.value).padStart(9)} -> ${f(after.value).padStart(9)}   ${Number.isFinite(ratio) ? ratio.toFixed(2) : '-'}x${mark}`;
    }),
  );
}

/** The load's think-time spread of a run (think-time.ts); runs from before it had lockstep clients. */
function jitterOf(json: BenchJsonLike): number | undefined {
  const load = json.runs?.find((r) => r.server)?.server ?? json.server;
  return load ? (load.paceJitter ?? 0) : undefined;
}

/** Round trips under lockstep clients and under spread think times are not the same measure. */
function jitterNote(now: BenchJsonLike, previous: BenchJsonLike): string | null {
  const [a, b] = [jitterOf(previous), jitterOf(now)];
  if (a === undefined || b === undefined || a === b) return null;
  return `  note: think-time spread ${a} before, ${b} now (--pace-jitter): the round trips are not comparable`;
}
