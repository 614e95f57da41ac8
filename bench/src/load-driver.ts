/**
 * One load driver process (run.ts forks several). Game mode: `rooms` games on the server, each with
 * two bot players and one spectator over real WebSockets (@colyseus/sdk); the seat that must act
 * sends a random legal action a think time after it was told to act (`paceMs` on average, spread by
 * `paceJitter`: think-time.ts). Echo mode: one bare `ws` client per room sending at the same pace
 * to the echo server.
 *
 * Round trip = `action` sent -> the sender receives the state patch that carries the new stateId.
 * Bytes = everything the server sends to the clients (WebSocket payloads), counted per client.
 *
 * Parent -> driver: setup, go, measure, stop. Driver -> parent: ready, result.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Room } from '@colyseus/sdk';
import { openEchoClients, type EchoClients } from './echo-baseline';
import { sendToParent } from './ipc';
import { thinkTime } from './think-time';
import { mulberry32, onLegal, onRawFrame, pickOne, PreparedClient, rawSocket } from '@stronghold/server/testing';
import type { Action } from '@stronghold/rules';
import { onMessage, sendMessage } from '@stronghold/protocol';

export interface DriverSetup {
  type: 'setup';
  /** hostile: one spectator socket flooding ~117 KiB `action` frames of nested arrays. */
  mode: 'game' | 'echo' | 'hostile';
  port: number;
  rooms: number;
  paceMs: number;
  /** Think times are drawn from paceMs x [1 - paceJitter, 1 + paceJitter] (think-time.ts). */
  paceJitter: number;
  seed: number;
  /** Echo mode: bytes per message (the size of a typical `action` message). */
  payloadBytes: number;
}

export interface DriverResult {
  type: 'result';
  mode: 'game' | 'echo' | 'hostile';
  roomsRequested: number;
  roomsOpened: number;
  connectedClients: number;
  rtt: number[];
  actions: number;
  /** Bytes received by all clients during the measured window (all messages). */
  bytesReceived: number;
  /** Of which state patches (Colyseus ROOM_STATE_PATCH frames). */
  patchBytes: number;
  /** Of which received by the two players / by the spectator of each room. */
  playerBytes: number;
  spectatorBytes: number;
  /** Actions measured by the port of the server process that hosts the room (several processes). */
  actionsByPort: Record<string, number>;
  clientsMeasured: number;
  gamesFinished: number;
  errors: Record<string, number>;
  driverCpuSeconds: number;
  loopDelayP99Ms: number;
}

type DriverMessage = DriverSetup | { type: 'go' } | { type: 'measure' } | { type: 'stop' };

/** What a driver sends its parent: ready once its rooms are open, then its result. */
export type DriverReply = { type: 'ready'; opened: number } | DriverResult;

const ROOM_STATE_PATCH = 15;

interface Legal {
  stateId: number;
  actions: Action[];
}

let measuring = false;
let running = false;
const rtt: number[] = [];
const errors: Record<string, number> = {};
let actions = 0;
let bytesReceived = 0;
let patchBytes = 0;
let playerBytes = 0;
let spectatorBytes = 0;
const actionsByPort: Record<string, number> = {};
let gamesFinished = 0;
const countError = (code: string) => (errors[code] = (errors[code] ?? 0) + 1);

// The SDK (@colyseus/sdk) reports an undecodable patch only on the console ("@colyseus/schema: field not
// defined at ...", `"refId" not found`): count those as errors too, so a run shows them in its table.
for (const level of ['warn', 'error'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    if (args.some((a) => typeof a === 'string' && (a.includes('@colyseus/schema') || a.includes('refId')))) {
      countError(`client console.${level}: schema decode`);
    }
    original(...args);
  };
}

// The decoded state (undefined until the first one arrives): RoomState's fields, read loosely.
const stateIdOf = (room: Room): number => (room.state as { game?: { stateId?: number } } | undefined)?.game?.stateId ?? -1;
const statusOf = (room: Room): string => (room.state as { status?: string } | undefined)?.status ?? '';

function countBytes(room: Room, who: 'player' | 'spectator'): void {
  onRawFrame(room, (bytes) => {
    if (!measuring) return;
    bytesReceived += bytes.byteLength;
    if (who === 'player') playerBytes += bytes.byteLength;
    else spectatorBytes += bytes.byteLength;
    if (bytes[0] === ROOM_STATE_PATCH) patchBytes += bytes.byteLength;
  });
}

class BotGame {
  players: Room[] = [];
  spectator: Room | null = null;
  private timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly port: number,
    private readonly paceMs: number,
    private readonly paceJitter: number,
    private readonly pick: () => number,
    private readonly onEnd: (game: BotGame) => void,
  ) {}

  private thinkTime(): number {
    return thinkTime(this.paceMs, this.paceJitter, this.pick);
  }

  get clients(): Room[] {
    return this.spectator ? [...this.players, this.spectator] : this.players;
  }

  async open(index: number): Promise<void> {
    const url = `http://127.0.0.1:${this.port}`;
    const join = async (join: (c: PreparedClient) => Promise<Room>): Promise<Room> => {
      const client = new PreparedClient(url);
      let room: Room | null = null;
      let pending: { stateId: number; at: bigint } | null = null;
      let lastLegal: Legal | null = null;
      const act = (legal: Legal, delay: number) => {
        const t = setTimeout(() => {
          this.timers.delete(t);
          if (this.closed || !room) return;
          // Told to act before the run started (rooms open one batch at a time): wait, staggered.
          if (!running) {
            act(legal, this.pick() * this.paceMs);
            return;
          }
          if (legal.stateId !== stateIdOf(room) && stateIdOf(room) >= 0 && legal.stateId < stateIdOf(room)) return;
          const action = pickOne(legal.actions, this.pick);
          pending = { stateId: legal.stateId, at: process.hrtime.bigint() };
          sendMessage(room, 'action', { stateId: legal.stateId, action });
        }, delay);
        this.timers.add(t);
      };
      room = await client.withHandlers(
        (r) => {
          onLegal(r, (m: Legal) => {
            lastLegal = m;
            if (m.actions.length > 0) act(m, this.thinkTime());
          });
          onMessage(r, 'error', (m) => {
            countError(m.code);
            pending = null;
            // Try again with another listed action unless the state moved on.
            if (lastLegal && lastLegal.actions.length > 0 && lastLegal.stateId === stateIdOf(r)) act(lastLegal, this.thinkTime());
          });
          r.onMessage('*', () => undefined);
          r.onStateChange(() => {
            if (pending && stateIdOf(r) > pending.stateId) {
              if (measuring) rtt.push(Number(process.hrtime.bigint() - pending.at) / 1e6);
              pending = null;
            }
          });
        },
        () => join(client),
      );
      countBytes(room, 'player');
      return room;
    };
    const name = `Bot${index}`;
    const invader = await join((c) => c.create('stronghold', { side: 'invader', name: `${name}i`, gameName: `Bench ${index}` }));
    this.players.push(invader);
    const roomId = invader.roomId;
    this.players.push(await join((c) => c.joinById(roomId, { name: `${name}d` })));
    const spectatorClient = new PreparedClient(url);
    const spectator = await spectatorClient.withHandlers(
      (r) => r.onMessage('*', () => undefined),
      () => spectatorClient.joinById(roomId, { name: `${name}s`, spectate: true }),
    );
    countBytes(spectator, 'spectator');
    // The process that hosts the room: the port its WebSocket went to (several processes).
    const hostPort = new URL(rawSocket(spectator).url).port;
    let last = stateIdOf(spectator);
    spectator.onStateChange(() => {
      const now = stateIdOf(spectator);
      if (now > last) {
        if (measuring && last >= 0) {
          actions += now - last;
          actionsByPort[hostPort] = (actionsByPort[hostPort] ?? 0) + now - last;
        }
        last = now;
      }
      if (statusOf(spectator) === 'ended' && !this.closed) {
        gamesFinished++;
        this.onEnd(this);
      }
    });
    this.spectator = spectator;
  }

  connected(): number {
    return this.clients.filter((r) => r.connection.isOpen).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.timers.forEach((t) => clearTimeout(t));
    await Promise.all(this.clients.map((r) => Promise.race([r.leave(true).catch(() => 0), new Promise((res) => setTimeout(res, 2000))])));
  }
}

/** The hostile frame: ROOM_DATA 'action' + 120,000 nested msgpack arrays (~117 KiB, under the 256 KiB transport cap). */
function hostileFrame(): Buffer {
  return Buffer.concat([Buffer.from([13, 0xa6]), Buffer.from('action'), Buffer.alloc(120_000, 0x91), Buffer.from([0x01])]);
}

/** One spectator socket sending hostile frames as fast as its socket drains, until stopped. */
async function openHostile(port: number): Promise<{ start(): void; stop(): { frames: number; errors: number }; close(): Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  const host = await new PreparedClient(url).create('stronghold', { side: 'invader', name: 'Host' });
  let errorsSeen = 0;
  const watcher = new PreparedClient(url);
  const spectator = await watcher.withHandlers(
    (r) =>
      r.onMessage('*', (type) => {
        if (type === 'error') errorsSeen++;
      }),
    () => watcher.joinById(host.roomId, { spectate: true }),
  );
  const ws = rawSocket(spectator);
  const frame = hostileFrame();
  let frames = 0;
  let flooding = false;
  // Refilled from each frame's write callback (the socket took it), not by spinning: the
  // flooder's own CPU would otherwise compete with the server for this machine's cores.
  const pump = (): void => {
    if (!flooding) return;
    while (ws.readyState === ws.OPEN && ws.bufferedAmount < 4 * frame.length) {
      ws.send(frame, pump);
      frames++;
    }
  };
  return {
    start() {
      flooding = true;
      pump();
    },
    stop() {
      flooding = false;
      return { frames, errors: errorsSeen };
    },
    async close() {
      // Dropped, not left: a consented leave would queue behind the frames the server has not
      // read yet (it pauses a socket over its oversized-frame budget).
      ws.terminate();
      await host.leave(true).catch(() => 0);
    },
  };
}

/** The driver's own CPU and event-loop delay over the measured window. */
interface Spent {
  driverCpuSeconds: number;
  loopDelayP99Ms: number;
}

/** The flooder's result: `actions` = hostile frames sent; errors.hostileErrorReplies = `error` replies received. */
function hostileResult(h: { frames: number; errors: number }, spent: Spent): DriverResult {
  return {
    type: 'result',
    mode: 'hostile',
    roomsRequested: 1,
    roomsOpened: 1,
    connectedClients: 1,
    rtt: [],
    actions: h.frames,
    bytesReceived: 0,
    patchBytes: 0,
    playerBytes: 0,
    spectatorBytes: 0,
    actionsByPort: {},
    clientsMeasured: 1,
    gamesFinished: 0,
    errors: { hostileErrorReplies: h.errors },
    ...spent,
  };
}

function echoResult(s: DriverSetup, opened: number, e: ReturnType<EchoClients['stop']>, spent: Spent): DriverResult {
  return {
    type: 'result',
    mode: 'echo',
    roomsRequested: s.rooms,
    roomsOpened: opened,
    connectedClients: e.connected,
    rtt: e.samples,
    actions: e.messages,
    bytesReceived: e.bytesReceived,
    patchBytes: 0,
    playerBytes: e.bytesReceived,
    spectatorBytes: 0,
    actionsByPort: {},
    clientsMeasured: e.connected,
    gamesFinished: 0,
    errors,
    ...spent,
  };
}

function gameResult(s: DriverSetup, opened: number, games: BotGame[], spent: Spent): DriverResult {
  const connectedClients = games.reduce((n, g) => n + g.connected(), 0);
  return {
    type: 'result',
    mode: 'game',
    roomsRequested: s.rooms,
    roomsOpened: opened,
    connectedClients,
    rtt,
    actions,
    bytesReceived,
    patchBytes,
    playerBytes,
    spectatorBytes,
    actionsByPort,
    clientsMeasured: connectedClients,
    gamesFinished,
    errors,
    ...spent,
  };
}

function main(): void {
  let setup: DriverSetup | null = null;
  let hostile: Awaited<ReturnType<typeof openHostile>> | null = null;
  const games = new Set<BotGame>();
  let echo: EchoClients | null = null;
  let opened = 0;
  let index = 0;
  let cpuAtMeasure = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });

  const openGame = async (s: DriverSetup, pick: () => number): Promise<boolean> => {
    const game = new BotGame(s.port, s.paceMs, s.paceJitter, pick, (g) => {
      // A finished game makes room for a new one, so the load stays at `rooms` games.
      games.delete(g);
      void g.close().then(() => running && openGame(s, pick));
    });
    try {
      await game.open(process.pid * 1000 + index++);
      games.add(game);
      return true;
    } catch (e) {
      countError(`join: ${e instanceof Error ? e.message : String(e)}`.slice(0, 80));
      await game.close();
      return false;
    }
  };

  const onMessage = async (msg: DriverMessage): Promise<void> => {
    switch (msg.type) {
      case 'setup': {
        setup = msg;
        const pick = mulberry32(msg.seed);
        if (msg.mode === 'hostile') {
          hostile = await openHostile(msg.port);
          opened = 1;
        } else if (msg.mode === 'echo') {
          echo = await openEchoClients(msg.port, msg.rooms, msg.paceMs, msg.payloadBytes, msg.paceJitter, pick);
          opened = msg.rooms;
        } else {
          // A few rooms at a time: the matchmaker is a burst of HTTP requests otherwise.
          for (let i = 0; i < msg.rooms; i += 10) {
            const batch = await Promise.all(Array.from({ length: Math.min(10, msg.rooms - i) }, () => openGame(msg, pick)));
            opened += batch.filter(Boolean).length;
          }
        }
        sendToParent({ type: 'ready', opened } satisfies DriverReply);
        break;
      }
      case 'go':
        running = true;
        echo?.start();
        hostile?.start();
        break;
      case 'measure':
        measuring = true;
        echo?.measure(true);
        cpuAtMeasure = process.cpuUsage();
        loop.enable();
        break;
      case 'stop': {
        measuring = false;
        loop.disable();
        const cpu = process.cpuUsage(cpuAtMeasure);
        const s = setup;
        if (!s) throw new Error('stop came before setup');
        const spent = { driverCpuSeconds: (cpu.user + cpu.system) / 1e6, loopDelayP99Ms: loop.percentile(99) / 1e6 };
        let result: DriverResult;
        if (hostile) {
          result = hostileResult(hostile.stop(), spent);
          await hostile.close();
        } else if (echo) {
          result = echoResult(s, opened, echo.stop(), spent);
        } else {
          running = false;
          result = gameResult(s, opened, [...games], spent);
          await Promise.all([...games].map((g) => g.close()));
        }
        sendToParent(result, () => process.exit(0));
        break;
      }
    }
  };
  // A failure ends the driver (an unhandled rejection), which the parent sees as its exit.
  process.on('message', (msg: DriverMessage) => void onMessage(msg));
  process.on('disconnect', () => process.exit(0));
}

if (require.main === module) main();
