/** Test helpers: an in-process server on an ephemeral port, real @colyseus/sdk clients, random play. */
import { pickOne, PreparedClient } from '../../src/testing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, type Room } from '@colyseus/sdk';
import { matchMaker } from '@colyseus/core';
import { viewFor, type Action, type GameState, type GameView, type Viewer } from '@stronghold/rules';
import {
  ErrorMessageSchema,
  expandLog,
  gameViewFromWire,
  LegalReader,
  SERVER_MESSAGE_SCHEMAS,
  SeatMessageSchema,
  type ErrorMessage,
  type LogEntry,
  type ServerMessages,
  type ServerMessageType,
} from '@stronghold/protocol';
import { silentLogger, startServer, type AppOptions, type RunningServer } from '../../src/app';
import type { RoomState } from '../../src/schema/room-state';
import { must } from './must';
import { StrongholdRoom } from '../../src/rooms/stronghold-room';

export const FAST_LIMITS = {
  action: { capacity: 100000, perSecond: 100000 },
  chat: { capacity: 100000, perSecond: 100000 },
  other: { capacity: 100000, perSecond: 100000 },
};

/** Playouts per search of the computer (Hard, hints, reviews) in tests. */
export const TEST_PLAYOUTS = 16;

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
    // Tests sign up many accounts from one address (accounts.test.ts checks the limit itself).
    accountLimits: { signup: { capacity: 1000, perSecond: 1000 } },
    onSyncProblem: (_id, p) => syncProblems.push(p),
    ...opts,
    // Searches count playouts, not milliseconds: the same play on a loaded machine, and quick.
    bots: { searchPlayouts: TEST_PLAYOUTS, ...opts.bots },
  });
  return Object.assign(s, { url: `http://127.0.0.1:${s.port}`, dataDir, syncProblems });
}

/** What useTestServer gives: the running server's fields, and a restart on the same data. */
export type UsedTestServer = TestServer & {
  /**
   * Closes the server and starts it again with the same options and data directory (and
   * `overrides`); the fields give the new one from then on, and afterAll closes it.
   */
  restart(overrides?: Partial<AppOptions>): Promise<void>;
};

/**
 * One in-process test server for a test file or describe block: registers a beforeAll that starts
 * it (startTestServer with `opts`, or with what `opts()` returns then, e.g. from an earlier hook)
 * and an afterAll that closes it. The returned object reads through to the running server (its
 * url, store, close() ...) from the beforeAll on.
 */
export function useTestServer(opts: Partial<AppOptions> | (() => Partial<AppOptions> | Promise<Partial<AppOptions>>) = {}): UsedTestServer {
  let current: TestServer | undefined;
  let options: Partial<AppOptions> = {};
  const running = (): TestServer => {
    if (!current) throw new Error('the test server is not started yet: useTestServer() starts it in its beforeAll');
    return current;
  };
  const restart = async (overrides: Partial<AppOptions> = {}): Promise<void> => {
    const old = running();
    await old.close().catch(() => undefined);
    current = await startTestServer({ ...options, dataDir: old.dataDir, ...overrides });
  };
  beforeAll(async () => {
    options = typeof opts === 'function' ? await opts() : opts;
    current = await startTestServer(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as UsedTestServer, {
    get(_target, key) {
      if (key === 'restart') return restart;
      const server = running();
      const value: unknown = Reflect.get(server, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(server) : value;
    },
    has: (_target, key) => key === 'restart' || Reflect.has(running(), key),
    set() {
      throw new Error('the test server from useTestServer() is read-only');
    },
  });
}

/** The server-side room (same process). */
export function serverRoom(roomId: string): StrongholdRoom {
  const room = matchMaker.getLocalRoomById(roomId);
  if (!(room instanceof StrongholdRoom)) throw new Error(`no stronghold room ${roomId} in this process`);
  return room;
}

/**
 * Drops a client's connection without a close handshake, as a lost network does: the server ends
 * its socket at once (no close frame), and the client sees an abnormal closure (1006). Done from
 * the server's side because the SDK's WebSocket on Node 22 and later (the platform's own) has no
 * way to end a socket without the handshake.
 */
export function dropConnection(room: Room): void {
  const client = serverRoom(room.roomId).clients.find((c) => c.sessionId === room.sessionId);
  (must(client, `the server's client ${room.sessionId}`).ref as unknown as { terminate(): void }).terminate();
}

/** A message as received; `Player.received` reads those of one type with the protocol's schema. */
export interface Msg {
  type: string;
  data: unknown;
}

/** A connected client with everything it received, and waits on it. */
export class Player {
  messages: Msg[] = [];
  /** The last `legal` message, expanded (LegalReader, as the web client does it). */
  legal: { stateId: number; actions: Action[] } | null = null;
  seat: Viewer | null = null;
  token: string | undefined;
  errors: ErrorMessage[] = [];
  log: LogEntry[] = [];
  client: Client | null = null;
  private waiters: (() => void)[] = [];
  private readonly legalReader = new LegalReader();

  constructor(public room: Room) {
    room.onMessage('*', (type, data: unknown) => {
      const t = String(type);
      this.messages.push({ type: t, data });
      if (t === 'legal') this.legal = this.legalReader.read(data);
      if (t === 'seat') {
        const seat = SeatMessageSchema.parse(data);
        this.seat = seat.seat;
        if (seat.token) this.token = seat.token;
      }
      if (t === 'error') this.errors.push(ErrorMessageSchema.parse(data));
      if (t === 'log') this.log.push(...expandLog(data));
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

  /**
   * The room state this client decoded: the SDK builds it by reflection from the server's
   * schema, so it has RoomState's fields and types. Throws before the first state arrived.
   */
  get state(): RoomState {
    const state = this.room.state as RoomState | undefined;
    if (!state) throw new Error('no room state decoded yet');
    return state;
  }

  /** The first state has arrived. */
  get hasState(): boolean {
    return this.room.state !== undefined;
  }

  /** The decoded game's stateId; throws before the first state arrived. */
  get stateId(): number {
    return this.state.game.stateId;
  }

  /** The seat token the server issued to this client (only a newly claimed seat gets one). */
  get issuedToken(): string {
    return must(this.token, 'a seat token issued to this client');
  }

  /** The actions of the last `legal` message. */
  get legalActions(): Action[] {
    return must(this.legal, 'a legal list').actions;
  }

  /** What this client decoded, mapped back to a GameView (the protocol's mapping, as the web client does). */
  view(): GameView | null {
    return gameViewFromWire(this.state.toJSON(), this.seat ?? 'spectator');
  }

  /** The messages of `type` received so far, in order, each parsed with the protocol's schema of its type. */
  received<K extends ServerMessageType>(type: K): ServerMessages[K][] {
    const schema = SERVER_MESSAGE_SCHEMAS[type];
    return this.messages.filter((m) => m.type === type).map((m) => schema.parse(m.data) as ServerMessages[K]);
  }

  async nextError(fromCount: number): Promise<ErrorMessage> {
    await this.waitFor(() => this.errors.length > fromCount, 'error message');
    return must(this.errors[fromCount], `error message ${fromCount}`);
  }
}

async function connect(url: string, join: (c: Client) => Promise<Room>, session?: string): Promise<Player> {
  const client = new PreparedClient(url);
  // A signed-in player: the SDK sends it as the matchmaking request's Bearer token.
  if (session) client.auth.token = session;
  let player: Player | undefined;
  const room = await client.withHandlers(
    (r) => {
      // A test drops and takes back sessions by hand (reconnect below), never behind its back.
      r.reconnection.enabled = false;
      player = new Player(r);
    },
    () => join(client),
  );
  if (player?.room !== room) throw new Error('room handlers were not prepared');
  const joined = player;
  joined.client = client;
  await joined.waitFor(() => joined.seat !== null && joined.hasState, 'seat');
  return joined;
}

export function createGame(url: string, options: Record<string, unknown> = { side: 'invader', name: 'Ivy' }): Promise<Player> {
  return connect(url, (c) => c.create('stronghold', options));
}

export function joinGame(url: string, roomId: string, options: Record<string, unknown> = {}): Promise<Player> {
  return connect(url, (c) => c.joinById(roomId, options));
}

/** createGame signed in with an account session. */
export function createGameAs(url: string, session: string, options: Record<string, unknown>): Promise<Player> {
  return connect(url, (c) => c.create('stronghold', options), session);
}

/** joinGame signed in with an account session. */
export function joinGameAs(url: string, session: string, roomId: string, options: Record<string, unknown> = {}): Promise<Player> {
  return connect(url, (c) => c.joinById(roomId, options), session);
}

/** Takes the dropped session back with Colyseus's reconnection token. */
export function reconnect(url: string, reconnectionToken: string): Promise<Player> {
  return connect(url, (c) => c.reconnect(reconnectionToken));
}

/**
 * Every client's decoded state, mapped back with the protocol, equals viewFor(state, its seat);
 * a seat's client decodes nothing of the other seat's secrets and a spectator nothing of either.
 */
export function expectDecodedViews(state: GameState, players: Player[]): void {
  for (const p of players) {
    const viewer = p.seat ?? 'spectator';
    expect({ viewer, stateId: state.stateId, view: p.view() }).toEqual({ viewer, stateId: state.stateId, view: viewFor(state, viewer) });
    for (const seat of ['invader', 'defender'] as const) {
      if (seat !== viewer)
        expect({ viewer, [`${seat}Secrets`]: p.state[`${seat}Secrets`].toJSON() }).toEqual({ viewer, [`${seat}Secrets`]: {} });
    }
  }
}

export function gameOf(roomId: string): GameState {
  return serverRoom(roomId).gameState;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * The person `me` plays random legal actions in a game against the computer until the game ends
 * or `enough(actionsByMe)` says so; returns how many actions `me` made.
 */
export async function playAgainstComputer(
  me: Player,
  roomId: string,
  rnd: () => number,
  enough: (mine: number) => boolean = () => false,
): Promise<number> {
  let mine = 0;
  for (let steps = 0; !enough(mine); steps++) {
    expect(steps).toBeLessThan(5000);
    await me.waitFor(
      () => !!gameOf(roomId).winner || (me.legal?.stateId === gameOf(roomId).stateId && me.legal.actions.length > 0),
      'my turn or the end',
      30_000,
    );
    const g = gameOf(roomId);
    if (g.winner) break;
    const before = g.stateId;
    me.room.send('action', { stateId: before, action: pickOne(me.legalActions, rnd) });
    await me.waitFor(() => me.stateId > before, 'my action applied');
    mine++;
  }
  return mine;
}
