/**
 * The `stronghold` room: one game, as the list of its steps. Intent (client) -> zod (messages.ts)
 * -> rules (applyAction) -> persist -> schema sync (sync.ts) -> patch, then `legal` to the seat
 * that must act and `log` entries to whoever may see them (room-outbox.ts). The room never
 * decides anything about the game itself; its other concerns live beside it: who may reserve a
 * place and who each connection is (admission.ts), the raw-frame guard (frame-guard.ts, put in
 * front of Colyseus by library-seams.ts), rate limits (rate-limits.ts), a new or restored game
 * (game-setup.ts), seats and reconnection (seats.ts), the computer's seats, clocks and absent
 * players (seat-control.ts), the game log (game-log.ts), chat (chat-history.ts), rematches
 * (rematch.ts) and the lobby listing (lobby-listing.ts).
 */
import { randomInt } from 'node:crypto';
import { ClientState, CloseCode, Room, ServerError, type Client, type Deferred } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { applyAction, newGame, playerActions, type Action, type GameEvent, type GameState, type Seat } from '@stronghold/rules';
import {
  ActionMessageSchema,
  broadcastMessage,
  CLOSE_ACCOUNT_ENDED,
  CLOSE_REPLACED,
  computerName,
  CreateRoomOptionsSchema,
  encodeLog,
  type ErrorMessage,
  type GameListingMetadata,
  JOIN_REFUSALS,
  OfferSeatMessageSchema,
  RematchRequestSchema,
  PROTOCOL_VERSION,
  sendToClient,
} from '@stronghold/rules/protocol';
import type { LiveStanding } from '../game-standing';
import type { GameStatus, StoredGameOptions } from '../persistence/game-store';
import { newRoomCode } from './room-code';
import { createRematch, type RematchTerms, RematchVotes } from './rematch';
import { RoomState } from '../schema/room-state';
import { RoomStateSync } from '../schema/sync';
import { hashPassword } from '../security/password';
import { Admissions, type Admission, type AdmissionVerdict, type CreatorAuth, type SignedInAccount } from './admission';
import { CHAT_HISTORY, ChatHistory } from './chat-history';
import { guardFrame } from './frame-guard';
import { GameLog, type LogEntry, type Viewer } from './game-log';
import { RecentMoves } from './recent-moves';
import { HintDesk } from './hints';
import { newGameOptions, replayStoredGame } from './game-setup';
import { installFrameGuard, pauseReading, type FrameVerdict } from './library-seams';
import { LobbyListing } from './lobby-listing';
import { seatNewsChannel, type SeatNews } from '../accounts/seat-news';
import { DELETED_SEAT_NAME } from '../persistence/account-store';
import { clientLimiters } from './rate-limits';
import { RoomOutbox } from './room-outbox';
import { RoomTimers } from './room-timers';
import { SeatControl, type SeatControlHost } from './seat-control';
import type { ClientData, RoomContext, RoomMetadata } from './room-context';
import { MAX_SPECTATORS, SEATS, Seats } from './seats';

export { DEFAULT_LIMITS, type RoomLimits } from './rate-limits';
export type { ClientData, Logger, RoomContext, RoomMetadata } from './room-context';
export { MAX_SPECTATORS } from './seats';
export { LOG_HISTORY } from './game-log';

export const ROOM_NAME = 'stronghold';

type StrongholdClient = Client<{ userData: ClientData; auth: Admission | CreatorAuth }>;

// Read once: each `ClientState.X` goes through a CommonJS re-export getter, on every frame.
const { JOINING } = ClientState;

/**
 * Colyseus's patch interval, in place of a tick: the longest delay Node keeps (~24.8 days).
 * A `patchRate` of 0 would make Colyseus tick the room's clock every 16 ms instead.
 */
const NO_PATCH_TICK_MS = 2 ** 31 - 1;

export class StrongholdRoom extends Room<{ state: RoomState; metadata: RoomMetadata; client: StrongholdClient }> {
  /**
   * Set by the subclass app.ts defines (one per server), which also gives it its static `onAuth`
   * (admission.ts `admitMatchmaking`: Colyseus calls it unbound, so it closes over the context).
   */
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
   * A tick costs every idle room the event loop's time (400 rooms acting every 10 s: 8-25 % of the
   * main thread's CPU per action; docs/benchmarks.md). Colyseus's room clock advances only when a
   * patch is sent, so the room's timers are Node's (room-timers.ts).
   */
  override patchRate = NO_PATCH_TICK_MS;
  private readonly timers = new RoomTimers((e) => this.onUncaughtException(e, 'setTimeout'));

  private game!: GameState;
  /** This game's latest actions, for a player's greeting (recent-moves.ts). */
  private readonly recent = new RecentMoves();
  private seed = 0;
  private gameOptions!: StoredGameOptions;
  private passwordHash: string | null = null;
  private status: GameStatus = 'waiting';
  private readonly seats = new Seats<StrongholdClient>();
  private readonly rematchVotes = new RematchVotes();
  private stateSync!: RoomStateSync;
  private readonly log = new GameLog();
  private readonly chat = new ChatHistory();
  private readonly listing = new LobbyListing((e) =>
    this.ctx.logger.warn(`room ${this.roomId}: lobby listing not written (tried again): ${describe(e)}`),
  );
  private readonly outbox = new RoomOutbox(this.outboxHost());
  private queue: Promise<void> = Promise.resolve();
  private abandonTimer: { clear(): void } | null = null;
  private admissions!: Admissions<StrongholdClient>;
  private disposed = false;
  /** The computer's seats, the clocks and absent players (seat-control.ts). */
  private readonly control = new SeatControl(this.seatControlHost());
  /** Hints in a game against the computer (hints.ts). */
  private readonly hints = new HintDesk(this.seatControlHost(), () => this.gameOptions.computer ?? {});

  // ---------------------------------------------------------------- admission (matchmaking)

  /** Called (possibly from another process) by `onAuth` for `joinById`. */
  admitJoin(options: unknown, address: string, account?: SignedInAccount): Promise<AdmissionVerdict> {
    return this.admissions.admit(options, address, account);
  }

  // ---------------------------------------------------------------- lifecycle

  override async onCreate(rawOptions: unknown): Promise<void> {
    try {
      await this.setUp(rawOptions);
    } catch (e) {
      // Colyseus never disposes a room whose onCreate threw: timers set up so far would keep it
      // alive, one more per refused create. Stop them before refusing.
      this.timers.close();
      this.stopHearingSeatNews();
      this.ctx.waitingRooms.delete(this.roomId);
      throw e;
    }
  }

  private async setUp(rawOptions: unknown): Promise<void> {
    this.autoDispose = false;
    this.seatReservationTimeout = this.ctx.seatReservationSeconds;
    this.bindAdmissions();
    this.state = new RoomState();
    this.stateSync = new RoomStateSync(this.state);
    const opts = (rawOptions ?? {}) as Record<string, unknown>;
    const nonce = typeof opts.__restore === 'string' ? opts.__restore : undefined;
    const restoreId = nonce ? this.ctx.restoreNonces.get(nonce) : undefined;
    if (nonce) this.ctx.restoreNonces.delete(nonce);
    const rematch = !restoreId && typeof opts.__rematch === 'string' ? this.ctx.rematchSeats.get(opts.__rematch) : undefined;
    if (typeof opts.__rematch === 'string') this.ctx.rematchSeats.delete(opts.__rematch);
    if (restoreId) await this.restore(restoreId);
    else await this.createNew(rawOptions, rematch);
    if (rematch) await this.takeRematchSeats(rematch);

    this.state.roomCode = this.roomId;
    this.registerHandlers();
    await this.presence.subscribe(seatNewsChannel(this.roomId), this.hearSeatNews);
    if (!restoreId && typeof opts.__rematch !== 'string') this.admissions.expectCreator();
    this.control.begin();
    this.sync();
    this.trackWaiting();
    this.updateMeta(true);
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
      playing: () => this.status === 'playing',
      disposed: () => this.disposed,
      exhibition: () => !!this.gameOptions.computer?.invader && !!this.gameOptions.computer.defender,
      rated: () => this.gameOptions.rated === true,
      seatHeld: (seat) => this.seats.held(seat),
      setTimeout: (fn, ms) => this.timers.setTimeout(fn, ms),
      enqueueTask: (task) => this.enqueueTask(task),
      applyIntent: (seat, message) => this.applyIntent(seat, message),
      systemLog: (event) => this.systemLog(event),
      sync: () => this.sync(),
    };
  }

  /** What the outbox reads of the room (live). */
  private outboxHost(): ConstructorParameters<typeof RoomOutbox>[0] {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getters read the room live
    const room = this;
    return {
      get clients() {
        return room.clients;
      },
      broadcastPatch: () => void this.broadcastPatch(),
      game: () => this.game,
      playing: () => this.status === 'playing',
      disposed: () => this.disposed,
      holder: (seat) => this.seats.holders[seat],
      log: this.log,
      onError: (e) => this.onUncaughtException(e, 'broadcastPatch'),
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
        get rated() {
          return room.gameOptions.rated === true;
        },
        seats: this.seats,
        seatOfAccount: async (accountId) => {
          const held = await this.ctx.accounts.store.accountSeats(this.roomId);
          return SEATS.find((s) => held[s] === accountId);
        },
        accountOfSeat: async (seat) => (await this.ctx.accounts.store.accountSeats(this.roomId))[seat],
      },
      this.ctx.guessThrottles,
      this.ctx.seatReservationSeconds,
    );
  }

  /** A new game from its creator's options; a rematch also brings the old game's password hash (rematch.ts). */
  private async createNew(rawOptions: unknown, rematch?: RematchTerms): Promise<void> {
    const parsed = CreateRoomOptionsSchema.safeParse(rawOptions ?? {});
    if (!parsed.success) throw new ServerError(JOIN_REFUSALS.bad_options, 'bad create options');
    const { maxWaiting } = this.ctx.creations.config;
    if (this.ctx.waitingRooms.size >= maxWaiting) {
      throw new ServerError(
        JOIN_REFUSALS.server_busy,
        `server_busy: ${maxWaiting} games are waiting for players on this server; join one or retry later`,
      );
    }
    const o = parsed.data;
    if (o.opponent && o.exhibition)
      throw new ServerError(JOIN_REFUSALS.bad_options, 'bad create options: opponent or exhibition, not both');
    this.gameOptions = newGameOptions(o);
    this.control.startClock(this.gameOptions.timeControl);
    this.passwordHash = o.password ? await hashPassword(o.password) : (rematch?.passwordHash ?? null);
    if (this.passwordHash) this.gameOptions.hasPassword = true;
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

  /** Rebuilds a stored game by replaying its seed and actions through the rules (game-setup.ts). */
  private async restore(gameId: string): Promise<void> {
    const { stored, state, events, moves } = await replayStoredGame(this.ctx.store, gameId);
    for (const m of moves) this.recent.record(m.stateId, m.action);
    this.roomId = gameId;
    this.seed = stored.seed;
    this.gameOptions = stored.options;
    this.passwordHash = stored.passwordHash;
    this.appendLog(events);
    this.game = state;
    const chat = await this.ctx.store.getChat(gameId, CHAT_HISTORY);
    this.chat.load(chat.entries, chat.count);
    for (const s of await this.ctx.store.getSeats(gameId)) {
      this.seats.owners[s.seat] = { tokenHash: s.tokenHash, name: s.name };
      this.state.players[s.seat].name = s.name;
    }
    await this.showSeatAccounts();
    this.seatComputer();
    this.control.restore(this.gameOptions.timeControl, stored.live);
    this.status = state.winner ? 'ended' : this.seats.bothOwned() ? 'playing' : 'waiting';
    if (this.status !== stored.status) await this.ctx.store.setStatus(gameId, this.status, state.winner);
    if (this.gameOptions.private) await this.setPrivate(true);
    this.ctx.logger.info(`game ${gameId} restored at stateId ${state.stateId}`);
  }

  override async onJoin(client: StrongholdClient, options: unknown): Promise<void> {
    const auth = await this.admissions.forConnection(client.sessionId, client.auth, options);
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
        if (this.seats.spectators >= MAX_SPECTATORS)
          throw new ServerError(JOIN_REFUSALS.room_full, 'room_full: no seat and no spectator place left');
        seat = 'spectator';
      }
    }
    // A signed-in player's seat is recorded for the account (before anything else can fail).
    if (auth.account && seat !== 'spectator') {
      const holds = await this.ctx.accounts.store.claimAccountSeat(this.roomId, seat, auth.account);
      this.state.players[seat].account = holds;
      if (holds) this.nameSeat(seat, auth.account.name);
    }
    const name = seat === 'spectator' ? auth.name || 'Spectator' : this.seats.ownerOf(seat).name;
    client.userData = { seat, name, limits: clientLimiters(this.ctx.limits) };
    this.cancelAbandonTimer();

    if (seat === 'spectator') {
      this.seats.spectators++;
      this.state.spectators = this.seats.spectators;
      this.outbox.patchSoon();
    } else {
      client.view = new StateView();
      client.view.add(seat === 'invader' ? this.state.invaderSecrets : this.state.defenderSecrets);
      this.seats.holders[seat] = client;
      this.state.players[seat].connected = true;
      this.control.present(seat);
      this.writePresence(seat);
      this.outbox.patchSoon();
      if (token) await this.ctx.store.setSeat(this.roomId, { seat, tokenHash: this.seats.ownerOf(seat).tokenHash, name });
    }

    this.greet(client, seat, token);
    const chat = this.chat.recent();
    if (chat.length) sendToClient(client, 'chatHistory', { entries: chat });

    if (this.status === 'waiting' && this.seats.bothOwned()) {
      this.status = 'playing';
      this.trackWaiting();
      await this.ctx.store.setStatus(this.roomId, 'playing');
      this.ctx.logger.info(`game ${this.roomId} started`);
      this.control.moved();
      this.sync();
      this.outbox.sendLegal(playerActions(this.game));
      this.control.ask();
    } else if (seat !== 'spectator') {
      this.outbox.restartLegal(seat, playerActions(this.game));
    }
    this.updateMeta();
  }

  override async onLeave(client: StrongholdClient, code?: number): Promise<void> {
    const data = client.userData;
    if (!data) return;
    const consented = code === CloseCode.CONSENTED || data.accountEnded === true;
    if (data.seat === 'spectator') {
      this.seats.spectators = Math.max(0, this.seats.spectators - 1);
      this.state.spectators = this.seats.spectators;
      this.outbox.patchSoon();
      this.updateMeta();
      this.afterLeave();
      return;
    }
    const seat = data.seat;
    if (data.replaced || this.seats.holders[seat] !== client) return;
    this.seats.holders[seat] = null;
    this.state.players[seat].connected = false;
    if (this.status !== 'ended') this.control.left(seat);
    this.writePresence(seat);
    this.outbox.patchSoon();
    // Reserve the seat for the same session before anything async (a quick reconnect must find it).
    // Colyseus types the reconnection with its default Client; the connection it resolves with joins this room.
    const reconnection =
      !consented && this.status !== 'ended'
        ? (this.allowReconnection(client, this.ctx.reconnectSeconds) as Deferred<StrongholdClient>)
        : null;
    const back = reconnection ? this.seats.awaitReconnection(seat, reconnection) : null;
    this.updateMeta();
    const newClient = back ? await back : null;
    if (newClient) {
      this.state.players[seat].connected = true;
      this.control.present(seat);
      this.writePresence(seat);
      this.outbox.patchSoon();
      // Messages sent during the gap are lost: say again who it is, what happened, what to do.
      this.greet(newClient, seat);
      this.outbox.restartLegal(seat, playerActions(this.game));
      this.updateMeta();
      return;
    }
    // Read again: a connection with the seat's token may have taken it while this one was away.
    if (!this.seats.held(seat)) this.control.away(seat);
    this.afterLeave();
  }

  /** A new connection learns its seat (with the token, once, for a newly claimed seat) and the log it may see. */
  private greet(client: StrongholdClient, seat: Viewer, token?: string): void {
    const recent = seat === 'spectator' ? undefined : this.recent.forSeat(seat);
    sendToClient(client, 'seat', { seat, token, roomId: this.roomId, protocol: PROTOCOL_VERSION, ...(recent ? { recent } : {}) });
    const history = this.log.historyFor(seat);
    if (history.length) sendToClient(client, 'log', encodeLog(history));
  }

  override onDispose(): void {
    this.disposed = true;
    this.listing.close();
    this.stopHearingSeatNews();
    this.ctx.bots.forget(this.roomId);
    this.control.dispose();
    this.cancelAbandonTimer();
    this.timers.close();
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
      old.leave(CLOSE_REPLACED);
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
        .catch((e: unknown) => this.ctx.logger.error(`game ${this.roomId}: ${describe(e)}`))
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
   * The frame guard (frame-guard.ts, installed below through library-seams.ts): every frame's
   * kind and type are read by hand, its rate limit taken and its size checked before anything
   * decodes it; a frame that fails gets one `error` reply instead of reaching Colyseus (which
   * would drop the client or throw).
   */
  guardFrame(client: StrongholdClient, buffer: Buffer): FrameVerdict {
    try {
      const decision = guardFrame(buffer, client.state === JOINING, client.userData?.limits, this.ctx.maxMessageBytes);
      if (decision.pass) return 'pass';
      if (decision.pauseMs) pauseReading(client, decision.pauseMs);
      if (decision.error) this.sendError(client, decision.error);
    } catch (e) {
      this.sendError(client, { code: 'bad_message', message: 'Bad message: message could not be handled.' });
      this.ctx.logger.warn(`room ${this.roomId}: frame guard threw: ${describe(e)}`);
    }
    return 'stop';
  }

  private registerHandlers(): void {
    this.onMessage('action', (client, message) => this.enqueue(client, () => this.onAction(client, message)));
    this.onMessage('chat', (client, message) => this.enqueue(client, () => this.onChat(client, message)));
    this.onMessage('offerSeatToComputer', (client, message) => this.enqueue(client, () => this.onOfferSeat(client, message)));
    this.onMessage('rematch', (client, message) => this.enqueue(client, () => this.onRematch(client, message)));
    this.onMessage('hint', (client, message) => this.enqueue(client, () => this.onHint(client, message)));
    this.onMessage('*', (client, type) =>
      this.enqueue(client, () => {
        this.sendError(client, { code: 'bad_message', message: `Unknown message type '${String(type).slice(0, 40)}'.` });
      }),
    );
  }

  /** Messages are handled one at a time, in order, so a stateId check cannot race a save. */
  private enqueue(client: StrongholdClient, task: () => void | Promise<void>): void {
    this.queue = this.queue.then(task).catch((e: unknown) => {
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
      this.sendError(client, { code: 'wrong_seat', message: 'The computer plays this seat now.' });
      return;
    }
    if (isServerOnlyAction(message)) {
      this.sendError(client, { code: 'illegal_action', message: 'Only the clock ends a game on time.' });
      return;
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
    // The rules took it, so it is one of their actions.
    this.recent.record(this.game.stateId, action as Action);
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
    this.outbox.sendAction(entries, legal, ending);
    if (ending) {
      await this.finish();
      this.outbox.sendMessagesOfAction(entries, legal);
    }
    this.updateMeta();
    this.ctx.metrics?.onAction(performance.now() - started, saveMs);
    this.control.ask();
    return null;
  }

  // ---------------------------------------------------------------- other messages and room tasks

  /** A fact of the server's (not of the rules), in the game log like the rules' events. */
  private systemLog(event: GameEvent): void {
    const entries = this.appendLog([event]);
    this.outbox.sendLogEntries(entries);
  }

  /** Without a clock: the present player lets the computer play the seat of a player away past the grace period. */
  private onOfferSeat(client: StrongholdClient, message: unknown): void {
    const data = client.userData;
    if (!data) return;
    const refused = this.offerSeat(data.seat, message);
    if (refused) this.sendError(client, refused);
  }

  /** The seat offer of `asker`'s message, or why it is refused. */
  private offerSeat(asker: Viewer, message: unknown): ErrorMessage | null {
    if (!OfferSeatMessageSchema.safeParse(message ?? {}).success) return { code: 'bad_message', message: 'offerSeatToComputer is {}.' };
    if (asker === 'spectator') return { code: 'spectator', message: 'Spectators cannot offer a seat.' };
    if (this.status !== 'playing') return { code: 'game_over', message: 'The game is not being played.' };
    return this.control.offerSeat(asker);
  }

  /** "What would the computer do?": checked in the queue, answered to the asker alone when the bot threads have it (hints.ts). */
  private onHint(client: StrongholdClient, message: unknown): void {
    const data = client.userData;
    if (!data) return;
    const refused = this.hints.ask(data.seat, message, (reply) => {
      if ('error' in reply) this.sendError(client, reply.error);
      else
        try {
          sendToClient(client, 'hint', reply.hint);
        } catch {
          /* the socket is gone */
        }
    });
    if (refused) this.sendError(client, refused);
  }

  /** A task of the room's own (no client to answer), in the same queue as the messages. */
  private enqueueTask(task: () => void | Promise<void>): void {
    if (this.disposed) return;
    this.queue = this.queue.then(task).catch((e: unknown) => this.ctx.logger.error(`room ${this.roomId}: task failed: ${describe(e)}`));
  }

  /** A player of the ended game asks for a rematch; the second ask creates it (rematch.ts). */
  private async onRematch(client: StrongholdClient, message: unknown): Promise<void> {
    if (!RematchRequestSchema.safeParse(message ?? {}).success) {
      this.sendError(client, { code: 'bad_message', message: 'A rematch request carries nothing: {}.' });
      return;
    }
    const seat = client.userData?.seat;
    if (!seat || seat === 'spectator') {
      this.sendError(client, { code: 'spectator', message: 'Spectators cannot ask for a rematch.' });
      return;
    }
    if (this.status !== 'ended') {
      this.sendError(client, { code: 'illegal_action', message: 'A rematch can be asked for once the game has ended.' });
      return;
    }
    const both = this.rematchVotes.ask(seat);
    if (!both) {
      broadcastMessage(this, 'rematch', { asked: this.rematchVotes.list() });
      return;
    }
    const names = { invader: this.seats.owners.invader?.name ?? 'Invader', defender: this.seats.owners.defender?.name ?? 'Defender' };
    const invitations = await createRematch(this.ctx.rematchSeats, {
      roomName: ROOM_NAME,
      gameName: this.gameOptions.name,
      private: this.gameOptions.private,
      creatorSide: this.gameOptions.creatorSide,
      names,
      ...(this.gameOptions.timeControl ? { timeControl: this.gameOptions.timeControl } : {}),
      passwordHash: this.passwordHash,
      accounts: await this.ctx.accounts.store.accountSeats(this.roomId),
      rated: this.gameOptions.rated === true,
    });
    for (const old of SEATS) {
      const holder = this.seats.holders[old];
      if (holder) sendToClient(holder, 'rematch', { asked: this.rematchVotes.list(), ...invitations[old] });
    }
  }

  /** News of this game's seats' accounts (accounts/seat-news.ts), taken in turn with the room's other tasks. */
  private readonly hearSeatNews = (news: SeatNews): void => this.enqueueTask(() => this.onSeatNews(news));

  private stopHearingSeatNews(): void {
    void Promise.resolve(this.presence.unsubscribe(seatNewsChannel(this.roomId), this.hearSeatNews)).catch(() => undefined);
  }

  /**
   * An account holding a seat here was disabled or deleted: its connection closes (and is not
   * waited for: the seat is away, as after any leave), and a deleted account's name gives way to
   * a placeholder. A seat claimed by an account is shown as that account's.
   */
  private async onSeatNews(news: SeatNews): Promise<void> {
    if (news.kind === 'ended') {
      const held = await this.ctx.accounts.store.accountSeats(this.roomId);
      for (const seat of SEATS) {
        if (held[seat] !== news.accountId) continue;
        if (news.deleted) this.seats.owners[seat] = { ...this.seats.ownerOf(seat), name: DELETED_SEAT_NAME };
        // A connection that dropped a moment ago does not come back through Colyseus's reconnection either.
        this.seats.endReconnection(seat, 'account ended');
        const client = this.seats.holders[seat];
        if (client?.userData) {
          client.userData.accountEnded = true;
          this.sendError(client, { code: 'account_ended', message: 'The account playing this seat was disabled or deleted.' });
          client.leave(CLOSE_ACCOUNT_ENDED);
        }
      }
    }
    if (news.kind === 'claimed') {
      // Claimed from outside the room: the seat now carries the account's name (as stored).
      for (const s of await this.ctx.store.getSeats(this.roomId)) if (this.seats.owners[s.seat]) this.nameSeat(s.seat, s.name);
    }
    await this.showSeatAccounts();
    this.sync();
    this.updateMeta();
  }

  private nameSeat(seat: Seat, name: string): void {
    this.seats.owners[seat] = { ...this.seats.ownerOf(seat), name };
    this.state.players[seat].name = name;
  }

  /** Each seat's name and account marker as the store has them (a deleted account shows as such). */
  private async showSeatAccounts(): Promise<void> {
    const markers = await this.ctx.accounts.store.seatMarkers(this.roomId);
    for (const seat of SEATS) {
      const p = this.state.players[seat];
      p.account = markers[seat] === 'account';
      p.accountDeleted = markers[seat] === 'deleted';
      if (p.accountDeleted) p.name = DELETED_SEAT_NAME;
    }
  }

  /** A rematch room (made by the server, rematch.ts) starts with both seats owned (by the same accounts, if any). */
  private async takeRematchSeats({ owners, accounts }: RematchTerms): Promise<void> {
    for (const seat of SEATS) {
      this.seats.owners[seat] = owners[seat];
      this.state.players[seat].name = owners[seat].name;
      await this.ctx.store.setSeat(this.roomId, { seat, tokenHash: owners[seat].tokenHash, name: owners[seat].name });
      const account = accounts[seat];
      if (account) await this.ctx.accounts.store.claimAccountSeat(this.roomId, seat, { id: account, name: owners[seat].name });
      this.state.players[seat].account = account !== undefined;
    }
  }

  /** A chat message is kept with the game (so a restored game has it) before it is shown to anyone. */
  private async onChat(client: StrongholdClient, message: unknown): Promise<void> {
    const data = client.userData;
    if (!data) return;
    const chat = this.chat.accept(data, message);
    if ('error' in chat) {
      this.sendError(client, chat.error);
      return;
    }
    const { entry } = chat;
    try {
      await this.ctx.store.addChat(this.roomId, this.chat.count, entry);
    } catch (e) {
      // The message is still shown; only a restart would lose it.
      this.ctx.logger.error(`room ${this.roomId}: chat not stored: ${describe(e)}`);
    }
    broadcastMessage(this, 'chat', entry);
  }

  private sendError(client: StrongholdClient, error: ErrorMessage): void {
    this.ctx.metrics?.onError(error.code);
    try {
      sendToClient(client, 'error', error);
    } catch {
      /* the socket is gone */
    }
  }

  // ---------------------------------------------------------------- game flow

  private async finish(): Promise<void> {
    if (this.status === 'ended') return;
    this.status = 'ended';
    this.state.status = 'ended';
    this.outbox.patchSoon();
    await this.ctx.store.setStatus(this.roomId, 'ended', this.game.winner);
    this.ctx.logger.info(`game ${this.roomId} ended: ${this.game.winner?.seat ?? 'no winner'}`);
    // A rated game's result moves its players' ratings (ratings/rating-service.ts); a failure there loses no game.
    await this.ctx.ratings
      .gameEnded(this.roomId)
      .catch((e: unknown) => this.ctx.logger.error(`game ${this.roomId}: ratings not updated: ${describe(e)}`));
    this.ctx.bots.forget(this.roomId);
    // The game review is worked out in the bot threads, after the moves of live games (bots/review-queue.ts).
    this.ctx.reviews.request(this.roomId);
    this.control.ended();
    // An exhibition nobody watches closes once it ends (afterLeave does it for the others).
    if (this.clients.length === 0) this.autoDispose = true;
  }

  /** The schema state from the game and the room, sent at the end of the turn. */
  private sync(): void {
    this.writeState();
    this.outbox.patchSoon();
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
      this.writePresence(seat);
    }
    this.state.status = this.status === 'abandoned' || this.status === 'broken' ? 'ended' : this.status;
    const report = this.stateSync.apply(this.game, { checkSecrets: !!this.ctx.onSyncProblem });
    if (!report.unknownPaths.length && !report.unmappedSecrets.length) return;
    for (const p of [...report.unknownPaths, ...report.unmappedSecrets.map((s) => `secret not carried: ${s}`)]) {
      this.ctx.logger.warn(`room ${this.roomId}: sync: ${p}`);
      this.ctx.onSyncProblem?.(this.roomId, p);
    }
  }

  /** Whether a seat's player is away, since when, and whether their seat may be offered to the computer. */
  private writePresence(seat: Seat): void {
    const p = this.state.players[seat];
    p.awaySince = this.control.leftSince(seat);
    p.offerable = this.control.offerable(seat);
  }

  private appendLog(events: readonly GameEvent[]): LogEntry[] {
    return this.log.append(events);
  }

  /** The lobby's entry for this room, written off the action path (lobby-listing.ts). */
  private updateMeta(force = false): void {
    const meta: GameListingMetadata = {
      name: this.gameOptions.name,
      invader: this.seats.owners.invader?.name ?? '',
      defender: this.seats.owners.defender?.name ?? '',
      invaderAccount: this.state.players.invader.account,
      defenderAccount: this.state.players.defender.account,
      spectators: this.seats.spectators,
      turn: this.game.turn,
      phase: this.game.phase,
      status: this.status === 'playing' || this.status === 'waiting' ? this.status : 'ended',
      hasPassword: this.gameOptions.hasPassword,
    };
    this.listing.update(meta, (m) => this.setMetadata(m), force);
  }

  /** Where the game stands now, for the status endpoint (game-standing.ts); null while the room is being set up. */
  liveStanding(): LiveStanding | null {
    // Set during onCreate, which a status request can come in the middle of.
    const game = this.game as GameState | undefined;
    if (!game) return null;
    const clock = this.control.clockNow();
    return { toAct: game.toAct, turn: game.turn, winner: !!game.winner, clock };
  }

  /** For tests and tools in the same process: the rules state (never sent anywhere). */
  get gameState(): GameState {
    return this.game;
  }
}

// Every room's frames pass the frame guard before Colyseus reads them (library-seams.ts).
installFrameGuard(StrongholdRoom, (room, client, buffer) => room.guardFrame(client as StrongholdClient, buffer));

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A message carrying an action only the server takes (a loss on time). */
function isServerOnlyAction(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const action: unknown = (message as { action?: unknown }).action;
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'timeout';
}
