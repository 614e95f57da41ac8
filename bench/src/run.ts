/**
 * `npm run bench`: the whole benchmark in one process tree, bounded in time and count, loopback only.
 *   1. Engine: random self-play games on one core (this process).
 *   2. Server under load: the built server (`node packages/server/dist/main.js`, SQLite in a temp
 *      DATA_DIR; with --processes N, N of them behind one redis-server) with N rooms, each two bots
 *      + one spectator, driven by forked drivers. With --sweep, once per room count.
 *   3. Baselines: a bare `ws` echo server at the same message rate (round-trip floor) and the
 *      full state as JSON per action (what a naive server would broadcast).
 *   4. Retention: 400 rooms offline in one child process (room-retention.ts), what they keep
 *      from one action to the next: bytes promoted per action, scavenges and their pauses; then
 *      one room alone, whose CPU per action against the 400's is what the caches cost.
 *   5. Wire bytes: one seeded game with no load, bytes per action by client and kind (wire-bytes.ts).
 * Prints a table and writes bench-results/bench.json (usable as --compare's previous run).
 *
 * Flags: --rooms N (200) --sweep N,N,... (room counts, one load each; instead of --rooms)
 *        --processes N (1; >1: behind Redis) --drivers N (2) --pace-ms N (1000: one action per
 *        room per pace) --pace-jitter J (0.5: think times uniform over pace x [1 - J, 1 + J]; 0 for
 *        the lockstep clients of runs before 2026-12-02 14:40 UTC) --duration S (30, measured
 *        window) --warmup S (5) --engine-games N (200) --engine-seconds S (20) --engine-warmup N
 *        (50 untimed games first) --out FILE (bench-results/bench.json) --compare FILE (print
 *        each figure's ratio to that earlier run) --cpu-prof DIR (V8 CPU profiles of the servers)
 *        --node-flags '...' (for the servers) --skip-engine --skip-echo --skip-server
 *        --skip-persistence --skip-retention --skip-wire --hostile
 * The flags are read in flags.ts, the runs of a room count are server-runs.ts, the report is report.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareRuns, type BenchJsonLike } from './compare';
import { runEngineBench, type EngineFigures } from './engine-bench';
import { parseFlags, ROOT, type Flags } from './flags';
import { measureMachineSpeed } from './machine-speed';
import { engineRows, ratiosOf, retentionRows, sizeRunRows, sweepTable, type Row } from './report';
import { runRetention, type RetentionFigures } from './room-retention';
import { runEcho, runServerLoad, type SizeRun } from './server-runs';
import { measureWireBytes, wireRows, type WireFigures } from './wire-bytes';

/** The offline retention run: the issue's reference room count, the JIT warmed up first. */
const RETENTION = { rooms: 400, warmup: 4000, actions: 8000 };

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Everything a run measured. */
interface Measured {
  speed: ReturnType<typeof measureMachineSpeed>;
  engine: EngineFigures | null;
  retention: RetentionFigures | null;
  alone: RetentionFigures | null;
  wire: WireFigures | null;
  runs: SizeRun[];
}

/** The parts that do not depend on the room count: machine speed, engine, retention, wire bytes. */
async function measureOffline(f: Flags): Promise<Omit<Measured, 'runs'>> {
  // The same code ran 4x apart on two days of the same VM type: each run carries this yardstick.
  const speed = measureMachineSpeed();
  process.stdout.write(
    `  machine speed: integer loop ${speed.intMs.toFixed(0)} ms, allocation loop ${speed.allocMs.toFixed(0)} ms (CPU, best of 7; lower is faster)\n`,
  );
  let engine: EngineFigures | null = null;
  if (!f.skipEngine) {
    process.stdout.write(`  engine: ${f.engineWarmup} warm-up games, then up to ${f.engineGames} games or ${f.engineSeconds}s\n`);
    engine = runEngineBench(f.engineGames, 1, f.engineSeconds, 10, f.engineWarmup);
  }
  let retention: RetentionFigures | null = null;
  let alone: RetentionFigures | null = null;
  if (!f.skipRetention) {
    process.stdout.write(
      `  retention: ${RETENTION.rooms} offline rooms, ${RETENTION.actions} actions after ${RETENTION.warmup}; then one room alone\n`,
    );
    retention = await runRetention(RETENTION.rooms, RETENTION.warmup, RETENTION.actions);
    // The same work with one room: what an action costs when its room's objects stay in the caches.
    alone = await runRetention(1, RETENTION.warmup, RETENTION.actions);
  }
  let wire: WireFigures | null = null;
  if (!f.skipWire) {
    process.stdout.write('  wire bytes: one seeded game, two players and a spectator, no load\n');
    wire = await measureWireBytes();
  }
  return { speed, engine, retention, alone, wire };
}

/** Each room count in turn: the echo, then the server (and its flooded run). */
async function measureLoads(f: Flags, payloadBytes: number): Promise<SizeRun[]> {
  const runs: SizeRun[] = [];
  for (const rooms of f.sizes) {
    const at = { ...f, rooms };
    process.stdout.write(`${rooms} rooms (load average ${loadAverage()})\n`);
    const echo = f.skipEcho ? null : await runEcho(at, payloadBytes);
    const serverRuns = f.skipServer ? null : await runServerLoad(at, payloadBytes, path.join(path.dirname(f.out), `server-${rooms}.log`));
    runs.push({
      rooms,
      echo,
      server: serverRuns?.plain ?? null,
      flooded: serverRuns?.flooded ?? null,
      hostile: serverRuns?.hostile ?? null,
    });
  }
  return runs;
}

/** The printed report: every part's rows, then the table by room count. */
async function printReport(f: Flags, m: Measured): Promise<void> {
  const naive = m.engine?.naiveJsonBytesPerAction;
  const rows: Row[] = [
    ...(m.engine ? engineRows(m.engine) : []),
    ...(m.retention ? retentionRows(m.retention, m.alone) : []),
    ...(m.wire ? wireRows(m.wire) : []),
    ...sizeRunRows(m.runs, f.sizes.length > 1, f.processes, naive),
  ];
  if (!f.skipPersistence) rows.push(...(await (await import('./persistence-bench.js')).runPersistenceBench()));
  const width = Math.max(0, ...rows.map(([k]) => k.length)) + 2;
  process.stdout.write(`\n${rows.map(([k, v]) => (v ? `${k.padEnd(width)}${v}` : k)).join('\n')}\n`);
  if (!f.skipServer)
    process.stdout.write(
      `\nServer under load by room count${f.processes > 1 ? ` (${f.processes} processes behind Redis, figures summed)` : ''}:\n${sweepTable(m.runs, f.processes)}\n`,
    );
}

/** The run's json (usable as --compare's previous run). */
function resultJson(f: Flags, m: Measured, started: string, loadAtStart: number[]) {
  const naive = m.engine?.naiveJsonBytesPerAction;
  const first = m.runs[0];
  return {
    started,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      node: process.version,
      platform: process.platform,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg(),
      speed: m.speed,
    },
    flags: { ...f, out: path.relative(ROOT, f.out), compare: f.compare && path.relative(ROOT, f.compare) },
    engine: m.engine,
    retention: m.retention,
    retentionOneRoom: m.alone,
    wire: m.wire,
    runs: m.runs.map((r) => ({ ...r, ratios: ratiosOf(r, naive) })),
    // The first room count's figures at the top level too, as before --sweep.
    echo: first?.echo ?? null,
    server: first?.server ?? null,
    flooded: first?.flooded ?? null,
    hostile: first?.hostile ?? null,
    ratios: first ? ratiosOf(first, naive) : null,
  };
}

/** Compares with --compare's run, then writes the json (the run before moves to previous.json). */
function writeResults(f: Flags, json: ReturnType<typeof resultJson>): void {
  if (f.compare) {
    const previous = JSON.parse(fs.readFileSync(f.compare, 'utf8')) as BenchJsonLike;
    process.stdout.write(
      `\nCompared with ${path.relative(process.cwd(), f.compare)} (${previous.started ?? '?'}): previous -> now, ratio now / previous\n${compareRuns(json, previous).join('\n')}\n`,
    );
  }
  // The run before this one stays beside it as previous.json: `--compare bench-results/previous.json`.
  const previousOut = path.join(path.dirname(f.out), 'previous.json');
  if (fs.existsSync(f.out) && f.out !== previousOut) fs.renameSync(f.out, previousOut);
  fs.writeFileSync(f.out, `${JSON.stringify(json, null, 2)}\n`);
  process.stdout.write(
    `\nwritten ${path.relative(process.cwd(), f.out)}${fs.existsSync(previousOut) ? ` (the run before: ${path.relative(process.cwd(), previousOut)})` : ''}\n`,
  );
}

async function main(): Promise<void> {
  const f = parseFlags(process.argv.slice(2));
  fs.mkdirSync(path.dirname(f.out), { recursive: true });
  const started = new Date().toISOString();
  // Other work on the machine skews every figure: the load average is recorded with them.
  const loadAtStart = os.loadavg();
  process.stdout.write(
    `Stronghold Online benchmark (${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? '?'}, node ${process.version}, load average ${loadAverage()})\n`,
  );
  const offline = await measureOffline(f);
  const runs = await measureLoads(f, Math.round(offline.engine?.meanActionMessageBytes ?? 100));
  const measured: Measured = { ...offline, runs };
  await printReport(f, measured);
  writeResults(f, resultJson(f, measured, started, loadAtStart));
}

main().catch((e: unknown) => {
  console.error(`bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exit(1);
});
