/**
 * One measured load: forks the drivers, runs setup -> go -> warmup -> measure -> stop against a
 * set of servers (the game server processes, or the echo server) while sampling their CPU
 * (whole process and main thread apart) and memory from /proc.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { at } from './lists';
import type { DriverReply, DriverResult, DriverSetup } from './load-driver';
import { memory, threadCpuSeconds, type ThreadCpu } from './proc-stats';
import { stopChild } from './server-fleet';
import { summarize, type Latency } from './stats';

export interface LoadOptions {
  rooms: number;
  drivers: number;
  paceMs: number;
  /** Think-time spread (think-time.ts): 0 = every client waits exactly paceMs. */
  paceJitter: number;
  duration: number;
  warmup: number;
}

/** One server process's share of a run. */
export interface ProcessFigures {
  port: number;
  /** Actions measured in rooms this process hosts (from the port of the rooms' WebSockets). */
  actions: number;
  actionsPerSecond: number;
  cpuPercent: number;
  mainCpuPercent: number;
  mainCpuMsPerAction: number;
  cpuMsPerAction: number;
  peakRssMB: number;
}

export interface LoadFigures {
  mode: 'game' | 'echo';
  rooms: number;
  roomsOpened: number;
  drivers: number;
  paceMs: number;
  paceJitter: number;
  seconds: number;
  connectedClients: number;
  actions: number;
  actionsOffered: number;
  actionsPerSecond: number;
  rtt: Latency;
  bytesPerActionPerClient: number;
  patchBytesPerActionPerClient: number;
  /** Bytes a player / the spectator receives per action (game mode). */
  playerBytesPerAction: number;
  spectatorBytesPerAction: number;
  gamesFinished: number;
  errors: Record<string, number>;
  /** Summed over the server processes (% of one core). */
  serverCpuPercent: number;
  serverMainCpuPercent: number;
  /** Server CPU seconds per action served: the main threads (event loops) / whole processes. */
  serverMainCpuMsPerAction: number;
  serverCpuMsPerAction: number;
  /** Of the main threads' CPU per action, the part in the kernel (on loopback a socket write also delivers to the reader and wakes it). */
  serverMainKernelMsPerAction: number;
  /** The main threads' sleeps (each ends in a wake-up) and preemptions per action. */
  serverMainSleepsPerAction: number;
  serverMainPreemptionsPerAction: number;
  /** Summed over the server processes. */
  serverPeakRssMB: number;
  processes: ProcessFigures[];
  /** The servers' own mean time to handle an action (stronghold_action_duration_seconds: rules, durable save, sync, send). */
  serverActionMs: number;
  /** Of it, the mean wait for the durable save (stronghold_action_save_duration_seconds). */
  serverSaveMs: number;
  /** That wait's p99, as the upper edge of the histogram bucket it falls in (so at most this). */
  serverSaveP99Ms: number;
  /** The servers' event-loop lag p99 at the end (prom-client's nodejs_eventloop_lag_p99_seconds, worst process). */
  serverLoopLagP99Ms: number;
  driverCpuPercent: number;
  driverLoopDelayP99Ms: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Rejects after `ms` unless the race is won first; unref'd, so a won race does not keep the runner alive for `ms`. */
export const deadline = (ms: number, message: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), ms).unref());

interface ActionTimes {
  sum: number;
  count: number;
  saveSum: number;
  saveCount: number;
  /** The save histogram's cumulative counts by bucket edge (seconds), summed over the processes. */
  saveBuckets: Map<number, number>;
  loopLagP99: number;
}

/** The server's own action and save histograms (game servers' /metrics; echo: none). */
async function actionTimes(servers: { port: number }[]): Promise<ActionTimes | null> {
  try {
    const texts = await Promise.all(servers.map(async (s) => (await fetch(`http://127.0.0.1:${s.port}/metrics`)).text()));
    const read = (text: string, name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.eE+-]+)$`, 'm').exec(text)?.[1] ?? NaN);
    const sum = (name: string) => texts.reduce((n, t) => n + read(t, name), 0);
    const saveBuckets = new Map<number, number>();
    for (const t of texts) {
      for (const m of t.matchAll(/^stronghold_action_save_duration_seconds_bucket\{le="([^"]+)"\} ([0-9.eE+-]+)$/gm)) {
        const le = m[1] === '+Inf' ? Infinity : Number(m[1]);
        saveBuckets.set(le, (saveBuckets.get(le) ?? 0) + Number(m[2]));
      }
    }
    return {
      sum: sum('stronghold_action_duration_seconds_sum'),
      count: sum('stronghold_action_duration_seconds_count'),
      saveSum: sum('stronghold_action_save_duration_seconds_sum'),
      saveCount: sum('stronghold_action_save_duration_seconds_count'),
      saveBuckets,
      loopLagP99: Math.max(...texts.map((t) => read(t, 'nodejs_eventloop_lag_p99_seconds'))),
    };
  } catch {
    return null;
  }
}

/** The upper edge of the save-histogram bucket holding quantile `q` of the saves between two reads. */
function bucketQuantile(before: ActionTimes, after: ActionTimes, q: number): number {
  const edges = [...after.saveBuckets.keys()].sort((a, b) => a - b);
  const total = after.saveCount - before.saveCount;
  if (total <= 0) return NaN;
  for (const le of edges) {
    if ((after.saveBuckets.get(le) ?? 0) - (before.saveBuckets.get(le) ?? 0) >= q * total) return le;
  }
  return Infinity;
}

const DRIVER = path.join(__dirname, 'load-driver.js');

export function forkDriver(): ChildProcess {
  // Without the platform's WebSocket (Node 22 and later) the SDK in the driver uses the `ws`
  // package, whose sockets the hostile flood drives (a send callback, terminate), as on older Node.
  return fork(DRIVER, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, '--no-experimental-websocket'],
  });
}

/**
 * `servers`: the processes under test (port + pid). Driver i sends its matchmaking requests to
 * servers[i % n]; with Redis the room may be hosted by either process.
 */
export async function runLoad(
  mode: 'game' | 'echo',
  servers: { port: number; pid: number }[],
  o: LoadOptions,
  payloadBytes: number,
): Promise<LoadFigures> {
  const drivers = Array.from({ length: Math.max(Math.min(o.drivers, o.rooms), servers.length) }, forkDriver);
  const results: DriverResult[] = [];
  try {
    const roomsOf = (i: number): number => Math.floor(o.rooms / drivers.length) + (i < o.rooms % drivers.length ? 1 : 0);
    const ready = await Promise.race([
      Promise.all(
        drivers.map(
          (d, i) =>
            new Promise<{ opened: number }>((resolve, reject) => {
              d.once('message', (m: { type: string; opened: number }) => resolve(m));
              d.once('exit', (code) => reject(new Error(`driver exited with ${code} during setup`)));
              const setup: DriverSetup = {
                type: 'setup',
                mode,
                port: at(servers, i % servers.length).port,
                rooms: roomsOf(i),
                paceMs: o.paceMs,
                paceJitter: o.paceJitter,
                seed: 1000 + i,
                payloadBytes,
              };
              d.send(setup);
            }),
        ),
      ),
      deadline(Math.max(60_000, o.rooms * 300), 'drivers did not open their rooms in time'),
    ]);
    const opened = ready.reduce((n, r) => n + r.opened, 0);
    process.stdout.write(
      `  ${mode}: ${opened}/${o.rooms} rooms open on ${servers.length} process(es); warming up ${o.warmup}s, measuring ${o.duration}s\n`,
    );
    drivers.forEach((d) => d.send({ type: 'go' }));
    await sleep(o.warmup * 1000);
    drivers.forEach((d) => d.send({ type: 'measure' }));
    const times0 = mode === 'game' ? await actionTimes(servers) : null;
    const cpu0 = servers.map((s) => threadCpuSeconds(s.pid));
    const t0 = process.hrtime.bigint();
    const peakRss = servers.map((s) => memory(s.pid).peakRss);
    const samplePeaks = () =>
      servers.forEach((s, i) => {
        try {
          peakRss[i] = Math.max(at(peakRss, i), memory(s.pid).peakRss);
        } catch {
          /* exited */
        }
      });
    const sampler = setInterval(samplePeaks, 1000);
    await sleep(o.duration * 1000);
    clearInterval(sampler);
    const cpu1 = servers.map((s) => threadCpuSeconds(s.pid));
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    samplePeaks();
    const times1 = mode === 'game' ? await actionTimes(servers) : null;
    const serverSide =
      times0 && times1
        ? {
            actionMs: ((times1.sum - times0.sum) * 1000) / Math.max(1, times1.count - times0.count),
            saveMs: ((times1.saveSum - times0.saveSum) * 1000) / Math.max(1, times1.saveCount - times0.saveCount),
            saveP99Ms: bucketQuantile(times0, times1, 0.99) * 1000,
            loopLagP99Ms: times1.loopLagP99 * 1000,
          }
        : null;
    const collected = drivers.map(
      (d) =>
        new Promise<DriverResult>((resolve, reject) => {
          d.on('message', (m: DriverReply) => {
            if (m.type === 'result') resolve(m);
          });
          d.once('exit', (code) => reject(new Error(`driver exited with ${code} before its result`)));
        }),
    );
    drivers.forEach((d) => d.send({ type: 'stop' }));
    results.push(...(await Promise.race([Promise.all(collected), deadline(60_000, 'driver results timed out')])));
    return {
      ...summarizeLoad(mode, o, servers, opened, drivers.length, seconds, results, cpu0, cpu1, peakRss),
      serverActionMs: serverSide?.actionMs ?? NaN,
      serverSaveMs: serverSide?.saveMs ?? NaN,
      serverSaveP99Ms: serverSide?.saveP99Ms ?? NaN,
      serverLoopLagP99Ms: serverSide?.loopLagP99Ms ?? NaN,
    };
  } finally {
    await Promise.all(drivers.map((d) => stopChild(d, 5000)));
  }
}

function summarizeLoad(
  mode: 'game' | 'echo',
  o: LoadOptions,
  servers: { port: number; pid: number }[],
  opened: number,
  drivers: number,
  seconds: number,
  results: DriverResult[],
  cpu0: ThreadCpu[],
  cpu1: ThreadCpu[],
  peakRss: number[],
): Omit<LoadFigures, 'serverActionMs' | 'serverSaveMs' | 'serverSaveP99Ms' | 'serverLoopLagP99Ms'> {
  const sum = (f: (r: DriverResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const actions = sum((r) => r.actions);
  // Game: every action reaches the room's 3 clients (2 players, 1 spectator). Echo: its 1 sender.
  const clientsPerRoom = mode === 'game' ? 3 : 1;
  const errors: Record<string, number> = {};
  for (const r of results) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
  const byPort: Record<string, number> = {};
  for (const r of results) for (const [k, v] of Object.entries(r.actionsByPort)) byPort[k] = (byPort[k] ?? 0) + v;
  const processes: ProcessFigures[] = servers.map((s, i) => {
    // One process: every action is its own (echo mode has no rooms to attribute).
    const own = servers.length === 1 ? actions : (byPort[String(s.port)] ?? 0);
    const [before, after] = [at(cpu0, i), at(cpu1, i)];
    const main = after.main - before.main;
    const total = after.total - before.total;
    return {
      port: s.port,
      actions: own,
      actionsPerSecond: own / seconds,
      cpuPercent: (total / seconds) * 100,
      mainCpuPercent: (main / seconds) * 100,
      mainCpuMsPerAction: (main * 1000) / Math.max(1, own),
      cpuMsPerAction: (total * 1000) / Math.max(1, own),
      peakRssMB: at(peakRss, i) / 1024 / 1024,
    };
  });
  const delta = (f: (c: ThreadCpu) => number) => cpu1.reduce((n, c, i) => n + f(c) - f(at(cpu0, i)), 0);
  const mainCpu = delta((c) => c.main);
  const totalCpu = delta((c) => c.total);
  return {
    mode,
    rooms: o.rooms,
    roomsOpened: opened,
    drivers,
    paceMs: o.paceMs,
    paceJitter: o.paceJitter,
    seconds,
    connectedClients: sum((r) => r.connectedClients),
    actions,
    actionsOffered: (o.rooms * 1000) / o.paceMs,
    actionsPerSecond: actions / seconds,
    rtt: summarize(results.flatMap((r) => r.rtt)),
    bytesPerActionPerClient: sum((r) => r.bytesReceived) / Math.max(1, actions * clientsPerRoom),
    patchBytesPerActionPerClient: sum((r) => r.patchBytes) / Math.max(1, actions * clientsPerRoom),
    playerBytesPerAction: mode === 'game' ? sum((r) => r.playerBytes) / Math.max(1, actions * 2) : NaN,
    spectatorBytesPerAction: mode === 'game' ? sum((r) => r.spectatorBytes) / Math.max(1, actions) : NaN,
    gamesFinished: sum((r) => r.gamesFinished),
    errors,
    serverCpuPercent: (totalCpu / seconds) * 100,
    serverMainCpuPercent: (mainCpu / seconds) * 100,
    serverMainCpuMsPerAction: (mainCpu * 1000) / Math.max(1, actions),
    serverCpuMsPerAction: (totalCpu * 1000) / Math.max(1, actions),
    serverMainKernelMsPerAction: (delta((c) => c.mainSystem) * 1000) / Math.max(1, actions),
    serverMainSleepsPerAction: delta((c) => c.mainSleeps) / Math.max(1, actions),
    serverMainPreemptionsPerAction: delta((c) => c.mainPreempted) / Math.max(1, actions),
    serverPeakRssMB: peakRss.reduce((n, b) => n + b, 0) / 1024 / 1024,
    processes,
    driverCpuPercent: (sum((r) => r.driverCpuSeconds) / seconds) * 100,
    driverLoopDelayP99Ms: Math.max(...results.map((r) => r.loopDelayP99Ms)),
  };
}
