/**
 * The `stronghold` room: one game, as the list of its steps. Intent (client) -> zod (the
 * protocol's schemas) -> rules (applyAction) -> persist -> schema sync (sync.ts) -> patch, then
 * `legal` to the seat that must act and `log` entries to whoever may see them (room-outbox.ts):
 * that path is `applyIntent` below. The room never decides anything about the game itself; its
 * other concerns live beside it, each lent the room itself as a `RoomHost` (room-host.ts): who
 * may reserve a place and who each connection is (admission.ts), the raw-frame guard
 * (messages/frame-check.ts, put in front of Colyseus by library-seams.ts), rate limits
 * (rate-limits.ts), a new or restored game (create-or-restore.ts), joins and leaves
 * (room-connections.ts), seats and reconnection (seats.ts), the seats' accounts
 * (seat-accounts.ts), the computer's seats, clocks and absent players (seat-control.ts), the game
 * log (game-log.ts), each message's handler (messages/), what follows the game's end
 * (game-end.ts), the catch-up of what a seat missed (catch-up.ts) and the lobby listing
 * (listing-entry.ts, lobby-listing.ts, lobby-presence.ts).
 */
import { Room } from '@colyseus/core';
import { applyAction, playerActions, type Action, type GameEvent, type GameState, type Seat } from '@stronghold/rules';
import { ActionMessageSchema, type ErrorMessage, sendToClient } from '@stronghold/protocol';
import type { GameStatus, StoredGameOptions } from '../persistence/game-store';
import { RoomState } from '../schema/room-state';
import { RoomStateSync } from '../schema/sync';
import { Admissions, type AdmissionVerdict, type SignedInAccount } from './admission';
import { CatchUpRecord, sendCatchUp } from './catch-up';
import { describeError as describe } from './describe-error';
import { ChatHistory } from './chat-history';
import { createGame, gameRequestOf, restoreGame, takeRematchSeats } from './create-or-restore';
import { afterGameEnd } from './game-end';
import { GameLog, type Viewer } from './game-log';
import { HintDesk } from './hints';
import { installFrameGuard } from './library-seams';
import { listingEntry } from './listing-entry';
import { LobbyListing } from './lobby-listing';
import { LobbyPresence } from './lobby-presence';
import { onAction } from './messages/action-message';
import { onChat } from './messages/chat-message';
import { checkFrame } from './messages/frame-check';
import { onHint } from './messages/hint-request';
import { RematchRequests } from './messages/rematch-request';
import { onOfferSeat } from './messages/seat-offer';
import { RecentMoves } from './recent-moves';
import { isPlayerRefusal } from './refusals';
import type { RoomContext, RoomMetadata } from './room-context';
import { RoomConnections } from './room-connections';
import type { RoomHost, StrongholdClient } from './room-host';
import { RoomOutbox } from './room-outbox';
import { RoomTimers } from './room-timers';
import { SeatNewsListener } from './seat-accounts';
import { SeatControl } from './seat-control';
import { sendServerNote } from './server-note';
import { SEATS, Seats } from './seats';

export { DEFAULT_LIMITS, type RoomLimits } from './rate-limits';
export type { ClientData, Logger, RoomContext, RoomMetadata } from './room-context';
export { MAX_SPECTATORS } from './seats';
export { LOG_HISTORY } from './game-log';

export const ROOM_NAME = 'stronghold';

/**
 * Colyseus's patch interval, in place of a tick: the longest delay Node keeps (~24.8 days).
 * A `patchRate` of 0 would make Colyseus tick the room's clock every 16 ms instead.
 */
const NO_PATCH_TICK_MS = 2 ** 31 - 1;

export class StrongholdRoom extends Room<{ state: RoomState; metadata: RoomMetadata; client: StrongholdClient }> implements RoomHost {
  /**
   * Set by the subclass app-room.ts defines (one per server), which also gives it its static
   * `onAuth` (admission.ts `admitMatchmaking`: Colyseus calls it unbound, so it closes over the context).
   */
  static roomContext: RoomContext;

  get ctx(): RoomContext {
    return (this.constructor as typeof StrongholdRoom).roomContext;
  }

  /**
   * Colyseus's own count never locks the room (a locked room refuses every join, the seat owner's
   * too); admission.ts bounds the places instead.
   */
  override maxClients = Number.MAX_SAFE_INTEGER;

  /**
   * No patch tick: a room sends a patch when its state changes (an action's at once, in applyIntent;
   * any other change at the end of the turn that made it, patchSoon) and nothing while nobody acts.
   * A tick costs every idle room the event loop's time (400 rooms acting every 10 s: 8-25 % of the
   * main thread's CPU per action; docs/benchmarks.md). Colyseus's room clock advances only when a
   * patch is sent, so the room's timers are Node's (room-timers.ts).
   */
  override patchRate = NO_PATCH_TICK_MS;
  private readonly timers = new RoomTimers((e) => this.onUncaughtException(e, 'setTimeout'));

  /** The game as the rules have it now (sent to nobody as it is: sync.ts writes each seat's view). */
  private current!: GameState;
  private gameOptions!: StoredGameOptions;
  private hashedPassword: string | null = null;
  private gameStatus: GameStatus = 'waiting';
  private isDisposed = false;
  private stateSync!: RoomStateSync;
  private admissions!: Admissions<StrongholdClient>;
  private queue: Promise<void> = Promise.resolve();
  private abandonTimer: { clear(): void } | null = null;
  /** Off the live lobby list while nobody is connected (lobby-presence.ts). */
  private readonly lobbyPresence = new LobbyPresence(this);
  private readonly listing = new LobbyListing((e) =>
    this.ctx.logger.warn(`room ${this.roomId}: lobby listing not written (tried again): ${describe(e)}`),
  );

  // The room's parts, shared with its helpers (RoomHost).
  readonly seats = new Seats<StrongholdClient>();
  readonly log = new GameLog();
  readonly chat = new ChatHistory();
  /** This game's latest actions, for a player's greeting (recent-moves.ts). */
  readonly recent = new RecentMoves();
  /** Each seat's catch-up: what the other seat did since its last decision (catch-up.ts). */
  readonly catchUp = new CatchUpRecord();
  readonly outbox = new RoomOutbox(this);
  /** The computer's seats, the clocks and absent players (seat-control.ts). */
  readonly control = new SeatControl(this);

  // Its helpers, each lent the room itself (room-host.ts).
  private readonly connections = new RoomConnections(this);
  private readonly seatNews = new SeatNewsListener(this);
  /** Hints in a game against the computer (hints.ts). */
  private readonly hints = new HintDesk(this, () => this.gameOptions.computer ?? {});
  private readonly rematches = new RematchRequests(this, ROOM_NAME);

  // ---------------------------------------------------------------- admission (matchmaking)

  /** Called (possibly from another process) by `onAuth` for `joinById`. */
  admitJoin(options: unknown, address: string, account?: SignedInAccount): Promise<AdmissionVerdict> {
    return this.admissions.admit(options, address, account);
  }

  /** Who may reserve a place, bound once the game is created or restored (its id, password and rating never change after). */
  private bindAdmissions(): void {
    const accountSeats = () => this.ctx.accounts.store.accountSeats(this.roomId);
    this.admissions = new Admissions(
      {
        roomId: this.roomId,
        passwordHash: this.hashedPassword,
        rated: this.gameOptions.rated === true,
        seats: this.seats,
        seatOfAccount: async (accountId) => {
          const held = await accountSeats();
          return SEATS.find((s) => held[s] === accountId);
        },
        accountOfSeat: async (seat) => (await accountSeats())[seat],
      },
      this.ctx.guessThrottles,
      this.ctx.seatReservationSeconds,
    );
  }

  // ---------------------------------------------------------------- lifecycle

  override async onCreate(rawOptions: unknown): Promise<void> {
    try {
      await this.setUp(rawOptions);
    } catch (e) {
      // Colyseus never disposes a room whose onCreate threw: timers set up so far would keep it
      // alive, one more per refused create. Stop them before refusing.
      this.timers.close();
      this.seatNews.stop();
      this.ctx.waitingRooms.delete(this.roomId);
      throw e;
    }
  }

  private async setUp(rawOptions: unknown): Promise<void> {
    this.autoDispose = false;
    this.seatReservationTimeout = this.ctx.seatReservationSeconds;
    this.state = new RoomState();
    this.stateSync = new RoomStateSync(this.state);
    const request = gameRequestOf(this.ctx, rawOptions);
    const hosted = request.restoreId ? await restoreGame(this, request.restoreId) : await createGame(this, rawOptions, request.rematch);
    this.roomId = hosted.id;
    this.gameOptions = hosted.options;
    this.hashedPassword = hosted.passwordHash;
    this.current = hosted.state;
    this.gameStatus = hosted.status;
    if (request.rematch) await takeRematchSeats(this, request.rematch);
    this.bindAdmissions();

    this.state.roomCode = this.roomId;
    this.state.rated = this.rated();
    this.registerHandlers();
    await this.seatNews.listen();
    if (!request.byServer) this.admissions.expectCreator();
    this.control.begin();
    this.sync();
    this.trackWaiting();
    this.updateMeta(true);
    if (this.clients.length === 0) this.armAbandonTimer();
    this.control.ask();
  }

  override async onJoin(client: StrongholdClient, options: unknown): Promise<void> {
    const auth = await this.admissions.forConnection(client.sessionId, client.auth, options);
    await this.connections.join(client, auth);
    await this.lobbyPresence.back();
  }

  /** The idle sweep (idle-games.ts): nobody has been connected for the lobby's idle time (lobby-presence.ts). */
  leaveLobby(): Promise<void> {
    return this.lobbyPresence.leave();
  }

  override onLeave(client: StrongholdClient, code?: number): Promise<void> {
    return this.connections.leave(client, code);
  }

  /** Both seats are owned: the game starts, and the seat to act is sent its actions. */
  async startGame(): Promise<void> {
    this.gameStatus = 'playing';
    this.trackWaiting();
    await this.ctx.store.setStatus(this.roomId, 'playing');
    this.ctx.logger.info(`game ${this.roomId} started`);
    this.control.moved();
    this.sync();
    this.outbox.sendLegal(playerActions(this.current));
    this.control.ask();
  }

  override onDispose(): void {
    this.isDisposed = true;
    this.listing.close();
    this.seatNews.stop();
    this.ctx.bots.forget(this.roomId);
    this.control.dispose();
    this.cancelAbandonTimer();
    this.timers.close();
    this.ctx.waitingRooms.delete(this.roomId);
  }

  override onUncaughtException(error: unknown, methodName: string): void {
    // A create or join refused in the protocol's words is no fault of the room: it was logged as a
    // refusal (Colyseus hands it over wrapped, as OnCreateException's or OnJoinException's cause).
    const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
    if (isPlayerRefusal(cause)) return;
    this.ctx.logger.error(`room ${this.roomId}: uncaught in ${methodName}: ${describe(error)}`);
  }

  /** A connection left for good: an empty room closes once its game has ended, else waits to be abandoned. */
  afterLeave(): void {
    if (this.clients.length > 0) return;
    if (this.gameStatus === 'ended') this.autoDispose = true;
    else this.armAbandonTimer();
  }

  /** A waiting game nobody comes to is abandoned (its room closes) after `abandonSeconds`. */
  private armAbandonTimer(): void {
    if (this.isDisposed || this.gameStatus !== 'waiting' || this.abandonTimer) return;
    this.abandonTimer = this.timers.setTimeout(() => {
      this.abandonTimer = null;
      if (this.clients.length > 0 || this.gameStatus !== 'waiting') return;
      this.gameStatus = 'abandoned';
      this.trackWaiting();
      this.ctx.store
        .setStatus(this.roomId, 'abandoned')
        .catch((e: unknown) => this.ctx.logger.error(`game ${this.roomId}: ${describe(e)}`))
        .finally(() => this.disconnect());
    }, this.ctx.abandonSeconds * 1000);
  }

  cancelAbandonTimer(): void {
    this.abandonTimer?.clear();
    this.abandonTimer = null;
  }

  /** Keeps the process's count of waiting games (creation-limits) in step with this room. */
  private trackWaiting(): void {
    if (this.gameStatus === 'waiting') this.ctx.waitingRooms.add(this.roomId);
    else this.ctx.waitingRooms.delete(this.roomId);
  }

  // ---------------------------------------------------------------- messages

  /** Each message type to its handler (messages/), one at a time in the room's queue. */
  private registerHandlers(): void {
    this.onMessage('action', (client, message) => this.enqueue(client, () => onAction(this, client, message)));
    this.onMessage('chat', (client, message) => this.enqueue(client, () => onChat(this, client, message)));
    this.onMessage('offerSeatToComputer', (client, message) => this.enqueue(client, () => onOfferSeat(this, client, message)));
    this.onMessage('rematch', (client, message) => this.enqueue(client, () => this.rematches.onRequest(client, message)));
    this.onMessage('hint', (client, message) => this.enqueue(client, () => onHint(this, this.hints, client, message)));
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

  /** A task of the room's own (no client to answer), in the same queue as the messages. */
  enqueueTask(task: () => void | Promise<void>): void {
    if (this.isDisposed) return;
    this.queue = this.queue.then(task).catch((e: unknown) => this.ctx.logger.error(`room ${this.roomId}: task failed: ${describe(e)}`));
  }

  /**
   * One intent of `actor` (a player's message or the computer's answer, the same path):
   * zod -> rules -> persist -> sync -> patch, then `legal` and `log`. Returns the refusal, if any.
   */
  async applyIntent(actor: Viewer, message: unknown): Promise<ErrorMessage | null> {
    const started = performance.now();
    const parsed = ActionMessageSchema.safeParse(message);
    if (!parsed.success) return { code: 'bad_message', message: 'An action message is { stateId, action }.' };
    if (actor === 'spectator') return { code: 'spectator', message: 'Spectators cannot act.' };
    if (this.gameStatus === 'waiting') return { code: 'not_started', message: 'Waiting for the other player.' };
    if (this.gameStatus !== 'playing') return { code: 'game_over', message: 'The game is over.' };
    const { stateId, action } = parsed.data;
    const claimed = action && typeof action === 'object' ? (action as { seat?: unknown }).seat : undefined;
    if (claimed !== undefined && claimed !== actor) return { code: 'wrong_seat', message: `You hold the ${actor} seat.` };
    if (stateId !== this.current.stateId) return { code: 'stale_state', message: `The state is now ${this.current.stateId}.` };
    const result = applyAction(this.current, action);
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
    const taken = action as Action;
    const before = this.current;
    this.recent.record(before.stateId, taken);
    this.current = result.state;
    this.control.moved();
    // The rules list the new state's legal actions as they apply (once per state); the seat's
    // undo, when the rules offer one, goes with them (playerActions). Not kept past this action:
    // the seat's LegalWriter holds the list it sent (a join or a reconnection lists it again).
    const legal = playerActions(result.state, result.legal);
    const entries = this.log.append(result.events);
    this.catchUp.record(before, taken, result.state, entries);
    this.writeState();
    // The corked writes hold the patch by reference (for a client without a StateView it is a
    // view into the room's encoder buffer), so nothing may encode between the patch and the
    // uncork: the block is synchronous, and the game end's save comes after it. The game's end
    // shows in this same patch (finish() then finds the status written).
    const ending = !!this.current.winner || this.current.phase === 'ended';
    if (ending) this.state.status = 'ended';
    this.outbox.sendAction(entries, legal, ending);
    if (ending) {
      await this.finish();
      this.outbox.sendMessagesOfAction(entries, legal);
    }
    // The turn came back to the other seat: what happened while it waited (after the log it points into).
    const turn = this.current.toAct;
    if (!ending && turn && turn !== taken.seat) sendCatchUp(this, turn);
    this.updateMeta();
    this.ctx.metrics?.onAction(performance.now() - started, saveMs);
    this.control.ask();
    return null;
  }

  /** A fact of the server's in the game log, stored and then sent (server-note.ts). */
  systemLog(event: GameEvent): void {
    sendServerNote(this, event);
  }

  /** An `error` message to one client, counted for the metrics. */
  sendError(client: StrongholdClient, error: ErrorMessage): void {
    this.ctx.metrics?.onError(error.code);
    try {
      sendToClient(client, 'error', error);
    } catch {
      /* the socket is gone */
    }
  }

  // ---------------------------------------------------------------- game flow

  /** The game ended (the action that ended it is already sent): stored, rated, reviewed; its clocks stop (game-end.ts). */
  private async finish(): Promise<void> {
    if (this.gameStatus === 'ended') return;
    this.gameStatus = 'ended';
    this.state.status = 'ended';
    this.outbox.patchSoon();
    await afterGameEnd(this);
    // An exhibition nobody watches closes once it ends (afterLeave does it for the others).
    if (this.clients.length === 0) this.autoDispose = true;
  }

  /** The schema state from the game and the room, sent at the end of the turn. */
  sync(): void {
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
    this.state.status = this.gameStatus === 'abandoned' || this.gameStatus === 'broken' ? 'ended' : this.gameStatus;
    const report = this.stateSync.apply(this.current, { checkSecrets: !!this.ctx.onSyncProblem });
    if (!report.unknownPaths.length && !report.unmappedSecrets.length) return;
    for (const p of [...report.unknownPaths, ...report.unmappedSecrets.map((s) => `secret not carried: ${s}`)]) {
      this.ctx.logger.warn(`room ${this.roomId}: sync: ${p}`);
      this.ctx.onSyncProblem?.(this.roomId, p);
    }
  }

  /** Whether a seat's player is away, since when, and whether their seat may be offered to the computer. */
  writePresence(seat: Seat): void {
    const p = this.state.players[seat];
    p.awaySince = this.control.leftSince(seat);
    p.offerable = this.control.offerable(seat);
  }

  /** The lobby's entry for this room (listing-entry.ts), written off the action path (lobby-listing.ts). */
  updateMeta(force = false): void {
    this.listing.update(listingEntry(this), (m) => this.setMetadata(m), force);
  }

  /** For tests and tools in the same process: the rules state (never sent anywhere). */
  get gameState(): GameState {
    return this.current;
  }

  // ---------------------------------------------------------------- what the room lends its helpers (RoomHost)

  game(): GameState {
    return this.current;
  }

  status(): GameStatus {
    return this.gameStatus;
  }

  playing(): boolean {
    return this.gameStatus === 'playing';
  }

  disposed(): boolean {
    return this.isDisposed;
  }

  connected(): number {
    return this.clients.length;
  }

  options(): StoredGameOptions {
    return this.gameOptions;
  }

  passwordHash(): string | null {
    return this.hashedPassword;
  }

  exhibition(): boolean {
    return !!this.gameOptions.computer?.invader && !!this.gameOptions.computer.defender;
  }

  rated(): boolean {
    return this.gameOptions.rated === true;
  }

  seatHeld(seat: Seat): boolean {
    return this.seats.held(seat);
  }

  holder(seat: Seat): StrongholdClient | null {
    return this.seats.holders[seat];
  }

  setTimeout(fn: () => void, ms: number): { clear(): void } {
    return this.timers.setTimeout(fn, ms);
  }

  /** A failure of a patch sent at the end of the turn (room-outbox.ts). */
  onError(error: unknown): void {
    this.onUncaughtException(error, 'broadcastPatch');
  }
}

// Every room's frames pass the frame guard before Colyseus reads them (library-seams.ts).
installFrameGuard(StrongholdRoom, (room, client, buffer) => checkFrame(room, client as StrongholdClient, buffer));
