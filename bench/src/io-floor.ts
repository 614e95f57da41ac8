/**
 * The I/O floor of an action: what the server's main thread would spend per action, and the round
 * trip a client would see, if an action did nothing but its I/O. A bare `ws` server (no Colyseus,
 * no rules, no schema) takes an action frame from a room's acting player and answers it in four
 * steps, each run on its own:
 *
 * - `echo`: the frame answered to its sender only (the load bench's echo baseline);
 * - `fanout`: answered to the room's three clients, corked as the game server does (2 players
 *   ~250 B, 1 spectator ~160 B: the game's bytes per action);
 * - `hop`: first a round trip to a worker thread that answers at once (the save's thread hop alone);
 * - `store`: first the durable save through the server's own SqliteGameStore (its worker thread,
 *   WAL, synchronous=FULL, group commit), as the game server does before it answers.
 *
 * The game server's figures minus `store`'s are what the rules, the schema sync, Colyseus and the
 * collections of their garbage cost. `node bench/dist/io-floor.js [--rooms 400] [--duration 15]
 * [--warmup 3] [--pace 1000] [--pace-jitter 0.5]`; docs/benchmarks.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { WebSocket, WebSocketServer } from 'ws';
import { mulberry32 } from '@stronghold/server/testing';
import { threadCpuSeconds, type ThreadCpu } from './proc-stats';
import { summarize, type Latency } from './stats';
import { messageText, sendToParent } from './ipc';
import { thinkTime } from './think-time';

const MODES = ['echo', 'fanout', 'hop', 'store'] as const;
type Mode = (typeof MODES)[number];

const STORE = path.resolve(__dirname, '../../packages/server/dist/persistence/sqlite-store.js');
/** The part of the server's SqliteGameStore used here (loaded from its build, as persistence-bench does). */
interface Store {
  createGame(r: { id: string; seed: number; options: unknown; passwordHash: string | null }): Promise<void>;
  appendAction(gameId: string, seq: number, action: unknown): Promise<void>;
  close(): Promise<void>;
}

const ACTION = { type: 'choose', seat: 'invader', prompt: 'p1', option: 'w1:soldier' };
const PLAYER_BYTES = 't'.repeat(230);
const SPECTATOR_BYTES = 's'.repeat(140);
// The worker of `hop`: answers each posted batch at once, one reply per request, as sqlite-worker does.
const HOP_WORKER = `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (batch) => parentPort.postMessage(batch.map((r) => ({ id: r.id, ok: true, result: null }))));`;

interface Room {
  id: string;
  sockets: WebSocket[];
  seq: number;
  created: Promise<void>;
}

/** A save hand-off like sqlite-store.ts: requests queued in one turn go in one post. */
class ThreadHop {
  private readonly worker = new Worker(HOP_WORKER, { eval: true });
  private readonly waiting = new Map<number, () => void>();
  private outbox: { id: number; action: unknown }[] = [];
  private nextId = 0;

  constructor() {
    this.worker.on('message', (replies: { id: number }[]) => {
      for (const r of replies) {
        this.waiting.get(r.id)?.();
        this.waiting.delete(r.id);
      }
    });
  }

  send(action: unknown): Promise<void> {
    return new Promise((resolve) => {
      const id = ++this.nextId;
      this.waiting.set(id, resolve);
      this.outbox.push({ id, action });
      if (this.outbox.length === 1)
        setImmediate(() => {
          this.worker.postMessage(this.outbox);
          this.outbox = [];
        });
    });
  }
}

async function serve(mode: Mode): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'io-floor-'));
  const store =
    mode === 'store' ? new ((await import(STORE)) as { SqliteGameStore: new (dir: string) => Store }).SqliteGameStore(dir) : null;
  const hop = mode === 'hop' ? new ThreadHop() : null;
  const rooms = new Map<string, Room>();
  let actions = 0;
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (ws, req) => {
    const id = new URL(req.url ?? '/', 'http://floor').searchParams.get('room') ?? '';
    let room = rooms.get(id);
    if (!room) {
      const created = store?.createGame({ id, seed: 1, options: { name: id }, passwordHash: null }) ?? Promise.resolve();
      room = { id, sockets: [], seq: 0, created };
      rooms.set(id, room);
    }
    const r = room;
    r.sockets.push(ws);
    /** One action: the hop and the save of the step under test, then the answer to the room's 3 clients. */
    const act = async (sent: string, seq: number): Promise<void> => {
      if (hop) await hop.send(ACTION);
      if (store) {
        await r.created;
        await store.appendAction(r.id, seq, ACTION);
      }
      const sockets = r.sockets.map((s) => (s as unknown as { _socket: Socket })._socket);
      sockets.forEach((s) => s.cork());
      r.sockets.forEach((s, i) => s.send(s === ws ? `${sent}|${PLAYER_BYTES}` : i === 2 ? `-|${SPECTATOR_BYTES}` : `-|${PLAYER_BYTES}`));
      sockets.forEach((s) => s.uncork());
      actions++;
    };
    ws.on('message', (data) => {
      const sent = messageText(data);
      const seq = ++r.seq;
      if (mode === 'echo') {
        ws.send(`${sent}|${PLAYER_BYTES}`);
        actions++;
        return;
      }
      // A failed save ends the run (an unhandled rejection), as it always has.
      void act(sent, seq);
    });
  });
  server.on('listening', () => sendToParent({ port: (server.address() as AddressInfo).port }));
  process.on('message', (m) => {
    if (m === 'mark') sendToParent({ actions, cpu: threadCpuSeconds(process.pid) });
  });
  process.on('disconnect', () => {
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** Rooms [from, to) of three clients each; the first one acts a think time after each answer. */
async function drive(port: number, from: number, to: number, paceMs: number, jitter: number): Promise<void> {
  const pick = mulberry32(from + 1);
  const open = (room: number) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/?room=r${room}`);
      ws.on('open', () => resolve(ws));
      ws.on('error', reject);
    });
  const actors: WebSocket[] = [];
  for (let r = from; r < to; r++) {
    actors.push(await open(r));
    await open(r);
    await open(r);
  }
  const samples: number[] = [];
  let measuring = false;
  actors.forEach((ws, i) => {
    const act = () => ws.send(String(process.hrtime.bigint()));
    ws.on('message', (data) => {
      const text = messageText(data);
      if (measuring) samples.push(Number(process.hrtime.bigint() - BigInt(text.slice(0, text.indexOf('|')))) / 1e6);
      setTimeout(act, thinkTime(paceMs, jitter, pick));
    });
    setTimeout(act, (i * paceMs) / actors.length);
  });
  sendToParent('ready');
  process.on('message', (m) => {
    if (m === 'measure') measuring = true;
    if (m === 'stop') sendToParent({ samples });
  });
  process.on('disconnect', () => process.exit(0));
}

const next = <T>(child: ChildProcess, accept: (m: unknown) => boolean): Promise<T> =>
  new Promise((resolve) => {
    const on = (m: unknown) => {
      if (!accept(m)) return;
      child.off('message', on);
      resolve(m as T);
    };
    child.on('message', on);
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface FloorRow {
  mode: Mode;
  actionsPerSecond: number;
  roundTrip: Latency;
  /** Server CPU ms per action: its main thread, and the process with all its threads. */
  mainMs: number;
  processMs: number;
  /** Of mainMs, the part in the kernel; and the main thread's sleeps (wake-ups) and preemptions per action. */
  mainKernelMs: number;
  mainSleeps: number;
  mainPreempted: number;
}

export async function measureFloor(
  mode: Mode,
  rooms: number,
  durationS: number,
  warmupS: number,
  paceMs: number,
  jitter: number,
): Promise<FloorRow> {
  const server = fork(__filename, ['--serve', mode]);
  const { port } = await next<{ port: number }>(server, (m) => typeof m === 'object' && m !== null && 'port' in m);
  const half = Math.floor(rooms / 2);
  const drivers = [
    [0, half],
    [half, rooms],
  ].map(([from, to]) => fork(__filename, ['--drive', String(port), String(from), String(to), String(paceMs), String(jitter)]));
  try {
    await Promise.all(drivers.map((d) => next(d, (m) => m === 'ready')));
    await sleep(warmupS * 1000);
    drivers.forEach((d) => d.send('measure'));
    const mark = () => {
      server.send('mark');
      return next<{ actions: number; cpu: ThreadCpu }>(server, (m) => typeof m === 'object' && m !== null && 'actions' in m);
    };
    const before = await mark();
    await sleep(durationS * 1000);
    const after = await mark();
    const samples = (
      await Promise.all(
        drivers.map((d) => {
          d.send('stop');
          return next<{ samples: number[] }>(d, (m) => typeof m === 'object' && m !== null && 'samples' in m);
        }),
      )
    ).flatMap((m) => m.samples);
    const n = Math.max(1, after.actions - before.actions);
    return {
      mode,
      actionsPerSecond: n / durationS,
      roundTrip: summarize(samples),
      mainMs: ((after.cpu.main - before.cpu.main) * 1000) / n,
      processMs: ((after.cpu.total - before.cpu.total) * 1000) / n,
      mainKernelMs: ((after.cpu.mainSystem - before.cpu.mainSystem) * 1000) / n,
      mainSleeps: (after.cpu.mainSleeps - before.cpu.mainSleeps) / n,
      mainPreempted: (after.cpu.mainPreempted - before.cpu.mainPreempted) / n,
    };
  } finally {
    drivers.forEach((d) => d.kill());
    server.disconnect();
  }
}

async function main(argv: string[]): Promise<void> {
  if (argv[0] === '--serve') return serve(argv[1] as Mode);
  if (argv[0] === '--drive') {
    const [port, from, to, pace, jitter] = argv.slice(1).map(Number);
    if (port === undefined || from === undefined || to === undefined || pace === undefined || jitter === undefined)
      throw new Error('usage: io-floor --drive PORT FROM TO PACE JITTER');
    return drive(port, from, to, pace, jitter);
  }
  const flag = (name: string, fallback: number) => {
    const i = argv.indexOf(name);
    return i >= 0 ? Number(argv[i + 1]) : fallback;
  };
  const rooms = flag('--rooms', 400);
  const duration = flag('--duration', 15);
  const warmup = flag('--warmup', 3);
  const pace = flag('--pace', 1000);
  const jitter = flag('--pace-jitter', 0.5);
  console.log(`I/O floor: ${rooms} rooms of 3 clients, 1 action per room every ${pace} ms ± ${jitter * 100} %, ${duration} s measured`);
  console.log(
    '| step | actions/s | round trip p50 / p95 / p99 ms | server CPU ms/action main thread | of it in the kernel | main thread sleeps / preempted per action | process (all threads) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const mode of MODES) {
    const r = await measureFloor(mode, rooms, duration, warmup, pace, jitter);
    const t = r.roundTrip;
    console.log(
      `| ${mode} | ${r.actionsPerSecond.toFixed(0)} | ${t.p50.toFixed(2)} / ${t.p95.toFixed(2)} / ${t.p99.toFixed(2)} | ${r.mainMs.toFixed(3)} | ${r.mainKernelMs.toFixed(3)} | ${r.mainSleeps.toFixed(2)} / ${r.mainPreempted.toFixed(2)} | ${r.processMs.toFixed(3)} |`,
    );
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
