/**
 * `npm run bench`: the whole benchmark in one process tree, bounded in time and count, loopback only.
 *   1. Engine: random self-play games on one core (this process).
 *   2. Server under load: the built server (`node packages/server/dist/main.js`, one process, SQLite
 *      in a temp DATA_DIR) with N rooms, each two bots + one spectator, driven by forked drivers.
 *   3. Baselines: a bare `ws` echo server at the same message rate (round-trip floor) and the
 *      full state as JSON per action (what a naive server would broadcast).
 * Prints a table and writes bench-results/bench.json.
 *
 * Flags: --rooms N (200) --drivers N (2) --pace-ms N (1000: one action per room per pace)
 *        --duration S (30, measured window) --warmup S (5) --engine-games N (200) --engine-seconds S (20)
 *        --out FILE (bench-results/bench.json) --skip-engine --skip-echo --skip-server
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runEngineBench, type EngineFigures } from './engine-bench';
import type { DriverResult, DriverSetup } from './load-driver';
import { cpuSeconds, memory } from './proc-stats';
import { summarize, type Latency } from './stats';

const ROOT = path.resolve(__dirname, '../..');
const SERVER_MAIN = process.env.STRONGHOLD_SERVER_MAIN ?? path.join(ROOT, 'packages/server/dist/main.js');

interface Flags {
  rooms: number;
  drivers: number;
  paceMs: number;
  duration: number;
  warmup: number;
  engineGames: number;
  engineSeconds: number;
  out: string;
  skipEngine: boolean;
  skipEcho: boolean;
  skipServer: boolean;
  /** Measure the server load twice: as is, then with one hostile socket flooding large frames (issue 12.2). */
  hostile: boolean;
}

function parseFlags(argv: string[]): Flags {
  const f: Flags = {
    rooms: 200,
    drivers: 2,
    paceMs: 1000,
    duration: 30,
    warmup: 5,
    engineGames: 200,
    engineSeconds: 20,
    out: path.join(ROOT, 'bench-results/bench.json'),
    skipEngine: false,
    skipEcho: false,
    skipServer: false,
    hostile: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = () => {
      const v = Number(argv[++i]);
      if (!Number.isFinite(v) || v <= 0) throw new Error(`${a} needs a positive number`);
      return v;
    };
    switch (a) {
      case '--rooms':
        f.rooms = Math.floor(num());
        break;
      case '--drivers':
        f.drivers = Math.floor(num());
        break;
      case '--pace-ms':
        f.paceMs = num();
        break;
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
      case '--out':
        f.out = path.resolve(argv[++i]);
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
      case '--hostile':
        f.hostile = true;
        break;
      default:
        throw new Error(`unknown flag ${a} (see bench/src/run.ts)`);
    }
  }
  if (f.duration > 600 || f.rooms > 5000) throw new Error('bounded runs only: --duration <= 600, --rooms <= 5000');
  return f;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

interface LoadFigures {
  mode: 'game' | 'echo';
  rooms: number;
  roomsOpened: number;
  drivers: number;
  paceMs: number;
  seconds: number;
  connectedClients: number;
  actions: number;
  actionsPerSecond: number;
  rtt: Latency;
  bytesPerActionPerClient: number;
  patchBytesPerActionPerClient: number;
  gamesFinished: number;
  errors: Record<string, number>;
  serverCpuPercent: number;
  serverPeakRssMB: number;
  driverCpuPercent: number;
  driverLoopDelayP99Ms: number;
}

/** Forks the drivers, runs setup -> go -> warmup -> measure -> stop, while sampling the server process. */
async function runLoad(mode: 'game' | 'echo', port: number, serverPid: number, f: Flags, payloadBytes: number): Promise<LoadFigures> {
  const drivers = Array.from({ length: Math.min(f.drivers, f.rooms) }, () =>
    fork(path.join(__dirname, 'load-driver.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const results: DriverResult[] = [];
  try {
    const perDriver = drivers.map((_, i) => Math.floor(f.rooms / drivers.length) + (i < f.rooms % drivers.length ? 1 : 0));
    const ready = await Promise.race([
      Promise.all(
        drivers.map(
          (d, i) =>
            new Promise<{ opened: number }>((resolve, reject) => {
              d.once('message', (m: { type: string; opened: number }) => resolve(m));
              d.once('exit', (code) => reject(new Error(`driver exited with ${code} during setup`)));
              const setup: DriverSetup = { type: 'setup', mode, port, rooms: perDriver[i], paceMs: f.paceMs, seed: 1000 + i, payloadBytes };
              d.send(setup);
            }),
        ),
      ),
      sleep(Math.max(60_000, f.rooms * 300)).then(() => Promise.reject(new Error('drivers did not open their rooms in time'))),
    ]);
    const opened = ready.reduce((n, r) => n + r.opened, 0);
    process.stdout.write(`  ${mode}: ${opened}/${f.rooms} rooms open; warming up ${f.warmup}s, measuring ${f.duration}s\n`);
    drivers.forEach((d) => d.send({ type: 'go' }));
    await sleep(f.warmup * 1000);
    drivers.forEach((d) => d.send({ type: 'measure' }));
    const cpu0 = cpuSeconds(serverPid);
    const t0 = process.hrtime.bigint();
    let peakRss = memory(serverPid).peakRss;
    const sampler = setInterval(() => {
      try {
        peakRss = Math.max(peakRss, memory(serverPid).peakRss);
      } catch {
        /* exited */
      }
    }, 1000);
    await sleep(f.duration * 1000);
    clearInterval(sampler);
    const cpu1 = cpuSeconds(serverPid);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    peakRss = Math.max(peakRss, memory(serverPid).peakRss);
    const collected = drivers.map(
      (d) =>
        new Promise<DriverResult>((resolve, reject) => {
          d.on('message', (m: DriverResult) => m.type === 'result' && resolve(m));
          d.once('exit', (code) => reject(new Error(`driver exited with ${code} before its result`)));
        }),
    );
    drivers.forEach((d) => d.send({ type: 'stop' }));
    results.push(
      ...(await Promise.race([Promise.all(collected), sleep(60_000).then(() => Promise.reject(new Error('driver results timed out')))])),
    );
    const actions = results.reduce((n, r) => n + r.actions, 0);
    const bytes = results.reduce((n, r) => n + r.bytesReceived, 0);
    const patch = results.reduce((n, r) => n + r.patchBytes, 0);
    // Game: every action reaches the room's 3 clients. Echo: each message goes back to its 1 sender.
    const clientsPerRoom = mode === 'game' ? 3 : 1;
    const errors: Record<string, number> = {};
    for (const r of results) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
    return {
      mode,
      rooms: f.rooms,
      roomsOpened: opened,
      drivers: drivers.length,
      paceMs: f.paceMs,
      seconds,
      connectedClients: results.reduce((n, r) => n + r.connectedClients, 0),
      actions,
      actionsPerSecond: actions / seconds,
      rtt: summarize(results.flatMap((r) => r.rtt)),
      bytesPerActionPerClient: bytes / Math.max(1, actions * clientsPerRoom),
      patchBytesPerActionPerClient: patch / Math.max(1, actions * clientsPerRoom),
      gamesFinished: results.reduce((n, r) => n + r.gamesFinished, 0),
      errors,
      serverCpuPercent: ((cpu1 - cpu0) / seconds) * 100,
      serverPeakRssMB: peakRss / 1024 / 1024,
      driverCpuPercent: (results.reduce((n, r) => n + r.driverCpuSeconds, 0) / seconds) * 100,
      driverLoopDelayP99Ms: Math.max(...results.map((r) => r.loopDelayP99Ms)),
    };
  } finally {
    await Promise.all(drivers.map((d) => stopChild(d, 5000)));
  }
}

interface HostileFigures {
  framesSent: number;
  errorReplies: number;
  framesPerSecond: number;
  hostileCpuPercent: number;
}

/** The same load again while one more driver floods ~117 KiB frames from one spectator socket. */
async function runUnderFlood(
  port: number,
  serverPid: number,
  f: Flags,
  payloadBytes: number,
): Promise<{ flooded: LoadFigures; hostile: HostileFigures }> {
  const flooder = fork(path.join(__dirname, 'load-driver.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    await new Promise<void>((resolve, reject) => {
      flooder.once('message', () => resolve());
      flooder.once('exit', (code) => reject(new Error(`hostile driver exited with ${code}`)));
      const setup: DriverSetup = { type: 'setup', mode: 'hostile', port, rooms: 1, paceMs: f.paceMs, seed: 1, payloadBytes };
      flooder.send(setup);
    });
    flooder.send({ type: 'go' });
    flooder.send({ type: 'measure' });
    const t0 = process.hrtime.bigint();
    process.stdout.write('  hostile: one spectator socket flooding ~117 KiB action frames\n');
    const flooded = await runLoad('game', port, serverPid, f, payloadBytes);
    const result = new Promise<DriverResult>((resolve) => flooder.on('message', (m: DriverResult) => m.type === 'result' && resolve(m)));
    flooder.send({ type: 'stop' });
    const r = await Promise.race([result, sleep(30_000).then(() => Promise.reject(new Error('hostile driver result timed out')))]);
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

async function runServerLoad(
  f: Flags,
  payloadBytes: number,
  logFile: string,
): Promise<{ plain: LoadFigures; flooded?: LoadFigures; hostile?: HostileFigures }> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-bench-'));
  const log = fs.openSync(logFile, 'w');
  // All bench clients come from one address: lift the per-address and waiting-game limits.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    MAX_GAMES_PER_ADDRESS: '1000000',
    MAX_WAITING_GAMES: '1000000',
  };
  const server = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, server, 30_000);
    const plain = await runLoad('game', port, server.pid!, f, payloadBytes);
    if (!f.hostile) return { plain };
    return { plain, ...(await runUnderFlood(port, server.pid!, f, payloadBytes)) };
  } finally {
    await stopChild(server);
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runEcho(f: Flags, payloadBytes: number): Promise<LoadFigures> {
  const server = fork(path.join(__dirname, 'echo-baseline.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const { port } = await new Promise<{ port: number }>((resolve) => server.once('message', (m: { port: number }) => resolve(m)));
    return await runLoad('echo', port, server.pid!, f, payloadBytes);
  } finally {
    await stopChild(server, 5000);
  }
}

const fmt = (n: number | undefined, d = 1) => (n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(d));
/** ' (best / median of N rounds: b / m)' for an engine figure measured in rounds. */
const roundsOf = (r: { best: number; median: number }, d: number) => ` (best / median round ${fmt(r.best, d)} / ${fmt(r.median, d)})`;

async function main(): Promise<void> {
  const f = parseFlags(process.argv.slice(2));
  fs.mkdirSync(path.dirname(f.out), { recursive: true });
  const started = new Date().toISOString();
  // Other work on the machine skews every figure: the load average is recorded with them.
  const loadAtStart = os.loadavg();
  process.stdout.write(
    `Stronghold Online benchmark (${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? '?'}, node ${process.version}, load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')})\n`,
  );

  let engine: EngineFigures | null = null;
  if (!f.skipEngine) {
    process.stdout.write(`  engine: up to ${f.engineGames} games or ${f.engineSeconds}s\n`);
    engine = runEngineBench(f.engineGames, 1, f.engineSeconds);
  }
  const payloadBytes = Math.round(engine?.meanActionMessageBytes ?? 100);
  const echo = f.skipEcho ? null : await runEcho(f, payloadBytes);
  const serverRuns = f.skipServer ? null : await runServerLoad(f, payloadBytes, path.join(path.dirname(f.out), 'server.log'));
  const server = serverRuns?.plain ?? null;
  const naive = engine?.naiveJsonBytesPerAction;

  const ratios = server && {
    rttP50VsEcho: echo ? server.rtt.p50 / echo.rtt.p50 : null,
    rttP95VsEcho: echo ? server.rtt.p95 / echo.rtt.p95 : null,
    rttP99VsEcho: echo ? server.rtt.p99 / echo.rtt.p99 : null,
    bytesVsNaiveJson: naive ? server.bytesPerActionPerClient / naive : null,
    patchBytesVsNaiveJson: naive ? server.patchBytesPerActionPerClient / naive : null,
  };

  const rows: [string, string][] = [];
  if (engine) {
    rows.push(
      ['Engine (one core)', ''],
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
  const load = (title: string, l: LoadFigures) => {
    rows.push(
      [title, ''],
      ['  rooms open / requested', `${l.roomsOpened} / ${l.rooms} (${l.drivers} driver processes, 1 action per room every ${l.paceMs} ms)`],
      ['  connected clients', String(l.connectedClients)],
      ['  actions (messages) measured', `${l.actions} in ${fmt(l.seconds, 1)} s = ${fmt(l.actionsPerSecond, 0)}/s`],
      ['  round trip p50 / p95 / p99', `${fmt(l.rtt.p50, 2)} / ${fmt(l.rtt.p95, 2)} / ${fmt(l.rtt.p99, 2)} ms (n=${l.rtt.count})`],
      [
        '  bytes per action per client',
        `${fmt(l.bytesPerActionPerClient, 0)} B${l.mode === 'game' ? ` (state patches ${fmt(l.patchBytesPerActionPerClient, 0)} B)` : ''}`,
      ],
      ['  server CPU / peak RSS', `${fmt(l.serverCpuPercent, 0)} % of a core / ${fmt(l.serverPeakRssMB, 0)} MB`],
      ['  drivers CPU / worst loop delay p99', `${fmt(l.driverCpuPercent, 0)} % / ${fmt(l.driverLoopDelayP99Ms, 1)} ms`],
    );
    if (l.mode === 'game') rows.push(['  games finished / errors', `${l.gamesFinished} / ${JSON.stringify(l.errors)}`]);
  };
  if (echo) load('Baseline: bare ws echo', echo);
  if (server) load('Server under load', server);
  if (serverRuns?.flooded && serverRuns.hostile) {
    const h = serverRuns.hostile;
    load('Same load + one hostile socket (~117 KiB frames)', serverRuns.flooded);
    rows.push(
      [
        '  hostile frames sent / error replies',
        `${h.framesSent} (${fmt(h.framesPerSecond, 0)}/s) / ${h.errorReplies}; flooder CPU ${fmt(h.hostileCpuPercent, 0)} %`,
      ],
      [
        '  round trip p99 flooded vs plain',
        `${fmt(serverRuns.flooded.rtt.p99 / server!.rtt.p99, 2)}x (p50 ${fmt(serverRuns.flooded.rtt.p50 / server!.rtt.p50, 2)}x)`,
      ],
    );
  }
  if (ratios) {
    rows.push(
      ['Ratios', ''],
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
  rows.push(...(await (await import('./persistence-bench.js')).runPersistenceBench()));
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  process.stdout.write(`\n${rows.map(([k, v]) => (v ? `${k.padEnd(width)}${v}` : k)).join('\n')}\n`);

  const json = {
    started,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      node: process.version,
      platform: process.platform,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg(),
    },
    flags: { ...f, out: path.relative(ROOT, f.out) },
    engine,
    echo,
    server,
    flooded: serverRuns?.flooded ?? null,
    hostile: serverRuns?.hostile ?? null,
    ratios,
  };
  fs.writeFileSync(f.out, `${JSON.stringify(json, null, 2)}\n`);
  process.stdout.write(`\nwritten ${path.relative(process.cwd(), f.out)}\n`);
}

main().catch((e) => {
  console.error(`bench failed: ${e instanceof Error ? e.stack : String(e)}`);
  process.exit(1);
});
