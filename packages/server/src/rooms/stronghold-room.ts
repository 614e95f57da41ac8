/**
 * The `stronghold` room: one game. Intent (client) -> zod (messages.ts) -> rules (applyAction)
 * -> persist -> schema sync (sync.ts) -> patch, then `legal` to the seat that must act and `log`
 * entries to whoever may see them. The room never decides anything about the game itself.
 */
import { randomInt } from 'node:crypto';
import { ClientState, Protocol, Room, ServerError, updateLobby, type Client, type Deferred } from '@colyseus/core';
import { decode, StateView } from '@colyseus/schema';
import { unpack } from '@colyseus/msgpackr';
import { applyAction, newGame, playerActions, type Action, type GameState, type Seat } from '@stronghold/rules';
import {
  encodeLog,
  LegalWriter,
  PROTOCOL_VERSION,
  type GameListingMetadata,
  type LogEntry as WireLogEntry,
  type SeatMessage,
} from '@stronghold/rules/protocol';
import type { GameStatus, GameStore, StoredGameOptions } from '../persistence/game-store';
import type { RoomMetrics } from '../ops/metrics';
import { RoomState } from '../schema/room-state';
import { RoomStateSync } from '../schema/sync';
import { hashPassword, verifyPassword } from '../security/password';
import { RateLimiter, type RateLimit } from '../security/rate-limiter';
import { hashSeatToken, newSeatToken, seatTokenMatches } from '../seats/tokens';
import {
  ActionMessageSchema,
  ChatMessageSchema,
  cleanText,
  CreateOptionsSchema,
  JoinOptionsSchema,
  MAX_CHAT,
  type ErrorMessage,
} from './messages';

export const ROOM_NAME = 'stronghold';
export const MAX_SPECTATORS = 50;
export const LOG_HISTORY = 200;

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface RoomLimits {
  action: RateLimit;
  chat: RateLimit;
  /** Everything else a client sends (bad messages included). */
  other: RateLimit;
}

export const DEFAULT_LIMITS: RoomLimits = {
  action: { capacity: 30, perSecond: 10 },
  chat: { capacity: 5, perSecond: 0.5 },
  other: { capacity: 20, perSecond: 5 },
};

/** What every room of one server shares (set by app.ts on a subclass). */
export interface RoomContext {
  store: GameStore;
  limits: RoomLimits;
  reconnectSeconds: number;
  /** An abandoned waiting game (nobody in the room) is closed after this long. */
  abandonSeconds: number;
  logger: Logger;
  /** Server-made nonces that allow onCreate to restore a stored game (never from a client). */
  restoreNonces: Map<string, string>;
  /**
   * Called with every sync report that is not clean (tests assert none). When set, every sync
   * also runs the full scan for secrets the wire would not carry (too slow for production).
   */
  onSyncProblem?: (roomId: string, problem: string) => void;
  metrics?: RoomMetrics;
}

type Viewer = Seat | 'spectator';

interface ClientData {
  seat: Viewer;
  name: string;
  replaced?: boolean;
  limits: { action: RateLimiter; chat: RateLimiter; other: RateLimiter };
}

interface AuthResult {
  seat?: Seat;
  name?: string;
  spectate?: boolean;
}

interface LogEntry {
  seq: number;
  kind: string;
  text: string;
  to: 'all' | Seat;
}

interface SeatOwner {
  tokenHash: string;
  name: string;
}

const SEATS: readonly Seat[] = ['invader', 'defender'];
const defaultName = (v: Viewer): string => v[0].toUpperCase() + v.slice(1);

export class StrongholdRoom extends Room<RoomState> {
  /** Set by the subclass app.ts defines. */
  protected ctx!: RoomContext;

  /** Both seats, the spectators, and room for a seat holder's second tab while the first closes. */
  override maxClients = 2 + MAX_SPECTATORS + 2;

  private game!: GameState;
  private seed = 0;
  private gameOptions!: StoredGameOptions;
  private passwordHash: string | null = null;
  private status: GameStatus = 'waiting';
  private owners: Record<Seat, SeatOwner | null> = { invader: null, defender: null };
  private seatClient: Record<Seat, Client | null> = { invader: null, defender: null };
  private pendingReconnect: Record<Seat, Deferred<Client> | null> = { invader: null, defender: null };
  /** Per seat connection: the last `legal` list sent, so the next one can be a diff. */
  private legalWriters: Record<Seat, LegalWriter> = { invader: new LegalWriter(), defender: new LegalWriter() };
  /** playerActions of the current state (the moves and the undo), computed once per state. */
  private legalCache: { state: GameState; actions: Action[] } | null = null;
  private stateSync!: RoomStateSync;
  private log: LogEntry[] = [];
  private logSeq = 0;
  private spectatorCount = 0;
  private queue: Promise<void> = Promise.resolve();
  private abandonTimer: { clear(): void } | null = null;
  private lastMeta = '';

  // ---------------------------------------------------------------- lifecycle

  override async onCreate(rawOptions: unknown): Promise<void> {
    this.autoDispose = false;
    this.state = new RoomState();
    this.stateSync = new RoomStateSync(this.state);
    const opts = (rawOptions ?? {}) as Record<string, unknown>;
    const nonce = typeof opts.__restore === 'string' ? opts.__restore : undefined;
    const restoreId = nonce ? this.ctx.restoreNonces.get(nonce) : undefined;
    if (nonce) this.ctx.restoreNonces.delete(nonce);
    if (restoreId) await this.restore(restoreId);
    else await this.createNew(rawOptions);

    this.state.roomCode = this.roomId;
    this.registerHandlers();
    this.sync();
    await this.updateMeta(true);
    if (this.clients.length === 0) this.armAbandonTimer();
  }

  private async createNew(rawOptions: unknown): Promise<void> {
    const parsed = CreateOptionsSchema.safeParse(rawOptions ?? {});
    if (!parsed.success) throw new ServerError(4400, 'bad create options');
    const o = parsed.data;
    const name = o.name || defaultName(o.side);
    this.gameOptions = {
      name: o.gameName || `${name}'s game`,
      private: o.private === true,
      hasPassword: !!o.password,
      creatorSide: o.side,
    };
    this.passwordHash = o.password ? await hashPassword(o.password) : null;
    this.seed = randomInt(0, 2 ** 31 - 1);
    this.game = newGame({ seed: this.seed, ruleset: 'undead' });
    await this.ctx.store.createGame({
      id: this.roomId,
      seed: this.seed,
      options: this.gameOptions,
      passwordHash: this.passwordHash,
    });
    if (this.gameOptions.private) await this.setPrivate(true);
    this.ctx.logger.info(`game ${this.roomId} created (${this.gameOptions.private ? 'private' : 'public'})`);
  }

  /** Rebuilds a stored game by replaying its seed and actions through the rules. */
  private async restore(gameId: string): Promise<void> {
    const stored = await this.ctx.store.getGame(gameId);
    if (!stored) throw new Error(`no stored game ${gameId}`);
    this.roomId = gameId;
    this.seed = stored.seed;
    this.gameOptions = stored.options;
    this.passwordHash = stored.passwordHash;
    let state = newGame({ seed: stored.seed, ruleset: 'undead' });
    for (const { seq, action } of await this.ctx.store.getActions(gameId)) {
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(`replay of ${gameId} failed at action ${seq}: ${r.error.code} ${r.error.message}`);
      if (r.state.stateId !== seq) throw new Error(`replay of ${gameId}: action ${seq} gave stateId ${r.state.stateId}`);
      state = r.state;
      this.appendLog(r.events);
    }
    this.game = state;
    for (const s of await this.ctx.store.getSeats(gameId)) {
      this.owners[s.seat] = { tokenHash: s.tokenHash, name: s.name };
      this.state.players[s.seat].name = s.name;
    }
    this.status = state.winner ? 'ended' : this.owners.invader && this.owners.defender ? 'playing' : 'waiting';
    if (this.status !== stored.status) await this.ctx.store.setStatus(gameId, this.status, state.winner);
    if (this.gameOptions.private) await this.setPrivate(true);
    this.ctx.logger.info(`game ${gameId} restored at stateId ${state.stateId}`);
  }

  override async onAuth(_client: Client, rawOptions: unknown): Promise<AuthResult> {
    const parsed = JoinOptionsSchema.safeParse(rawOptions ?? {});
    if (!parsed.success) throw new ServerError(4400, 'bad join options');
    const o = parsed.data;
    if (o.token) {
      const seat = SEATS.find((s) => seatTokenMatches(o.token!, this.owners[s]?.tokenHash));
      if (!seat) throw new ServerError(4403, 'bad_token: this token holds no seat in this game');
      return { seat, name: o.name };
    }
    if (this.passwordHash && !(await verifyPassword(o.password ?? '', this.passwordHash))) {
      throw new ServerError(4401, 'bad_password');
    }
    return { name: o.name, spectate: o.spectate === true };
  }

  override async onJoin(client: Client, _options: unknown, auth: AuthResult): Promise<void> {
    let seat: Viewer;
    let token: string | undefined;
    if (auth.seat) {
      seat = auth.seat;
      this.takeOverSeat(seat);
    } else {
      const free = SEATS.filter((s) => !this.owners[s]);
      if (!auth.spectate && free.length > 0) {
        seat = free.includes(this.gameOptions.creatorSide) ? this.gameOptions.creatorSide : free[0];
        token = newSeatToken();
        const name = auth.name || defaultName(seat);
        this.owners[seat] = { tokenHash: hashSeatToken(token), name };
        this.state.players[seat].name = name;
      } else {
        if (this.spectatorCount >= MAX_SPECTATORS) throw new ServerError(4409, 'room_full: no seat and no spectator place left');
        seat = 'spectator';
      }
    }
    const name = seat === 'spectator' ? auth.name || 'Spectator' : this.owners[seat]!.name;
    client.userData = {
      seat,
      name,
      limits: {
        action: new RateLimiter(this.ctx.limits.action),
        chat: new RateLimiter(this.ctx.limits.chat),
        other: new RateLimiter(this.ctx.limits.other),
      },
    } satisfies ClientData;
    this.cancelAbandonTimer();

    if (seat === 'spectator') {
      this.spectatorCount++;
      this.state.spectators = this.spectatorCount;
    } else {
      client.view = new StateView();
      client.view.add(seat === 'invader' ? this.state.invaderSecrets : this.state.defenderSecrets);
      this.seatClient[seat] = client;
      this.state.players[seat].connected = true;
      if (token) await this.ctx.store.setSeat(this.roomId, { seat, tokenHash: this.owners[seat]!.tokenHash, name });
    }

    client.send('seat', { seat, token, roomId: this.roomId, protocol: PROTOCOL_VERSION } satisfies SeatMessage);
    const history = this.visibleLog(seat).slice(-LOG_HISTORY);
    if (history.length) client.send('log', encodeLog(history));

    if (this.status === 'waiting' && this.owners.invader && this.owners.defender) {
      this.status = 'playing';
      this.state.status = 'playing';
      await this.ctx.store.setStatus(this.roomId, 'playing');
      this.ctx.logger.info(`game ${this.roomId} started`);
      this.sendLegal();
    } else if (seat !== 'spectator') {
      this.legalWriters[seat].reset();
      this.sendLegalTo(seat);
    }
    await this.updateMeta();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const data = client.userData as ClientData | undefined;
    if (!data) return;
    if (data.seat === 'spectator') {
      this.spectatorCount = Math.max(0, this.spectatorCount - 1);
      this.state.spectators = this.spectatorCount;
      await this.updateMeta();
      this.afterLeave();
      return;
    }
    const seat = data.seat;
    if (data.replaced || this.seatClient[seat] !== client) return;
    this.seatClient[seat] = null;
    this.state.players[seat].connected = false;
    // Reserve the seat for the same session before anything async (a quick reconnect must find it).
    let reconnection: Deferred<Client> | null = null;
    if (!consented && this.status !== 'ended') {
      try {
        reconnection = this.allowReconnection(client, this.ctx.reconnectSeconds);
        this.pendingReconnect[seat] = reconnection;
      } catch {
        reconnection = null;
      }
    }
    await this.updateMeta();
    if (reconnection) {
      try {
        const newClient = await reconnection;
        if (this.pendingReconnect[seat] === reconnection) this.pendingReconnect[seat] = null;
        this.seatClient[seat] = newClient;
        this.state.players[seat].connected = true;
        // Messages sent during the gap are lost: say again who it is, what happened, what to do.
        newClient.send('seat', { seat, roomId: this.roomId, protocol: PROTOCOL_VERSION } satisfies SeatMessage);
        const history = this.visibleLog(seat).slice(-LOG_HISTORY);
        if (history.length) newClient.send('log', encodeLog(history));
        this.legalWriters[seat].reset();
        this.sendLegalTo(seat);
        await this.updateMeta();
        return;
      } catch {
        if (this.pendingReconnect[seat] === reconnection) this.pendingReconnect[seat] = null;
      }
    }
    this.afterLeave();
  }

  override async onDispose(): Promise<void> {
    this.cancelAbandonTimer();
  }

  override onUncaughtException(error: unknown, methodName: string): void {
    this.ctx.logger.error(`room ${this.roomId}: uncaught in ${methodName}: ${describe(error)}`);
  }

  /** A client with the seat's token replaces whoever held the seat (a reload in another tab). */
  private takeOverSeat(seat: Seat): void {
    const pending = this.pendingReconnect[seat];
    if (pending) {
      this.pendingReconnect[seat] = null;
      pending.reject(new Error('replaced'));
    }
    const old = this.seatClient[seat];
    if (old) {
      (old.userData as ClientData).replaced = true;
      this.sendError(old, { code: 'replaced', message: 'This seat was taken back from another connection.' });
      old.leave(4000);
      this.seatClient[seat] = null;
    }
  }

  private afterLeave(): void {
    if (this.clients.length > 0) return;
    if (this.status === 'ended') this.autoDispose = true;
    else this.armAbandonTimer();
  }

  private armAbandonTimer(): void {
    if (this.status !== 'waiting' || this.abandonTimer) return;
    this.abandonTimer = this.clock.setTimeout(() => {
      this.abandonTimer = null;
      if (this.clients.length > 0 || this.status !== 'waiting') return;
      this.status = 'abandoned';
      this.ctx.store
        .setStatus(this.roomId, 'abandoned')
        .catch((e) => this.ctx.logger.error(`game ${this.roomId}: ${describe(e)}`))
        .finally(() => this.disconnect());
    }, this.ctx.abandonSeconds * 1000);
  }

  private cancelAbandonTimer(): void {
    this.abandonTimer?.clear();
    this.abandonTimer = null;
  }

  // ---------------------------------------------------------------- messages

  /**
   * Guards Colyseus's own decoding: a frame it cannot decode would make it drop the client (or
   * throw out of the socket handler). Such frames get an `error` reply instead.
   */
  protected override _onMessage(client: Client, buffer: Buffer): void {
    try {
      if (!buffer || buffer.length === 0) return this.badMessage(client, 'empty frame');
      const code = buffer[0];
      if (code === Protocol.ROOM_DATA || code === Protocol.ROOM_DATA_BYTES) {
        try {
          const offset = checkMessageType(buffer);
          if (code === Protocol.ROOM_DATA && buffer.length > offset) unpack(buffer.subarray(offset));
        } catch {
          return this.badMessage(client, 'undecodable message');
        }
      } else if (code === Protocol.JOIN_ROOM) {
        // Sent once by a joining client; a repeat is noise.
        if (client.state !== ClientState.JOINING) return this.badMessage(client, 'unexpected join frame');
      } else if (code !== Protocol.LEAVE_ROOM) {
        return this.badMessage(client, 'unknown frame');
      }
      super._onMessage(client as never, buffer);
    } catch (e) {
      this.badMessage(client, 'message could not be handled');
      this.ctx.logger.warn(`room ${this.roomId}: message handler threw: ${describe(e)}`);
    }
  }

  private registerHandlers(): void {
    this.onMessage('action', (client, message) => this.enqueue(client, () => this.onAction(client, message)));
    this.onMessage('chat', (client, message) => this.enqueue(client, () => this.onChat(client, message)));
    this.onMessage('*', (client, type) =>
      this.enqueue(client, async () => {
        if (!this.takeToken(client, 'other')) return;
        this.sendError(client, { code: 'bad_message', message: `Unknown message type '${String(type).slice(0, 40)}'.` });
      }),
    );
  }

  /** Messages are handled one at a time, in order, so a stateId check cannot race a save. */
  private enqueue(client: Client, task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((e) => {
      this.ctx.logger.error(`room ${this.roomId}: handler failed: ${describe(e)}`);
      this.sendError(client, { code: 'internal_error', message: 'The server could not handle this message.' });
    });
  }

  private takeToken(client: Client, kind: keyof RoomLimits): boolean {
    const data = client.userData as ClientData | undefined;
    if (!data) return false;
    if (data.limits[kind].take()) return true;
    this.sendError(client, { code: 'rate_limited', message: 'Too many messages; slow down.' });
    return false;
  }

  private async onAction(client: Client, message: unknown): Promise<void> {
    const started = performance.now();
    const data = client.userData as ClientData | undefined;
    if (!data || !this.takeToken(client, 'action')) return;
    const parsed = ActionMessageSchema.safeParse(message);
    if (!parsed.success) {
      return this.sendError(client, { code: 'bad_message', message: 'An action message is { stateId, action }.' });
    }
    if (data.seat === 'spectator') return this.sendError(client, { code: 'spectator', message: 'Spectators cannot act.' });
    if (this.status === 'waiting') return this.sendError(client, { code: 'not_started', message: 'Waiting for the other player.' });
    if (this.status !== 'playing') return this.sendError(client, { code: 'game_over', message: 'The game is over.' });
    const { stateId, action } = parsed.data;
    const claimed = action && typeof action === 'object' ? (action as { seat?: unknown }).seat : undefined;
    if (claimed !== undefined && claimed !== data.seat) {
      return this.sendError(client, { code: 'wrong_seat', message: `You hold the ${data.seat} seat.` });
    }
    if (stateId !== this.game.stateId) {
      return this.sendError(client, { code: 'stale_state', message: `The state is now ${this.game.stateId}.` });
    }
    const result = applyAction(this.game, action);
    if (!result.ok) return this.sendError(client, { code: result.error.code, message: result.error.message });

    // Persist first: an action the database does not hold never happened.
    try {
      await this.ctx.store.appendAction(this.roomId, result.state.stateId, action);
    } catch (e) {
      this.ctx.logger.error(`game ${this.roomId}: could not save action ${result.state.stateId}: ${describe(e)}`);
      return this.sendError(client, { code: 'internal_error', message: 'The action could not be saved; nothing changed.' });
    }
    this.game = result.state;
    const entries = this.appendLog(result.events);
    this.sync();
    this.broadcastPatch();
    if (this.game.winner || this.game.phase === 'ended') await this.finish();
    this.sendLegal();
    this.sendLogEntries(entries);
    await this.updateMeta();
    this.ctx.metrics?.onAction(performance.now() - started);
  }

  private async onChat(client: Client, message: unknown): Promise<void> {
    const data = client.userData as ClientData | undefined;
    if (!data || !this.takeToken(client, 'chat')) return;
    const parsed = ChatMessageSchema.safeParse(message);
    if (!parsed.success) {
      return this.sendError(client, { code: 'bad_message', message: `Chat is { text } with 1..${MAX_CHAT} characters.` });
    }
    if (data.seat === 'spectator') return this.sendError(client, { code: 'spectator', message: 'Spectators cannot chat.' });
    const text = cleanText(parsed.data.text).slice(0, MAX_CHAT);
    if (!text) return this.sendError(client, { code: 'bad_message', message: 'Empty chat message.' });
    this.broadcast('chat', { from: data.name, seat: data.seat, text, at: Date.now() });
  }

  private badMessage(client: Client, why: string): void {
    const data = client.userData as ClientData | undefined;
    if (data && !data.limits.other.take()) {
      this.sendError(client, { code: 'rate_limited', message: 'Too many messages; slow down.' });
      return;
    }
    this.sendError(client, { code: 'bad_message', message: `Bad message: ${why}.` });
  }

  private sendError(client: Client, error: ErrorMessage): void {
    this.ctx.metrics?.onError(error.code);
    try {
      client.send('error', error);
    } catch {
      /* the socket is gone */
    }
  }

  // ---------------------------------------------------------------- game flow

  private async finish(): Promise<void> {
    if (this.status === 'ended') return;
    this.status = 'ended';
    this.state.status = 'ended';
    await this.ctx.store.setStatus(this.roomId, 'ended', this.game.winner);
    this.ctx.logger.info(`game ${this.roomId} ended: ${this.game.winner?.seat ?? 'no winner'}`);
  }

  private sync(): void {
    this.state.status = this.status === 'abandoned' || this.status === 'broken' ? 'ended' : this.status;
    const report = this.stateSync.apply(this.game, { checkSecrets: !!this.ctx.onSyncProblem });
    for (const p of [...report.unknownPaths, ...report.unmappedSecrets.map((s) => `secret not carried: ${s}`)]) {
      this.ctx.logger.warn(`room ${this.roomId}: sync: ${p}`);
      this.ctx.onSyncProblem?.(this.roomId, p);
    }
  }

  private sendLegal(): void {
    for (const seat of SEATS) this.sendLegalTo(seat);
  }

  /**
   * `legal` to the seat that must act (compact: a menu or a diff against its last list, see
   * @stronghold/rules/protocol legal-menu); an empty list once to a seat that stopped having to.
   */
  private sendLegalTo(seat: Seat): void {
    const client = this.seatClient[seat];
    const writer = this.legalWriters[seat];
    const acting = this.status === 'playing' && this.game.toAct === seat;
    if (!client) {
      writer.reset();
      return;
    }
    if (acting) client.send('legal', writer.message(this.game.stateId, this.currentLegal()));
    else if (writer.holdsActions) client.send('legal', writer.message(this.game.stateId, []));
  }

  /** playerActions(this.game), computed once per state however often it is asked for. */
  private currentLegal(): Action[] {
    if (this.legalCache?.state !== this.game) this.legalCache = { state: this.game, actions: playerActions(this.game) };
    return this.legalCache.actions;
  }

  private appendLog(events: { to: 'all' | Seat; kind: string; text: string }[]): LogEntry[] {
    const added = events.map((e) => ({ seq: ++this.logSeq, kind: e.kind, text: e.text, to: e.to }));
    this.log.push(...added);
    if (this.log.length > 4 * LOG_HISTORY) this.log.splice(0, this.log.length - 2 * LOG_HISTORY);
    return added;
  }

  private visibleLog(viewer: Viewer, entries: LogEntry[] = this.log): WireLogEntry[] {
    return entries.filter((e) => e.to === 'all' || e.to === viewer).map(({ seq, kind, text }) => ({ seq, kind, text }));
  }

  private sendLogEntries(entries: LogEntry[]): void {
    if (!entries.length) return;
    for (const client of this.clients) {
      const data = client.userData as ClientData | undefined;
      if (!data) continue;
      const visible = this.visibleLog(data.seat, entries);
      if (visible.length) client.send('log', encodeLog(visible));
    }
  }

  private async updateMeta(force = false): Promise<void> {
    const meta: GameListingMetadata = {
      name: this.gameOptions.name,
      invader: this.owners.invader?.name ?? '',
      defender: this.owners.defender?.name ?? '',
      spectators: this.spectatorCount,
      turn: this.game.turn,
      phase: this.game.phase,
      status: this.status === 'playing' || this.status === 'waiting' ? this.status : 'ended',
      hasPassword: this.gameOptions.hasPassword,
    };
    const key = JSON.stringify(meta);
    if (!force && key === this.lastMeta) return;
    this.lastMeta = key;
    await this.setMetadata(meta);
    updateLobby(this);
  }

  /** For tests and tools in the same process: the rules state (never sent anywhere). */
  get gameState(): GameState {
    return this.game;
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Checks the message type at the start of a ROOM_DATA frame (a short valid UTF-8 string or a
 * finite number, as Colyseus encodes it) and returns where the payload starts; throws otherwise.
 * Done by hand so that garbage never reaches the schema decoder (which logs every bad byte).
 */
function checkMessageType(buffer: Buffer): number {
  const it = { offset: 1 };
  if (buffer.length < 2) throw new Error('no type');
  if (decode.stringCheck(buffer, it)) {
    const prefix = buffer[1];
    let length: number;
    let start: number;
    if (prefix < 0xc0) [length, start] = [prefix & 0x1f, 2];
    else if (prefix === 0xd9) [length, start] = [buffer[2], 3];
    else if (prefix === 0xda) [length, start] = [buffer.readUInt16LE(2), 4];
    else throw new Error('type too long');
    if (length > 64 || start + length > buffer.length) throw new Error('bad type length');
    strictUtf8.decode(buffer.subarray(start, start + length));
    return start + length;
  }
  const type = decode.number(buffer, it);
  if (!Number.isFinite(type) || it.offset > buffer.length) throw new Error('bad numeric type');
  return it.offset;
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
