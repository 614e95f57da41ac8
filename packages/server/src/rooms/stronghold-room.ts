/**
 * The `stronghold` room: one game. Intent (client) -> zod (messages.ts) -> rules (applyAction)
 * -> persist -> schema sync (sync.ts) -> patch, then `legal` to the seat that must act and `log`
 * entries to whoever may see them. The room never decides anything about the game itself; its
 * other concerns live beside it: who may reserve a place (admission.ts), the raw-frame guard
 * (frame-guard.ts), rate limits (rate-limits.ts), seats and reconnection (seats.ts), the game
 * log (game-log.ts) and recent chat (chat-history.ts).
 */
import { randomInt } from 'node:crypto';
import { ClientState, Room, ServerError, updateLobby, type AuthContext, type Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { applyAction, legalActions, newGame, type Action, type GameState, type Seat } from '@stronghold/rules';
import { encodeLog, LegalWriter, PROTOCOL_VERSION, type ChatHistoryMessage, type GameListingMetadata, type SeatMessage } from '@stronghold/rules/protocol';
import type { GameStatus, StoredGameOptions } from '../persistence/game-store';
import { RoomState } from '../schema/room-state';
import { RoomStateSync } from '../schema/sync';
import { hashPassword } from '../security/password';
import { admitMatchmaking, Admissions, reservedAdmissions, type Admission, type AdmissionVerdict } from './admission';
import { ChatHistory } from './chat-history';
import { withCorkedSockets } from './corked-sends';
import { guardFrame } from './frame-guard';
import { GameLog, type LogEntry, type Viewer } from './game-log';
import { ActionMessageSchema, ChatMessageSchema, cleanText, CreateOptionsSchema, MAX_CHAT, type ErrorMessage } from './messages';
import { clientLimiters } from './rate-limits';
import type { ClientData, RoomContext, RoomMetadata } from './room-context';
import { defaultName, MAX_SPECTATORS, SEATS, Seats } from './seats';

export { DEFAULT_LIMITS, type RoomLimits } from './rate-limits';
export type { ClientData, Logger, RoomContext, RoomMetadata } from './room-context';
export { MAX_SPECTATORS } from './seats';
export { LOG_HISTORY } from './game-log';

export const ROOM_NAME = 'stronghold';

/**
 * How often Colyseus flushes state changes not sent yet and ticks the room clock. An action's patch
 * is sent at once (onAction calls broadcastPatch), so this only paces joins, leaves and timers:
 * 200 ms instead of Colyseus's 50 ms, as each tick of each room costs the event loop (at 200 rooms,
 * 4,000 idle ticks a second were ~0.15 ms of main-thread CPU per action; docs/operations.md).
 */
export const PATCH_INTERVAL_MS = 200;

type StrongholdClient = Client<ClientData, Admission>;

export class StrongholdRoom extends Room<RoomState, RoomMetadata, ClientData, Admission> {
  /** Set by the subclass app.ts defines (one per server). */
  static roomContext: RoomContext;

  protected get ctx(): RoomContext {
    return (this.constructor as typeof StrongholdRoom).roomContext;
  }

  /**
   * Colyseus's own count never locks the room (a locked room refuses every join, the seat owner's
   * too); admission.ts bounds the places instead.
   */
  override maxClients = Number.MAX_SAFE_INTEGER;

  private game!: GameState;
  private seed = 0;
  private gameOptions!: StoredGameOptions;
  private passwordHash: string | null = null;
  private status: GameStatus = 'waiting';
  private readonly seats = new Seats<StrongholdClient>();
  /** Per seat connection: the last `legal` list sent, so the next one can be a diff. */
  private legalWriters: Record<Seat, LegalWriter> = { invader: new LegalWriter(), defender: new LegalWriter() };
  /** legalActions of the current state, computed once per state. */
  private legalCache: { state: GameState; actions: Action[] } | null = null;
  private stateSync!: RoomStateSync;
  private log = new GameLog();
  private chat = new ChatHistory();
  private queue: Promise<void> = Promise.resolve();
  private abandonTimer: { clear(): void } | null = null;
  private lastMeta = '';
  private admissions!: Admissions<StrongholdClient>;

  // ---------------------------------------------------------------- admission (matchmaking)

  /**
   * Runs for every matchmaking request, before any place is reserved: finds the client's address,
   * counts game creations, and for `joinById` asks the room (in whichever process hosts it)
   * whether this client may have a place. Colyseus hands the result to `_reserveSeat`.
   */
  static override onAuth(_token: string, options: unknown, context: AuthContext): Promise<Admission | { address: string }> {
    return admitMatchmaking(this.roomContext, options, context);
  }

  /** Called (possibly from another process) by `onAuth` for `joinById`. */
  admitJoin(options: unknown, address: string): Promise<AdmissionVerdict> {
    return this.admissions.admit(options, address);
  }

  /**
   * Reserves a place only for an admission this room made (joinById), or admits here
   * (create / join / joinOrCreate, where the room is not known before). Colyseus's own
   * reconnection reservations pass through.
   */
  protected override async _reserveSeat(
    sessionId: string,
    joinOptions?: unknown,
    authData?: unknown,
    seconds?: number,
    allowReconnection = false,
    devModeReconnection?: boolean,
  ): Promise<boolean> {
    if (allowReconnection || devModeReconnection) {
      return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    }
    let admission = this.admissions.take(sessionId);
    if (!admission) {
      const address = (authData as { address?: unknown } | undefined)?.address;
      const verdict = await this.admissions.admit(joinOptions, typeof address === 'string' ? address : 'unknown', sessionId);
      this.admissions.take(sessionId);
      if (!verdict.ok) return false;
      admission = verdict.admission;
    }
    return super._reserveSeat(sessionId, joinOptions, admission, seconds ?? this.ctx.seatReservationSeconds, false, devModeReconnection);
  }

  // ---------------------------------------------------------------- lifecycle

  override async onCreate(rawOptions: unknown): Promise<void> {
    this.autoDispose = false;
    this.setSeatReservationTime(this.ctx.seatReservationSeconds);
    this.bindAdmissions();
    this.state = new RoomState();
    this.stateSync = new RoomStateSync(this.state);
    const opts = (rawOptions ?? {}) as Record<string, unknown>;
    const nonce = typeof opts.__restore === 'string' ? opts.__restore : undefined;
    const restoreId = nonce ? this.ctx.restoreNonces.get(nonce) : undefined;
    if (nonce) this.ctx.restoreNonces.delete(nonce);
    if (restoreId) await this.restore(restoreId);
    else await this.createNew(rawOptions);

    this.state.roomCode = this.roomId;
    this.setPatchRate(PATCH_INTERVAL_MS);
    this.registerHandlers();
    this.sync();
    this.trackWaiting();
    await this.updateMeta(true);
    if (this.clients.length === 0) this.armAbandonTimer();
  }

  /** Admission reads the room's id and password live (they are set once the game is created or restored). */
  private bindAdmissions(): void {
    const room = this;
    this.admissions = new Admissions(
      {
        get roomId() {
          return room.roomId;
        },
        get passwordHash() {
          return room.passwordHash;
        },
        seats: this.seats,
        reservedAdmissions: () => reservedAdmissions(this.reservedSeats),
      },
      this.ctx.guessThrottles,
    );
  }

  private async createNew(rawOptions: unknown): Promise<void> {
    const parsed = CreateOptionsSchema.safeParse(rawOptions ?? {});
    if (!parsed.success) throw new ServerError(4400, 'bad create options');
    const { maxWaiting } = this.ctx.creations.config;
    if (this.ctx.waitingRooms.size >= maxWaiting) {
      throw new ServerError(4503, `server_busy: ${maxWaiting} games are waiting for players on this server; join one or retry later`);
    }
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
      this.seats.owners[s.seat] = { tokenHash: s.tokenHash, name: s.name };
      this.state.players[s.seat].name = s.name;
    }
    this.status = state.winner ? 'ended' : this.seats.bothOwned() ? 'playing' : 'waiting';
    if (this.status !== stored.status) await this.ctx.store.setStatus(gameId, this.status, state.winner);
    if (this.gameOptions.private) await this.setPrivate(true);
    this.ctx.logger.info(`game ${gameId} restored at stateId ${state.stateId}`);
  }

  override async onJoin(client: StrongholdClient, _options: unknown, auth: Admission): Promise<void> {
    let seat: Viewer;
    let token: string | undefined;
    if (auth.seat) {
      seat = auth.seat;
      this.takeOverSeat(seat);
    } else {
      const claimed = auth.spectate ? null : this.seats.claim(this.gameOptions.creatorSide, auth.name);
      if (claimed) {
        seat = claimed.seat;
        token = claimed.token;
        this.state.players[seat].name = claimed.owner.name;
      } else {
        if (this.seats.spectators >= MAX_SPECTATORS) throw new ServerError(4409, 'room_full: no seat and no spectator place left');
        seat = 'spectator';
      }
    }
    const name = seat === 'spectator' ? auth.name || 'Spectator' : this.seats.owners[seat]!.name;
    client.userData = { seat, name, limits: clientLimiters(this.ctx.limits) };
    this.cancelAbandonTimer();

    if (seat === 'spectator') {
      this.seats.spectators++;
      this.state.spectators = this.seats.spectators;
    } else {
      client.view = new StateView();
      client.view.add(seat === 'invader' ? this.state.invaderSecrets : this.state.defenderSecrets);
      this.seats.holders[seat] = client;
      this.state.players[seat].connected = true;
      if (token) await this.ctx.store.setSeat(this.roomId, { seat, tokenHash: this.seats.owners[seat]!.tokenHash, name });
    }

    client.send('seat', { seat, token, roomId: this.roomId, protocol: PROTOCOL_VERSION } satisfies SeatMessage);
    const history = this.log.historyFor(seat);
    if (history.length) client.send('log', encodeLog(history));
    const chat = this.chat.recent();
    if (chat.length) client.send('chatHistory', { entries: chat } satisfies ChatHistoryMessage);

    if (this.status === 'waiting' && this.seats.bothOwned()) {
      this.status = 'playing';
      this.state.status = 'playing';
      this.trackWaiting();
      await this.ctx.store.setStatus(this.roomId, 'playing');
      this.ctx.logger.info(`game ${this.roomId} started`);
      this.sendLegal();
    } else if (seat !== 'spectator') {
      this.legalWriters[seat].reset();
      this.sendLegalTo(seat);
    }
    await this.updateMeta();
  }

  override async onLeave(client: StrongholdClient, consented: boolean): Promise<void> {
    const data = client.userData;
    if (!data) return;
    if (data.seat === 'spectator') {
      this.seats.spectators = Math.max(0, this.seats.spectators - 1);
      this.state.spectators = this.seats.spectators;
      await this.updateMeta();
      this.afterLeave();
      return;
    }
    const seat = data.seat;
    if (data.replaced || this.seats.holders[seat] !== client) return;
    this.seats.holders[seat] = null;
    this.state.players[seat].connected = false;
    // Reserve the seat for the same session before anything async (a quick reconnect must find it).
    const reconnection = !consented && this.status !== 'ended' ? this.allowReconnection(client, this.ctx.reconnectSeconds) : null;
    const back = reconnection ? this.seats.awaitReconnection(seat, reconnection) : null;
    await this.updateMeta();
    const newClient = back ? await back : null;
    if (newClient) {
      this.state.players[seat].connected = true;
      // Messages sent during the gap are lost: say again who it is, what happened, what to do.
      newClient.send('seat', { seat, roomId: this.roomId, protocol: PROTOCOL_VERSION } satisfies SeatMessage);
      const history = this.log.historyFor(seat);
      if (history.length) newClient.send('log', encodeLog(history));
      this.legalWriters[seat].reset();
      this.sendLegalTo(seat);
      await this.updateMeta();
      return;
    }
    this.afterLeave();
  }

  override async onDispose(): Promise<void> {
    this.cancelAbandonTimer();
    // Reservations nobody consumed would keep their (unref'd-less) timers running after the room.
    for (const timer of Object.values(this.reservedSeatTimeouts)) clearTimeout(timer);
    this.ctx.waitingRooms.delete(this.roomId);
  }

  override onUncaughtException(error: unknown, methodName: string): void {
    this.ctx.logger.error(`room ${this.roomId}: uncaught in ${methodName}: ${describe(error)}`);
  }

  /** A client with the seat's token replaces whoever held the seat (a reload in another tab). */
  private takeOverSeat(seat: Seat): void {
    const old = this.seats.takeOver(seat);
    if (old?.userData) {
      old.userData.replaced = true;
      this.sendError(old, { code: 'replaced', message: 'This seat was taken back from another connection.' });
      old.leave(4000);
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
      this.trackWaiting();
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

  /** Keeps the process's count of waiting games (creation-limits) in step with this room. */
  private trackWaiting(): void {
    if (this.status === 'waiting') this.ctx.waitingRooms.add(this.roomId);
    else this.ctx.waitingRooms.delete(this.roomId);
  }

  // ---------------------------------------------------------------- messages

  /**
   * The frame guard (frame-guard.ts): every frame's kind and type are read by hand, its rate
   * limit taken and its size checked before anything decodes it; a frame that fails gets one
   * `error` reply instead of reaching Colyseus (which would drop the client or throw).
   */
  protected override _onMessage(client: StrongholdClient, buffer: Buffer): void {
    try {
      const decision = guardFrame(buffer, client.state === ClientState.JOINING, client.userData?.limits, this.ctx.maxMessageBytes);
      if (!decision.pass) return decision.error ? this.sendError(client, decision.error) : undefined;
      super._onMessage(client as never, buffer);
    } catch (e) {
      this.sendError(client, { code: 'bad_message', message: 'Bad message: message could not be handled.' });
      this.ctx.logger.warn(`room ${this.roomId}: message handler threw: ${describe(e)}`);
    }
  }

  private registerHandlers(): void {
    this.onMessage('action', (client, message) => this.enqueue(client, () => this.onAction(client, message)));
    this.onMessage('chat', (client, message) => this.enqueue(client, () => this.onChat(client, message)));
    this.onMessage('*', (client, type) =>
      this.enqueue(client, async () => {
        this.sendError(client, { code: 'bad_message', message: `Unknown message type '${String(type).slice(0, 40)}'.` });
      }),
    );
  }

  /** Messages are handled one at a time, in order, so a stateId check cannot race a save. */
  private enqueue(client: StrongholdClient, task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((e) => {
      this.ctx.logger.error(`room ${this.roomId}: handler failed: ${describe(e)}`);
      this.sendError(client, { code: 'internal_error', message: 'The server could not handle this message.' });
    });
  }

  private async onAction(client: StrongholdClient, message: unknown): Promise<void> {
    const started = performance.now();
    const data = client.userData;
    if (!data) return;
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
    // The rules list the new state's legal actions as they apply (once per state).
    this.legalCache = { state: result.state, actions: result.legal };
    const entries = this.appendLog(result.events);
    this.sync();
    await withCorkedSockets(this.clients, async () => {
      this.broadcastPatch();
      if (this.game.winner || this.game.phase === 'ended') await this.finish();
      this.sendLegal();
      this.sendLogEntries(entries);
    });
    await this.updateMeta();
    this.ctx.metrics?.onAction(performance.now() - started);
  }

  private async onChat(client: StrongholdClient, message: unknown): Promise<void> {
    const data = client.userData;
    if (!data) return;
    const parsed = ChatMessageSchema.safeParse(message);
    if (!parsed.success) {
      return this.sendError(client, { code: 'bad_message', message: `Chat is { text } with 1..${MAX_CHAT} characters.` });
    }
    if (data.seat === 'spectator') return this.sendError(client, { code: 'spectator', message: 'Spectators cannot chat.' });
    const text = cleanText(parsed.data.text).slice(0, MAX_CHAT);
    if (!text) return this.sendError(client, { code: 'bad_message', message: 'Empty chat message.' });
    const entry = { from: data.name, seat: data.seat, text, at: Date.now() };
    this.chat.add(entry);
    this.broadcast('chat', entry);
  }

  private sendError(client: StrongholdClient, error: ErrorMessage): void {
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

  /** legalActions(this.game), computed once per state however often it is asked for. */
  private currentLegal(): Action[] {
    if (this.legalCache?.state !== this.game) this.legalCache = { state: this.game, actions: legalActions(this.game) };
    return this.legalCache.actions;
  }

  /** The connection holding each seat (seats.ts). */
  private get seatClient(): Record<Seat, StrongholdClient | null> {
    return this.seats.holders;
  }

  private appendLog(events: { to: 'all' | Seat; kind: string; text: string }[]): LogEntry[] {
    return this.log.append(events);
  }

  private visibleLog(viewer: Viewer, entries?: LogEntry[]): { seq: number; kind: string; text: string }[] {
    return this.log.visibleTo(viewer, entries);
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
      invader: this.seats.owners.invader?.name ?? '',
      defender: this.seats.owners.defender?.name ?? '',
      spectators: this.seats.spectators,
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

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
