/** Test helpers: an in-process server on an ephemeral port, real colyseus.js clients, a seeded bot. */
import { PreparedClient } from '../../../../bench/src/prepared-client';
import { mulberry32 } from '../../../../bench/src/stats';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import type { Action, GameState, GameView, Viewer } from '@stronghold/rules';
import { silentLogger, startServer, type AppOptions, type RunningServer } from '../../src/app';
import type { StrongholdRoom } from '../../src/rooms/stronghold-room';

export const FAST_LIMITS = {
  action: { capacity: 100000, perSecond: 100000 },
  chat: { capacity: 100000, perSecond: 100000 },
  other: { capacity: 100000, perSecond: 100000 },
};

export function tmpDataDir(tag: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `stronghold-${tag}-`));
}

export interface TestServer extends RunningServer {
  url: string;
  dataDir: string;
  syncProblems: string[];
}

export async function startTestServer(opts: Partial<AppOptions> = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? tmpDataDir('srv');
  const syncProblems: string[] = [];
  const s = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    clientDist: null,
    logger: silentLogger,
    limits: FAST_LIMITS,
    onSyncProblem: (_id, p) => syncProblems.push(p),
    ...opts,
  });
  return Object.assign(s, { url: `http://127.0.0.1:${s.port}`, dataDir, syncProblems });
}

/** The server-side room (same process). */
export function serverRoom(roomId: string): StrongholdRoom {
  return matchMaker.getLocalRoomById(roomId) as StrongholdRoom;
}

export interface Msg {
  type: string;
  data: unknown;
}

/** A connected client with everything it received, and waits on it. */
export class Player {
  messages: Msg[] = [];
  legal: { stateId: number; actions: Action[] } | null = null;
  seat: Viewer | null = null;
  token: string | undefined;
  errors: { code: string; message: string }[] = [];
  log: { seq: number; kind: string; text: string }[] = [];
  client: Client | null = null;
  private waiters: (() => void)[] = [];

  constructor(public room: Room) {
    room.onMessage('*', (type, data) => {
      const t = String(type);
      this.messages.push({ type: t, data });
      if (t === 'legal') this.legal = data;
      if (t === 'seat') {
        this.seat = data.seat;
        if (data.token) this.token = data.token;
      }
      if (t === 'error') this.errors.push(data);
      if (t === 'log') this.log.push(...data.entries);
      this.wake();
    });
    room.onStateChange(() => this.wake());
    room.onLeave(() => this.wake());
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    w.forEach((f) => f());
  }

  /** Resolves once `pred` holds (checked after every message / patch). */
  waitFor(pred: () => boolean, what = 'condition', ms = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timeout waiting for ${what}`)), ms);
      const check = (): void => {
        let ok: boolean;
        try {
          ok = pred();
        } catch {
          ok = false;
        }
        if (ok) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      check();
    });
  }

  get stateId(): number | undefined {
    return this.room.state?.game?.stateId;
  }

  async nextError(fromCount: number): Promise<{ code: string; message: string }> {
    await this.waitFor(() => this.errors.length > fromCount, 'error message');
    return this.errors[fromCount];
  }
}


async function connect(url: string, join: (c: Client) => Promise<Room>): Promise<Player> {
  const client = new PreparedClient(url);
  let player: Player | undefined;
  const room = await client.withHandlers(
    (r) => {
      player = new Player(r);
    },
    () => join(client),
  );
  if (!player || player.room !== room) throw new Error('room handlers were not prepared');
  player.client = client;
  await player.waitFor(() => player!.seat !== null && room.state?.game !== undefined, 'seat');
  return player;
}

export function createGame(url: string, options: Record<string, unknown> = { side: 'invader', name: 'Ivy' }): Promise<Player> {
  return connect(url, (c) => c.create('stronghold', options));
}

export function joinGame(url: string, roomId: string, options: Record<string, unknown> = {}): Promise<Player> {
  return connect(url, (c) => c.joinById(roomId, options));
}

/** Takes the dropped session back with Colyseus's reconnection token. */
export function reconnect(url: string, reconnectionToken: string): Promise<Player> {
  return connect(url, (c) => c.reconnect(reconnectionToken));
}

/** A small seeded PRNG for the bots (the benchmark's mulberry32). */
export const prng = mulberry32;

/** Drops null/undefined values everywhere (the schema carries null as absent). */
export function dropNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(dropNulls);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (x !== null && x !== undefined) out[k] = dropNulls(x);
    return out;
  }
  return v;
}

/** What `room.state.game.toJSON()` must equal: the spectator view, shaped as docs/protocol.md says. */
export function expectedPublicGame(view: GameView): unknown {
  const { viewer: _viewer, ...v } = structuredClone(view);
  const prompts = v.prompts.map((p) => {
    if (p.kind !== 'choice') return p;
    const { context, ...rest } = p;
    return { ...rest, contextJson: JSON.stringify(context ?? {}) };
  });
  let assault: unknown = v.assault;
  if (v.assault) {
    const { data, ...rest } = v.assault;
    assault = { ...rest, dataJson: JSON.stringify(data ?? {}) };
  }
  return normalizeJson(dropNulls({ ...v, prompts, assault, extrasJson: '{}' }));
}

/** The JSON-string fields of a synced game, each optional. */
interface SyncedJsonFields {
  prompts?: { contextJson?: unknown }[];
  assault?: { dataJson?: unknown };
  extrasJson?: unknown;
}

/** Parses the JSON-string fields so key order inside them does not matter. */
export function normalizeJson(v: unknown): unknown {
  const c = structuredClone(v) as SyncedJsonFields;
  for (const p of c.prompts ?? []) if (typeof p.contextJson === 'string') p.contextJson = JSON.parse(p.contextJson);
  if (c.assault && typeof c.assault.dataJson === 'string') c.assault.dataJson = JSON.parse(c.assault.dataJson);
  if (typeof c.extrasJson === 'string') c.extrasJson = JSON.parse(c.extrasJson);
  return c;
}

/** The secrets a seat's StateView must hold. */
export function expectedSecrets(seatView: GameView): unknown {
  const illusions: Record<string, number> = {};
  for (const c of seatView.board.counters) if (c.value !== undefined) illusions[String(c.id)] = c.value;
  const prompts: unknown[] = [];
  seatView.prompts.forEach((p, index) => {
    if (p.kind === 'choice' && p.secret && p.seat === seatView.viewer) {
      prompts.push({ index, id: p.id, options: p.options, context: p.context });
    }
  });
  return {
    library: seatView.invader.library,
    illusions,
    illusionReserve: seatView.invader.illusionReserve,
    panicTop: seatView.decks.panicTop,
    prompts,
  };
}

export function decodedSecrets(s: { toJSON?(): Record<string, unknown> } | undefined): unknown {
  const j: { library?: unknown; illusions?: unknown; illusionReserve?: unknown; panicTop?: unknown; promptsJson?: string } =
    s?.toJSON?.() ?? {};
  return {
    library: j.library ?? [],
    illusions: j.illusions ?? {},
    illusionReserve: j.illusionReserve ?? [],
    panicTop: j.panicTop ?? [],
    prompts: JSON.parse(j.promptsJson ?? '[]'),
  };
}

export function gameOf(roomId: string): GameState {
  return serverRoom(roomId).gameState;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
