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
 *        --skip-persistence --skip-retention --hostile
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareRuns, type BenchJsonLike } from './compare';
import { runEngineBench, type EngineFigures } from './engine-bench';
import { measureMachineSpeed } from './machine-speed';
import { runRetention, type RetentionFigures } from './room-retention';
import { at } from './lists';
import type { DriverReply, DriverResult, DriverSetup } from './load-driver';
import { deadline, forkDriver, runLoad, type LoadFigures } from './load-run';
import { startFleet, stopChild, type ServerProcess } from './server-fleet';

const ROOT = path.resolve(__dirname, '../..');
/** The offline retention run: the issue's reference room count, the JIT warmed up first. */
const RETENTION = { rooms: 400, warmup: 4000, actions: 8000 };

const SERVER_MAIN = process.env.STRONGHOLD_SERVER_MAIN ?? path.join(ROOT, 'packages/server/dist/main.js');

interface Flags {
  rooms: number;
  /** Room counts to measure one after another (--sweep); [rooms] without it. */
  sizes: number[];
  processes: number;
  drivers: number;
  paceMs: number;
  /** Think times spread over paceMs x [1 - j, 1 + j] (think-time.ts); 0 = the lockstep clients of earlier runs. */
  paceJitter: number;
  duration: number;
  warmup: number;
  engineGames: number;
  engineSeconds: number;
  engineWarmup: number;
  out: string;
  compare: string | null;
  skipEngine: boolean;
  skipEcho: boolean;
  skipServer: boolean;
  skipPersistence: boolean;
  /** Skip the offline rooms' retention run (room-retention.ts). */
  skipRetention: boolean;
  /** Measure the server load twice: as is, then with one hostile socket flooding large frames. */
  hostile: boolean;
  /** Write a V8 CPU profile of each server process into this directory (node --cpu-prof). */
  cpuProf: string | null;
  /** Extra node flags for the server processes (space-separated). */
  nodeFlags: string[];
}

function parseFlags(argv: string[]): Flags {
  const f: Flags = {
    rooms: 200,
    sizes: [],
    processes: 1,
    drivers: 2,
    paceMs: 1000,
    paceJitter: 0.5,
    duration: 30,
    warmup: 5,
    engineGames: 200,
    engineSeconds: 20,
    engineWarmup: 50,
    out: path.join(ROOT, 'bench-results/bench.json'),
    compare: null,
    skipEngine: false,
    skipEcho: false,
    skipServer: false,
    skipPersistence: false,
    skipRetention: false,
    hostile: false,
    cpuProf: null,
    nodeFlags: [],
  };
  let sweep: number[] | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const text = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    const num = () => {
      const v = Number(argv[++i]);
      if (!Number.isFinite(v) || v <= 0) throw new Error(`${a} needs a positive number`);
      return v;
    };
    switch (a) {
      case '--rooms':
        f.rooms = Math.floor(num());
        break;
      case '--sweep': {
        sweep = (argv[++i] ?? '').split(',').map((x) => Math.floor(Number(x)));
        if (sweep.length === 0 || sweep.some((n) => !Number.isFinite(n) || n <= 0))
          throw new Error('--sweep needs room counts, e.g. 100,200,400,1000');
        break;
      }
      case '--processes':
        f.processes = Math.floor(num());
        break;
      case '--drivers':
        f.drivers = Math.floor(num());
        break;
      case '--pace-ms':
        f.paceMs = num();
        break;
      case '--pace-jitter': {
        const v = Number(argv[++i]);
        if (!(v >= 0 && v < 1)) throw new Error('--pace-jitter needs a number in [0, 1)');
        f.paceJitter = v;
        break;
      }
      case '--duration':
        f.duration = num();
        break;
      case '--warmup':
        f.warmup = num();
        break;
      case '--engine-games':
        f.engineGames = Math.floor(num());
        break;
      case '--engine-seconds':
        f.engineSeconds = num();
        break;
      case '--engine-warmup':
        f.engineWarmup = Math.floor(num());
        break;
      case '--out':
        f.out = path.resolve(text());
        break;
      case '--compare':
        f.compare = path.resolve(text());
        break;
      case '--skip-engine':
        f.skipEngine = true;
        break;
      case '--skip-echo':
        f.skipEcho = true;
        break;
      case '--skip-server':
        f.skipServer = true;
        break;
      case '--skip-persistence':
        f.skipPersistence = true;
        break;
      case '--skip-retention':
        f.skipRetention = true;
        break;
      case '--hostile':
        f.hostile = true;
        break;
      case '--cpu-prof':
        f.cpuProf = path.resolve(text());
        break;
      case '--node-flags':
        f.nodeFlags = (argv[++i] ?? '').split(' ').filter(Boolean);
        break;
      default:
        throw new Error(`unknown flag ${a} (see bench/src/run.ts)`);
    }
  }
  f.sizes = sweep ?? [f.rooms];
  if (f.duration > 600 || f.sizes.some((n) => n > 5000) || f.processes > 8) {
    throw new Error('bounded runs only: --duration <= 600, rooms <= 5000, --processes <= 8');
  }
  if (f.compare && !fs.existsSync(f.compare)) throw new Error(`--compare: ${f.compare} does not exist`);
  return f;
}

interface HostileFigures {
  framesSent: number;
  errorReplies: number;
  framesPerSecond: number;
  hostileCpuPercent: number;
}

/** The same load again while one more driver floods ~117 KiB frames from one spectator socket. */
async function runUnderFlood(
  servers: ServerProcess[],
  f: Flags,
  payloadBytes: number,
): Promise<{ flooded: LoadFigures; hostile: HostileFigures }> {
  const flooder = forkDriver();
  try {
    await new Promise<void>((resolve, reject) => {
      flooder.once('message', () => resolve());
      flooder.once('exit', (code) => reject(new Error(`hostile driver exited with ${code}`)));
      const setup: DriverSetup = {
        type: 'setup',
        mode: 'hostile',
        port: at(servers, 0).port,
        rooms: 1,
        paceMs: f.paceMs,
        paceJitter: f.paceJitter,
        seed: 1,
        payloadBytes,
      };
      flooder.send(setup);
    });
    flooder.send({ type: 'go' });
    flooder.send({ type: 'measure' });
    const t0 = process.hrtime.bigint();
    process.stdout.write('  hostile: one spectator socket flooding ~117 KiB action frames\n');
    const flooded = await runLoad('game', servers, f, payloadBytes);
    const result = new Promise<DriverResult>((resolve) =>
      flooder.on('message', (m: DriverReply) => {
        if (m.type === 'result') resolve(m);
      }),
    );
    flooder.send({ type: 'stop' });
    const r = await Promise.race([result, deadline(30_000, 'hostile driver result timed out')]);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    return {
      flooded,
      hostile: {
        framesSent: r.actions,
        errorReplies: r.errors.hostileErrorReplies ?? 0,
        framesPerSecond: r.actions / seconds,
        hostileCpuPercent: (r.driverCpuSeconds / seconds) * 100,
      },
    };
  } finally {
    await stopChild(flooder, 5000);
  }
}

interface ServerRuns {
  plain: LoadFigures;
  flooded?: LoadFigures;
  hostile?: HostileFigures;
}

async function runServerLoad(f: Flags, payloadBytes: number, logFile: string): Promise<ServerRuns> {
  const fleet = await startFleet({
    serverMain: SERVER_MAIN,
    processes: f.processes,
    logFile,
    cpuProfDir: f.cpuProf,
    nodeFlags: f.nodeFlags,
  });
  try {
    const plain = await runLoad('game', fleet.servers, f, payloadBytes);
    if (!f.hostile) return { plain };
    return { plain, ...(await runUnderFlood(fleet.servers, f, payloadBytes)) };
  } finally {
    await fleet.stop();
  }
}

async function runEcho(f: Flags, payloadBytes: number): Promise<LoadFigures> {
  const server = fork(path.join(__dirname, 'echo-baseline.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const { port } = await new Promise<{ port: number }>((resolve) => server.once('message', (m: { port: number }) => resolve(m)));
    if (server.pid === undefined) throw new Error('the echo server did not start');
    return await runLoad('echo', [{ port, pid: server.pid }], f, payloadBytes);
  } finally {
    await stopChild(server, 5000);
  }
}

/** One room count of a run (a sweep has several). */
interface SizeRun {
  rooms: number;
  echo: LoadFigures | null;
  server: LoadFigures | null;
  flooded: LoadFigures | null;
  hostile: HostileFigures | null;
}

const fmt = (n: number | undefined, d = 1) => (n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(d));
/** ' (best / median of N rounds: b / m)' for an engine figure measured in rounds. */
const roundsOf = (r: { best: number; median: number }, d: number) => ` (best / median round ${fmt(r.best, d)} / ${fmt(r.median, d)})`;

/** The one-line-per-room-count table: how round trip, CPU per action and memory grow with load. */
function sweepTable(runs: SizeRun[], processes: number): string {
  const head = [
    'rooms',
    'actions/s offered -> served',
    'round trip p50 / p95 / p99 ms',
    'echo p99 ms',
    'p99 / echo p99',
    'server-side action ms',
    'of it durable save mean / p99 ms',
    'server CPU ms/action main thread',
    'of it in the kernel',
    'process (all threads)',
    'server CPU %',
    'peak RSS MB',
    'B/action player',
    'B/action spectator',
    'errors',
  ];
  const lines = runs.map((r) => {
    const s = r.server;
    const errs = s ? Object.values(s.errors).reduce((n, v) => n + v, 0) : NaN;
    return [
      String(r.rooms),
      s ? `${fmt(s.actionsOffered, 0)} -> ${fmt(s.actionsPerSecond, 0)}` : '-',
      s ? `${fmt(s.rtt.p50, 1)} / ${fmt(s.rtt.p95, 1)} / ${fmt(s.rtt.p99, 1)}` : '-',
      r.echo ? fmt(r.echo.rtt.p99, 1) : '-',
      s && r.echo ? `${fmt(s.rtt.p99 / r.echo.rtt.p99, 1)}x` : '-',
      s ? fmt(s.serverActionMs, 1) : '-',
      s ? `${fmt(s.serverSaveMs, 1)} / ${fmt(s.serverSaveP99Ms, 1)}` : '-',
      s ? fmt(s.serverMainCpuMsPerAction, 3) : '-',
      s ? fmt(s.serverMainKernelMsPerAction, 3) : '-',
      s ? fmt(s.serverCpuMsPerAction, 3) : '-',
      s ? `${fmt(s.serverCpuPercent, 0)} (main ${fmt(s.serverMainCpuPercent, 0)})` : '-',
      s ? fmt(s.serverPeakRssMB, 0) : '-',
      s ? fmt(s.playerBytesPerAction, 0) : '-',
      s ? fmt(s.spectatorBytesPerAction, 0) : '-',
      s ? String(errs) : '-',
    ];
  });
  const md = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const out = [md(head), md(head.map(() => '---')), ...lines.map(md)];
  if (processes > 1) {
    out.push(
      '',
      `per process (${processes} behind Redis):`,
      md(['rooms', 'port', 'actions/s', 'CPU ms/action main / process', 'CPU % (main)', 'peak RSS MB']),
    );
    out.push(md(['---', '---', '---', '---', '---', '---']));
    for (const r of runs) {
      for (const p of r.server?.processes ?? []) {
        out.push(
          md([
            String(r.rooms),
            String(p.port),
            fmt(p.actionsPerSecond, 0),
            `${fmt(p.mainCpuMsPerAction, 3)} / ${fmt(p.cpuMsPerAction, 3)}`,
            `${fmt(p.cpuPercent, 0)} (${fmt(p.mainCpuPercent, 0)})`,
            fmt(p.peakRssMB, 0),
          ]),
        );
      }
    }
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const f = parseFlags(process.argv.slice(2));
  fs.mkdirSync(path.dirname(f.out), { recursive: true });
  const started = new Date().toISOString();
  // Other work on the machine skews every figure: the load average is recorded with them.
  const loadAtStart = os.loadavg();
  process.stdout.write(
    `Stronghold Online benchmark (${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? '?'}, node ${process.version}, load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')})\n`,
  );
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
  const payloadBytes = Math.round(engine?.meanActionMessageBytes ?? 100);
  const runs: SizeRun[] = [];
  for (const rooms of f.sizes) {
    const at = { ...f, rooms };
    process.stdout.write(
      `${rooms} rooms (load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})\n`,
    );
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
  const naive = engine?.naiveJsonBytesPerAction;
  const ratiosOf = (r: SizeRun) =>
    r.server && {
      rttP50VsEcho: r.echo ? r.server.rtt.p50 / r.echo.rtt.p50 : null,
      rttP95VsEcho: r.echo ? r.server.rtt.p95 / r.echo.rtt.p95 : null,
      rttP99VsEcho: r.echo ? r.server.rtt.p99 / r.echo.rtt.p99 : null,
      bytesVsNaiveJson: naive ? r.server.bytesPerActionPerClient / naive : null,
      patchBytesVsNaiveJson: naive ? r.server.patchBytesPerActionPerClient / naive : null,
    };

  const rows: [string, string][] = [];
  if (engine) {
    rows.push(
      ['Engine (one core)', ''],
      [
        '  warm-up games (JIT; not in the figures below)',
        `${engine.warmup.games}: applyAction ${fmt(engine.warmup.meanApplyMicros, 1)} µs, legalActions ${fmt(engine.warmup.meanLegalMicros, 1)} µs, a game ${fmt(engine.warmup.meanGameMillis, 2)} ms (means)`,
      ],
      ['  games played', `${engine.games} in ${fmt(engine.seconds, 2)} s`],
      ['  games/s', fmt(engine.gamesPerSecond, 2)],
      ['  actions/s', fmt(engine.actionsPerSecond, 0)],
      ['  actions per game (mean)', fmt(engine.meanActionsPerGame, 0)],
      ['  legalActions mean', `${fmt(engine.meanLegalMicros, 1)} µs${roundsOf(engine.legalMicros, 1)}`],
      ['  applyAction mean', `${fmt(engine.meanApplyMicros, 1)} µs${roundsOf(engine.applyMicros, 1)}`],
      ['  viewFor mean (per call)', `${fmt(engine.meanViewMicros, 1)} µs${roundsOf(engine.viewMicros, 1)}`],
      ['  random game (engine time)', `${fmt(engine.meanGameMillis, 2)} ms${roundsOf(engine.gameMillis, 2)}`],
      [
        '  CPU: legalActions / applyAction',
        `${fmt(engine.cpuLegalMicros.mean, 1)} / ${fmt(engine.cpuApplyMicros.mean, 1)} µs (best round ${fmt(engine.cpuLegalMicros.best, 1)} / ${fmt(engine.cpuApplyMicros.best, 1)}, median ${fmt(engine.cpuLegalMicros.median, 1)} / ${fmt(engine.cpuApplyMicros.median, 1)})`,
      ],
      [
        '  CPU: viewFor / random game',
        `${fmt(engine.cpuViewMicros.mean, 1)} µs / ${fmt(engine.cpuGameMillis.mean, 2)} ms (best round ${fmt(engine.cpuViewMicros.best, 1)} / ${fmt(engine.cpuGameMillis.best, 2)}, median ${fmt(engine.cpuViewMicros.median, 1)} / ${fmt(engine.cpuGameMillis.median, 2)})`,
      ],
      [
        '  CPU: random game, lists from applyAction',
        `${fmt(engine.cpuGameResultLegalMillis.mean, 2)} ms (best / median round ${fmt(engine.cpuGameResultLegalMillis.best, 2)} / ${fmt(engine.cpuGameResultLegalMillis.median, 2)})`,
      ],
      ['  full state JSON per action (naive)', `${fmt(naive, 0)} B`],
    );
  }
  if (retention) {
    const r = retention;
    rows.push(
      [`What the rooms keep between actions (${r.rooms} offline rooms in one process, no sockets)`, ''],
      ['  promoted to the old generation per action', `${fmt(r.promotedKBPerAction, 2)} KB`],
      [
        '  scavenges per 1,000 actions / pause mean / max',
        `${fmt(r.scavengesPerThousandActions, 1)} / ${fmt(r.scavengePauseMeanMs, 1)} / ${fmt(r.scavengePauseMaxMs, 1)} ms`,
      ],
      ['  process CPU per action (rules + sync + encode + legal, GC threads included)', `${fmt(r.cpuMicrosPerAction, 0)} µs`],
    );
    if (alone)
      rows.push([
        '  the same, one room alone (its objects stay in the caches)',
        `${fmt(alone.cpuMicrosPerAction, 0)} µs (${r.rooms} rooms: ${fmt(r.cpuMicrosPerAction / alone.cpuMicrosPerAction, 2)}x)`,
      ]);
  }
  const load = (title: string, l: LoadFigures) => {
    rows.push(
      [title, ''],
      [
        '  rooms open / requested',
        `${l.roomsOpened} / ${l.rooms} (${l.drivers} driver processes, 1 action per room every ${l.paceMs} ms ± ${fmt(l.paceJitter * 100, 0)} %)`,
      ],
      ['  connected clients', String(l.connectedClients)],
      [
        '  actions (messages) offered / measured',
        `${fmt(l.actionsOffered, 0)}/s / ${l.actions} in ${fmt(l.seconds, 1)} s = ${fmt(l.actionsPerSecond, 0)}/s`,
      ],
      ['  round trip p50 / p95 / p99', `${fmt(l.rtt.p50, 2)} / ${fmt(l.rtt.p95, 2)} / ${fmt(l.rtt.p99, 2)} ms (n=${l.rtt.count})`],
      [
        '  bytes per action per client',
        `${fmt(l.bytesPerActionPerClient, 0)} B${l.mode === 'game' ? ` (player ${fmt(l.playerBytesPerAction, 0)} B, spectator ${fmt(l.spectatorBytesPerAction, 0)} B; state patches ${fmt(l.patchBytesPerActionPerClient, 0)} B)` : ''}`,
      ],
      [
        '  server CPU / peak RSS',
        `${fmt(l.serverCpuPercent, 0)} % of a core (main thread ${fmt(l.serverMainCpuPercent, 0)} %) / ${fmt(l.serverPeakRssMB, 0)} MB`,
      ],
      ['  server CPU per action: main thread / process', `${fmt(l.serverMainCpuMsPerAction, 3)} / ${fmt(l.serverCpuMsPerAction, 3)} ms`],
      [
        '  main thread: in the kernel / sleeps / preempted',
        `${fmt(l.serverMainKernelMsPerAction, 3)} ms / ${fmt(l.serverMainSleepsPerAction, 2)} / ${fmt(l.serverMainPreemptionsPerAction, 2)} per action`,
      ],
      ...(l.mode === 'game'
        ? [
            [
              '  server-side action time (mean) / loop lag p99',
              `${fmt(l.serverActionMs, 2)} ms (rules + durable save + sync + send) / ${fmt(l.serverLoopLagP99Ms, 1)} ms`,
            ] as [string, string],
            [
              '  of it, waiting for the durable save: mean / p99',
              `${fmt(l.serverSaveMs, 2)} / <= ${fmt(l.serverSaveP99Ms, 1)} ms (the p99 is a histogram bucket's edge)`,
            ] as [string, string],
          ]
        : []),
      ['  drivers CPU / worst loop delay p99', `${fmt(l.driverCpuPercent, 0)} % / ${fmt(l.driverLoopDelayP99Ms, 1)} ms`],
    );
    if (l.processes.length > 1) {
      for (const p of l.processes) {
        rows.push([
          `  process :${p.port}`,
          `${fmt(p.actionsPerSecond, 0)} actions/s, CPU ${fmt(p.cpuPercent, 0)} % (main ${fmt(p.mainCpuPercent, 0)} %), ${fmt(p.mainCpuMsPerAction, 3)} / ${fmt(p.cpuMsPerAction, 3)} ms per action, peak RSS ${fmt(p.peakRssMB, 0)} MB`,
        ]);
      }
    }
    if (l.mode === 'game') rows.push(['  games finished / errors', `${l.gamesFinished} / ${JSON.stringify(l.errors)}`]);
  };
  for (const r of runs) {
    const tag = f.sizes.length > 1 ? ` (${r.rooms} rooms)` : '';
    if (r.echo) load(`Baseline: bare ws echo${tag}`, r.echo);
    if (r.server) load(`Server under load${tag}${f.processes > 1 ? `, ${f.processes} processes behind Redis` : ''}`, r.server);
    if (r.flooded && r.hostile && r.server) {
      const h = r.hostile;
      load(`Same load + one hostile socket (~117 KiB frames)${tag}`, r.flooded);
      rows.push(
        [
          '  hostile frames sent / error replies',
          `${h.framesSent} (${fmt(h.framesPerSecond, 0)}/s) / ${h.errorReplies}; flooder CPU ${fmt(h.hostileCpuPercent, 0)} %`,
        ],
        [
          '  round trip p99 flooded vs plain',
          `${fmt(r.flooded.rtt.p99 / r.server.rtt.p99, 2)}x (p50 ${fmt(r.flooded.rtt.p50 / r.server.rtt.p50, 2)}x)`,
        ],
      );
    }
    const ratios = ratiosOf(r);
    if (ratios) {
      rows.push(
        [`Ratios${tag}`, ''],
        [
          '  round trip vs echo p50 / p95 / p99',
          `${fmt(ratios.rttP50VsEcho ?? NaN, 2)}x / ${fmt(ratios.rttP95VsEcho ?? NaN, 2)}x / ${fmt(ratios.rttP99VsEcho ?? NaN, 2)}x`,
        ],
        [
          '  bytes per action vs full JSON',
          `${fmt(ratios.bytesVsNaiveJson ?? NaN, 3)}x (patches only ${fmt(ratios.patchBytesVsNaiveJson ?? NaN, 3)}x)`,
        ],
      );
    }
  }
  if (!f.skipPersistence) rows.push(...(await (await import('./persistence-bench.js')).runPersistenceBench()));
  const width = Math.max(0, ...rows.map(([k]) => k.length)) + 2;
  process.stdout.write(`\n${rows.map(([k, v]) => (v ? `${k.padEnd(width)}${v}` : k)).join('\n')}\n`);
  if (!f.skipServer)
    process.stdout.write(
      `\nServer under load by room count${f.processes > 1 ? ` (${f.processes} processes behind Redis, figures summed)` : ''}:\n${sweepTable(runs, f.processes)}\n`,
    );

  const first = runs[0];
  const json = {
    started,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      node: process.version,
      platform: process.platform,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg(),
      speed,
    },
    flags: { ...f, out: path.relative(ROOT, f.out), compare: f.compare && path.relative(ROOT, f.compare) },
    engine,
    retention,
    retentionOneRoom: alone,
    runs: runs.map((r) => ({ ...r, ratios: ratiosOf(r) })),
    // The first room count's figures at the top level too, as before --sweep.
    echo: first?.echo ?? null,
    server: first?.server ?? null,
    flooded: first?.flooded ?? null,
    hostile: first?.hostile ?? null,
    ratios: first ? ratiosOf(first) : null,
  };
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

main().catch((e: unknown) => {
  console.error(`bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exit(1);
});
