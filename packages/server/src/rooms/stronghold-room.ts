/**
 * The `stronghold` room: one game. Intent (client) -> zod (messages.ts) -> rules (applyAction)
 * -> persist -> schema sync (sync.ts) -> patch, then `legal` to the seat that must act and `log`
 * entries to whoever may see them. The room never decides anything about the game itself; its
 * other concerns live beside it: who may reserve a place (admission.ts), the raw-frame guard
 * (frame-guard.ts), rate limits (rate-limits.ts), seats and reconnection (seats.ts), the
 * computer's seats, clocks and absent players (seat-control.ts), the game log (game-log.ts),
 * recent chat (chat-history.ts) and rematches (rematch.ts).
 */
import { randomInt } from 'node:crypto';
import { ClientState, getMessageBytes, Protocol, Room, ServerError, updateLobby, type AuthContext, type Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { applyAction, newGame, playerActions, type Action, type GameEvent, type GameState, type Seat } from '@stronghold/rules';
import {
  computerName,
  encodeLog,
  LegalWriter,
  PROTOCOL_VERSION,
  type ChatHistoryMessage,
  type ComputerLevel,
  type GameListingMetadata,
  type LogEntry as WireLogEntry,
  type SeatMessage,
} from '@stronghold/rules/protocol';
import type { LiveStanding } from '../game-standing';
import type { GameStatus, StoredGameOptions } from '../persistence/game-store';
import { newRoomCode } from './room-code';
import { createRematch, RematchVotes } from './rematch';
import { RoomState } from '../schema/room-state';
import { RoomStateSync } from '../schema/sync';
import { hashPassword } from '../security/password';
import { admitMatchmaking, Admissions, reservedAdmissions, type Admission, type AdmissionVerdict } from './admission';
import { ChatHistory } from './chat-history';
import { withCorkedSockets } from './corked-sends';
import { guardFrame } from './frame-guard';
import { GameLog, type LogEntry, type Viewer } from './game-log';
import {
  ActionMessageSchema,
  ChatMessageSchema,
  cleanText,
  CreateOptionsSchema,
  MAX_CHAT,
  OfferSeatSchema,
  type ErrorMessage,
} from './messages';
import { clientLimiters } from './rate-limits';
import { RoomTimers } from './room-timers';
import { SeatControl, type SeatControlHost } from './seat-control';
import type { ClientData, RoomContext, RoomMetadata } from './room-context';
import { defaultName, MAX_SPECTATORS, SEATS, Seats } from './seats';

export { DEFAULT_LIMITS, type RoomLimits } from './rate-limits';
export type { ClientData, Logger, RoomContext, RoomMetadata } from './room-context';
export { MAX_SPECTATORS } from './seats';
export { LOG_HISTORY } from './game-log';

export const ROOM_NAME = 'stronghold';

type StrongholdClient = Client<ClientData, Admission>;

// Read once: each `ClientState.X` goes through a CommonJS re-export getter, on every frame.
const { JOINING, LEAVING } = ClientState;

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

  /**
   * No patch tick: a room sends a patch when its state changes (an action's at once, in onAction;
   * any other change at the end of the turn that made it, patchSoon) and nothing while nobody acts.
   * Colyseus's tick (50 ms by default, 200 ms here before) cost every idle room the event loop's
   * time (400 rooms acting every 10 s: 8-25 % of the main thread's CPU per action; docs/operations.md,
   * issue 13). Colyseus's room clock advances only when a patch is sent, so the room's timers are
   * Node's (room-timers.ts).
   */
  override patchRate = 0;
  private patchQueued = false;
  private readonly timers = new RoomTimers((e) => this.onUncaughtException(e, 'setTimeout'));

  private game!: GameState;
  private seed = 0;
  private gameOptions!: StoredGameOptions;
  private passwordHash: string | null = null;
  private status: GameStatus = 'waiting';
  private readonly seats = new Seats<StrongholdClient>();
  private readonly rematchVotes = new RematchVotes();
  /** Per seat connection: the last `legal` list sent, so the next one can be a diff. */
  private legalWriters: Record<Seat, LegalWriter> = { invader: new LegalWriter(), defender: new LegalWriter() };
  private stateSync!: RoomStateSync;
  private log = new GameLog();
  private chat = new ChatHistory();
  private queue: Promise<void> = Promise.resolve();
  private abandonTimer: { clear(): void } | null = null;
  private lastMeta: GameListingMetadata | null = null;
  private admissions!: Admissions<StrongholdClient>;
  private disposed = false;
  /** The computer's seats, the clocks and absent players (seat-control.ts). */
  private readonly control = new SeatControl(this.seatControlHost());

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
    try {
      await this.setUp(rawOptions);
    } catch (e) {
      // Colyseus never disposes a room whose onCreate threw: timers set up so far would keep it
      // alive, one more per refused create. Stop them before refusing.
      this.timers.close();
      this.ctx.waitingRooms.delete(this.roomId);
      throw e;
    }
  }

  private async setUp(rawOptions: unknown): Promise<void> {
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
    if (!restoreId) await this.takeRematchSeats(opts.__rematch);

    this.state.roomCode = this.roomId;
    this.registerHandlers();
    this.control.begin();
    this.sync();
    this.trackWaiting();
    await this.updateMeta(true);
    if (this.clients.length === 0) this.armAbandonTimer();
    this.control.ask();
  }

  /** What SeatControl may use of the room (read live: the game and its options are set later). */
  private seatControlHost(): SeatControlHost {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getters read the room live
    const room = this;
    return {
      get roomId() {
        return room.roomId;
      },
      get ctx() {
        return room.ctx;
      },
      game: () => this.game,
      seed: () => this.seed,
      playing: () => this.status === 'playing',
      disposed: () => this.disposed,
      exhibition: () => !!this.gameOptions.computer?.invader && !!this.gameOptions.computer?.defender,
      seatHeld: (seat) => !!this.seats.holders[seat],
      setTimeout: (fn, ms) => this.timers.setTimeout(fn, ms),
      enqueueTask: (task) => this.enqueueTask(task),
      applyIntent: (seat, message) => this.applyIntent(seat, message),
      systemLog: (event) => this.systemLog(event),
      sync: () => this.sync(),
    };
  }

  /** Admission reads the room's id and password live (they are set once the game is created or restored). */
  private bindAdmissions(): void {
    // The getters must read the room live (its id and password are set after this call).
    // eslint-disable-next-line @typescript-eslint/no-this-alias
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
    if (o.opponent && o.exhibition) throw new ServerError(4400, 'bad create options: opponent or exhibition, not both');
    const computer: Partial<Record<Seat, ComputerLevel>> = o.exhibition
      ? { ...o.exhibition }
      : o.opponent
        ? { [o.side === 'invader' ? 'defender' : 'invader']: o.opponent.computer }
        : {};
    const name = o.name || defaultName(o.side);
    this.gameOptions = {
      name:
        o.gameName || (o.exhibition ? `${computerName(o.exhibition.invader)} vs ${computerName(o.exhibition.defender)}` : `${name}'s game`),
      private: o.private === true,
      hasPassword: !!o.password,
      creatorSide: o.side,
      ...(o.opponent || o.exhibition ? { computer } : {}),
      ...(o.timeControl && o.timeControl.kind !== 'none' ? { timeControl: o.timeControl } : {}),
    };
    this.control.startClock(this.gameOptions.timeControl);
    this.passwordHash = o.password ? await hashPassword(o.password) : null;
    this.seed = randomInt(0, 2 ** 31 - 1);
    this.game = newGame({ seed: this.seed, ruleset: 'undead' });
    this.roomId = await newRoomCode(this.ctx.store);
    await this.ctx.store.createGame({
      id: this.roomId,
      seed: this.seed,
      options: this.gameOptions,
      passwordHash: this.passwordHash,
    });
    this.seatComputer();
    if (this.seats.bothOwned()) {
      // An exhibition: nobody else is awaited.
      this.status = 'playing';
      await this.ctx.store.setStatus(this.roomId, 'playing');
    }
    if (this.gameOptions.private) await this.setPrivate(true);
    this.ctx.logger.info(`game ${this.roomId} created (${this.gameOptions.private ? 'private' : 'public'})`);
  }

  /** The computer's seats from the game's options: owned (no token opens them), named, connected. */
  private seatComputer(): void {
    for (const seat of SEATS) {
      const level = this.gameOptions.computer?.[seat];
      if (!level) continue;
      this.control.computer[seat] = level;
      this.seats.owners[seat] = { tokenHash: '', name: computerName(level) };
      this.state.players[seat].name = computerName(level);
      this.state.players[seat].connected = true;
    }
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
    this.seatComputer();
    this.control.restore(this.gameOptions.timeControl, stored.live);
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
      this.control.playerActs(seat);
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
      this.patchSoon();
    } else {
      client.view = new StateView();
      client.view.add(seat === 'invader' ? this.state.invaderSecrets : this.state.defenderSecrets);
      this.seats.holders[seat] = client;
      this.state.players[seat].connected = true;
      this.patchSoon();
      this.control.present(seat);
      if (token) await this.ctx.store.setSeat(this.roomId, { seat, tokenHash: this.seats.owners[seat]!.tokenHash, name });
    }

    client.send('seat', { seat, token, roomId: this.roomId, protocol: PROTOCOL_VERSION } satisfies SeatMessage);
    const history = this.log.historyFor(seat);
    if (history.length) client.send('log', encodeLog(history));
    const chat = this.chat.recent();
    if (chat.length) client.send('chatHistory', { entries: chat } satisfies ChatHistoryMessage);

    if (this.status === 'waiting' && this.seats.bothOwned()) {
      this.status = 'playing';
      this.trackWaiting();
      await this.ctx.store.setStatus(this.roomId, 'playing');
      this.ctx.logger.info(`game ${this.roomId} started`);
      this.control.moved();
      this.sync();
      this.sendLegal();
      this.control.ask();
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
      this.patchSoon();
      await this.updateMeta();
      this.afterLeave();
      return;
    }
    const seat = data.seat;
    if (data.replaced || this.seats.holders[seat] !== client) return;
    this.seats.holders[seat] = null;
    this.state.players[seat].connected = false;
    this.patchSoon();
    // Reserve the seat for the same session before anything async (a quick reconnect must find it).
    const reconnection = !consented && this.status !== 'ended' ? this.allowReconnection(client, this.ctx.reconnectSeconds) : null;
    const back = reconnection ? this.seats.awaitReconnection(seat, reconnection) : null;
    await this.updateMeta();
    const newClient = back ? await back : null;
    if (newClient) {
      this.state.players[seat].connected = true;
      this.patchSoon();
      this.control.present(seat);
      // Messages sent during the gap are lost: say again who it is, what happened, what to do.
      newClient.send('seat', { seat, roomId: this.roomId, protocol: PROTOCOL_VERSION } satisfies SeatMessage);
      const history = this.log.historyFor(seat);
      if (history.length) newClient.send('log', encodeLog(history));
      this.legalWriters[seat].reset();
      this.sendLegalTo(seat);
      await this.updateMeta();
      return;
    }
    if (!this.seats.holders[seat]) this.control.away(seat);
    this.afterLeave();
  }

  override async onDispose(): Promise<void> {
    this.disposed = true;
    this.ctx.bots.forget(this.roomId);
    this.control.dispose();
    this.cancelAbandonTimer();
    this.timers.close();
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
    if (this.disposed || this.status !== 'waiting' || this.abandonTimer) return;
    this.abandonTimer = this.timers.setTimeout(() => {
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
      const decision = guardFrame(buffer, client.state === JOINING, client.userData?.limits, this.ctx.maxMessageBytes);
      if (!decision.pass) {
        if (decision.pauseMs) pauseReading(client, decision.pauseMs);
        return decision.error ? this.sendError(client, decision.error) : undefined;
      }
      if (!decision.data) return super._onMessage(client as never, buffer);
      // A ROOM_DATA frame the guard decoded: dispatched as Colyseus's _onMessage would (its
      // handler, else '*'), without decoding it again.
      if (client.state === LEAVING) return;
      const { type, message } = decision.data;
      const handlers = (this as unknown as { onMessageHandlers: Record<string, MessageHandler | undefined> }).onMessageHandlers;
      const handler = handlers[type];
      if (handler) handler.callback(client, message);
      else handlers['*']!.callback(client, type, message);
    } catch (e) {
      this.sendError(client, { code: 'bad_message', message: 'Bad message: message could not be handled.' });
      this.ctx.logger.warn(`room ${this.roomId}: message handler threw: ${describe(e)}`);
    }
  }

  private registerHandlers(): void {
    this.onMessage('action', (client, message) => this.enqueue(client, () => this.onAction(client, message)));
    this.onMessage('chat', (client, message) => this.enqueue(client, () => this.onChat(client, message)));
    this.onMessage('offerSeatToComputer', (client, message) => this.enqueue(client, () => this.onOfferSeat(client, message)));
    this.onMessage('rematch', (client) => this.enqueue(client, () => this.onRematch(client)));
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
    const data = client.userData;
    if (!data) return;
    // The player of a seat the computer took over plays again by acting (or rejoining with the token).
    if (data.seat !== 'spectator') this.control.playerActs(data.seat);
    if (data.seat !== 'spectator' && this.control.computer[data.seat]) {
      return this.sendError(client, { code: 'wrong_seat', message: 'The computer plays this seat now.' });
    }
    const error = await this.applyIntent(data.seat, message);
    if (error) this.sendError(client, error);
  }

  /**
   * One intent of `actor` (a player's message or the computer's answer, the same path):
   * zod -> rules -> persist -> sync -> patch, then `legal` and `log`. Returns the refusal, if any.
   */
  private async applyIntent(actor: Viewer, message: unknown): Promise<ErrorMessage | null> {
    const started = performance.now();
    const parsed = ActionMessageSchema.safeParse(message);
    if (!parsed.success) return { code: 'bad_message', message: 'An action message is { stateId, action }.' };
    if (actor === 'spectator') return { code: 'spectator', message: 'Spectators cannot act.' };
    if (this.status === 'waiting') return { code: 'not_started', message: 'Waiting for the other player.' };
    if (this.status !== 'playing') return { code: 'game_over', message: 'The game is over.' };
    const { stateId, action } = parsed.data;
    const claimed = action && typeof action === 'object' ? (action as { seat?: unknown }).seat : undefined;
    if (claimed !== undefined && claimed !== actor) return { code: 'wrong_seat', message: `You hold the ${actor} seat.` };
    if (stateId !== this.game.stateId) return { code: 'stale_state', message: `The state is now ${this.game.stateId}.` };
    const result = applyAction(this.game, action);
    if (!result.ok) return { code: result.error.code, message: result.error.message };

    // Persist first: an action the database does not hold never happened.
    const saving = performance.now();
    try {
      await this.ctx.store.appendAction(this.roomId, result.state.stateId, action);
    } catch (e) {
      this.ctx.logger.error(`game ${this.roomId}: could not save action ${result.state.stateId}: ${describe(e)}`);
      return { code: 'internal_error', message: 'The action could not be saved; nothing changed.' };
    }
    const saveMs = performance.now() - saving;
    this.game = result.state;
    this.control.moved();
    // The rules list the new state's legal actions as they apply (once per state); the seat's
    // undo, when the rules offer one, goes with them (playerActions). Not kept past this action:
    // the seat's LegalWriter holds the list it sent (a join or a reconnection lists it again).
    const legal = playerActions(result.state, result.legal);
    const entries = this.appendLog(result.events);
    this.writeState();
    // The corked writes hold the patch by reference (for a client without a StateView it is a
    // view into the room's encoder buffer), so nothing may encode between the patch and the
    // uncork: the block is synchronous, and the game end's save comes after it. The game's end
    // shows in this same patch (finish() then finds the status written).
    const ending = !!this.game.winner || this.game.phase === 'ended';
    if (ending) this.state.status = 'ended';
    withCorkedSockets(this.clients, () => {
      this.patchNow();
      if (!ending) this.sendMessagesOfAction(entries, legal);
    });
    if (ending) {
      await this.finish();
      withCorkedSockets(this.clients, () => this.sendMessagesOfAction(entries, legal));
    }
    await this.updateMeta();
    this.ctx.metrics?.onAction(performance.now() - started, saveMs);
    this.control.ask();
    return null;
  }

  /** What an action sends after its patch: `legal` to the seats (`legal`: the new state's), then its `log` entries. */
  private sendMessagesOfAction(entries: LogEntry[], legal: readonly Action[]): void {
    this.sendLegal(legal);
    this.sendLogEntries(entries);
  }

  // ---------------------------------------------------------------- other messages and room tasks

  /** A fact of the server's (not of the rules), in the game log like the rules' events. */
  private systemLog(event: GameEvent): void {
    const entries = this.appendLog([event]);
    this.sendLogEntries(entries);
  }

  /** Without a clock: the present player lets the computer play the seat of a player away past the grace period. */
  private async onOfferSeat(client: StrongholdClient, message: unknown): Promise<void> {
    const data = client.userData;
    if (!data) return;
    if (!OfferSeatSchema.safeParse(message ?? {}).success)
      return this.sendError(client, { code: 'bad_message', message: 'offerSeatToComputer is {}.' });
    if (data.seat === 'spectator') return this.sendError(client, { code: 'spectator', message: 'Spectators cannot offer a seat.' });
    if (this.status !== 'playing') return this.sendError(client, { code: 'game_over', message: 'The game is not being played.' });
    const refused = this.control.offerSeat(data.seat);
    if (refused) this.sendError(client, refused);
  }

  /** A task of the room's own (no client to answer), in the same queue as the messages. */
  private enqueueTask(task: () => Promise<void>): void {
    if (this.disposed) return;
    this.queue = this.queue.then(task).catch((e) => this.ctx.logger.error(`room ${this.roomId}: task failed: ${describe(e)}`));
  }

  /** A player of the ended game asks for a rematch; the second ask creates it (rematch.ts). */
  private async onRematch(client: StrongholdClient): Promise<void> {
    const seat = client.userData?.seat;
    if (!seat || seat === 'spectator')
      return this.sendError(client, { code: 'spectator', message: 'Spectators cannot ask for a rematch.' });
    if (this.status !== 'ended')
      return this.sendError(client, { code: 'illegal_action', message: 'A rematch can be asked for once the game has ended.' });
    const both = this.rematchVotes.ask(seat);
    if (!both) return void this.broadcast('rematch', { asked: this.rematchVotes.list() });
    const names = { invader: this.seats.owners.invader?.name ?? 'Invader', defender: this.seats.owners.defender?.name ?? 'Defender' };
    const { roomId, tokens } = await createRematch((this.ctx.rematchSeats ??= new Map()), {
      roomName: ROOM_NAME,
      gameName: this.gameOptions.name,
      private: this.gameOptions.private,
      creatorSide: this.gameOptions.creatorSide,
      names,
    });
    for (const old of SEATS) {
      const seatThere = old === 'invader' ? 'defender' : 'invader';
      this.seats.holders[old]?.send('rematch', { asked: this.rematchVotes.list(), roomId, seat: seatThere, token: tokens[old] });
    }
  }

  /** A rematch room (made by the server, rematch.ts) starts with both seats owned. */
  private async takeRematchSeats(nonce: unknown): Promise<void> {
    const owners = typeof nonce === 'string' ? this.ctx.rematchSeats?.get(nonce) : undefined;
    if (!owners) return;
    this.ctx.rematchSeats?.delete(nonce as string);
    for (const seat of SEATS) {
      this.seats.owners[seat] = owners[seat];
      this.state.players[seat].name = owners[seat].name;
      await this.ctx.store.setSeat(this.roomId, { seat, tokenHash: owners[seat].tokenHash, name: owners[seat].name });
    }
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
    this.patchSoon();
    await this.ctx.store.setStatus(this.roomId, 'ended', this.game.winner);
    this.ctx.logger.info(`game ${this.roomId} ended: ${this.game.winner?.seat ?? 'no winner'}`);
    this.ctx.bots.forget(this.roomId);
    this.control.ended();
    // An exhibition nobody watches closes once it ends (afterLeave does it for the others).
    if (this.clients.length === 0) this.autoDispose = true;
  }

  /** The state's changes of this turn go out at its end (one patch for all of them). */
  private patchSoon(): void {
    if (this.patchQueued) return;
    this.patchQueued = true;
    setImmediate(() => {
      if (!this.patchQueued || this.disposed) return;
      try {
        this.patchNow();
      } catch (e) {
        this.onUncaughtException(e, 'broadcastPatch');
      }
    });
  }

  /** The state's changes go out now (an action's patch: before its `legal` and `log`). */
  private patchNow(): void {
    this.patchQueued = false;
    this.broadcastPatch();
  }

  /** The schema state from the game and the room, sent at the end of the turn. */
  private sync(): void {
    this.writeState();
    this.patchSoon();
  }

  /** The schema state from the game and the room (sync.ts), not sent yet: the caller sends it. */
  private writeState(): void {
    const clock = this.control.clockNow();
    for (const seat of SEATS) {
      const p = this.state.players[seat];
      p.clockMs = clock ? clock.remainingMs[seat] : -1;
      p.clockRunning = clock?.running === seat;
      p.computer = this.control.computer[seat] ?? '';
      if (this.control.computer[seat]) p.connected = true;
      else if (!this.seats.holders[seat]) p.connected = false;
    }
    this.state.status = this.status === 'abandoned' || this.status === 'broken' ? 'ended' : this.status;
    const report = this.stateSync.apply(this.game, { checkSecrets: !!this.ctx.onSyncProblem });
    if (!report.unknownPaths.length && !report.unmappedSecrets.length) return;
    for (const p of [...report.unknownPaths, ...report.unmappedSecrets.map((s) => `secret not carried: ${s}`)]) {
      this.ctx.logger.warn(`room ${this.roomId}: sync: ${p}`);
      this.ctx.onSyncProblem?.(this.roomId, p);
    }
  }

  /** `legal` to both seats; `actions`: playerActions(this.game), passed when the caller has them. */
  private sendLegal(actions: readonly Action[] = playerActions(this.game)): void {
    for (const seat of SEATS) this.sendLegalTo(seat, actions);
  }

  /**
   * `legal` to the seat that must act (compact: a menu or a diff against its last list, see
   * @stronghold/rules/protocol legal-menu); an empty list once to a seat that stopped having to.
   */
  private sendLegalTo(seat: Seat, actions: readonly Action[] = playerActions(this.game)): void {
    const client = this.seatClient[seat];
    const writer = this.legalWriters[seat];
    const acting = this.status === 'playing' && this.game.toAct === seat;
    if (!client) {
      writer.reset();
      return;
    }
    if (acting) client.send('legal', writer.message(this.game.stateId, actions));
    else if (writer.holdsActions) client.send('legal', writer.message(this.game.stateId, []));
  }

  /** The connection holding each seat (seats.ts). */
  private get seatClient(): Record<Seat, StrongholdClient | null> {
    return this.seats.holders;
  }

  private appendLog(events: readonly GameEvent[]): LogEntry[] {
    return this.log.append(events);
  }

  private visibleLog(viewer: Viewer, entries?: LogEntry[]): WireLogEntry[] {
    return this.log.visibleTo(viewer, entries);
  }

  /**
   * The new entries to every client that may see some of them. Encoded once per viewer kind (and
   * once for all when every entry is public), the same bytes then go to each of its clients:
   * what client.send would have packed for each of them.
   */
  private sendLogEntries(entries: LogEntry[]): void {
    if (!entries.length) return;
    const everyone = entries.every((e) => e.to === 'all');
    const frames: Partial<Record<Viewer, Uint8Array | null>> = {};
    for (const client of this.clients) {
      const data = client.userData as ClientData | undefined;
      if (!data) continue;
      const viewer: Viewer = everyone ? 'spectator' : data.seat;
      let frame = frames[viewer];
      if (frame === undefined) {
        const visible = this.visibleLog(viewer, entries);
        frame = frames[viewer] = visible.length ? getMessageBytes.raw(Protocol.ROOM_DATA, 'log', encodeLog(visible)) : null;
      }
      if (frame) client.enqueueRaw(frame);
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
    if (!force && this.lastMeta && sameMeta(meta, this.lastMeta)) return;
    this.lastMeta = meta;
    await this.setMetadata(meta);
    updateLobby(this);
  }

  /** Where the game stands now, for the status endpoint (game-standing.ts); null while the room is being set up. */
  liveStanding(): LiveStanding | null {
    if (!this.game) return null;
    const clock = this.control.clockNow();
    return { toAct: this.game.toAct, turn: this.game.turn, winner: !!this.game.winner, clock };
  }

  /** For tests and tools in the same process: the rules state (never sent anywhere). */
  get gameState(): GameState {
    return this.game;
  }
}

/** Whether two listings (flat objects of primitives, built by updateMeta with the same keys) say the same; per action, so no JSON. */
function sameMeta(a: GameListingMetadata, b: GameListingMetadata): boolean {
  for (const k in a) if (a[k as keyof GameListingMetadata] !== b[k as keyof GameListingMetadata]) return false;
  return true;
}

/** Colyseus's registered message handler (onMessage): the '*' one is called with the type first. */
interface MessageHandler {
  callback(client: StrongholdClient, ...args: unknown[]): void;
}

/**
 * Stops reading a client's socket for `ms` (ws's pause: the kernel buffers, then TCP holds the
 * sender back), so a flood of frames the guard refuses costs nothing meanwhile.
 */
function pauseReading(client: StrongholdClient, ms: number): void {
  const ws = (client as unknown as { ref?: { pause?(): void; resume?(): void; isPaused?: boolean } }).ref;
  if (!ws?.pause || !ws.resume || ws.isPaused) return;
  ws.pause();
  setTimeout(() => ws.resume!(), ms).unref();
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
