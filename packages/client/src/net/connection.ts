/**
 * The network side: the lobby listing and one game room, over the Colyseus 0.18 SDK.
 * A GameSession keeps itself connected: after an unexpected drop the SDK reconnects the same
 * session by itself (a short drop: the same process still holds it), trying about every second;
 * when the server does not know the session (a restarted process refuses it), the SDK gives up, or
 * the room was up too briefly for it, the session joins the room again at once with the stored
 * seat token, and again about every second while nothing answers (rejoin-delay.ts). An action
 * the server has not answered is kept until it is, and settled on the new connection
 * (unanswered-action.ts): never lost without the player being told.
 *
 * Signed in, every room request carries a single-use join ticket asked for right before it (in the
 * matchmaking request's body); the SDK client itself never holds the session, which it would copy
 * into the WebSocket URL (docs/accounts.md "What travels where").
 */
import { t } from '../i18n';
import { Client, CloseCode, type Room } from '@colyseus/sdk';
import type { Action, Viewer } from '@stronghold/rules';
import {
  CLOSE_ACCOUNT_ENDED,
  CLOSE_REPLACED,
  expandLog,
  LegalReader,
  JOIN_TICKET_OPTION,
  LOBBY_ROOM_NAME,
  onMessage,
  PROTOCOL_VERSION,
  ROOM_NAME,
  sendMessage,
  type ChatBroadcast,
  type RematchMessage,
  type HintMessage,
  type CreateRoomOptions,
  type ErrorCode,
  type JoinRoomOptions,
  type JoinTicketRequest,
  type LogEntry,
  type TimeControl,
} from '@stronghold/protocol';
import { lobbyReduce, type GameListing } from '../logic/lobby';
import { requestJoinTicket } from './join-ticket-request';
import { gameServer, sessionFor, type GameServer } from './server-address';
import { rejoinDelayMs, SDK_RECONNECT_MAX_DELAY_MS } from './rejoin-delay';
import { forgetSeat, loadSeat, saveSeat } from './storage';
import { positionOf, UnansweredAction, type Position, type Settlement } from './unanswered-action';

export type ConnState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

export type { LogEntry };
export type ChatEntry = ChatBroadcast;
/**
 * An `error` message, `connection_error` when the connection itself failed, or `not_applied` when
 * an action sent before a lost connection turned out not to have been applied.
 */
export interface ServerError {
  code: ErrorCode | 'connection_error' | 'not_applied';
  message: string;
}

/** The server the build was made for: Vite's dev server plays against a local game server. */
const BUILD_SERVER = import.meta.env.DEV ? 'ws://localhost:2567' : undefined;

/** The game server of this page (`?server=` may pick another), and whether it may have the session. */
export function currentServer(): GameServer {
  return gameServer(location, BUILD_SERVER);
}

export function endpoint(): string | undefined {
  return currentServer().endpoint;
}

/** Whose seat tokens this page uses (net/storage.ts): '' for the page's own server, else the other server's host. */
export function seatScope(): string {
  return currentServer().foreignHost;
}

/** The SDK client of this page, and the account session its room requests are signed in with. */
interface GameClient {
  sdk: Client;
  session: string | null;
}

let shared: GameClient | null = null;
function gameClient(): GameClient {
  if (!shared) {
    const sdk = new Client(endpoint());
    // The SDK puts `auth.token` in every room's WebSocket URL (`?_authToken=`), and reads one it
    // stored itself at start: it never has one here (the account's session stays in `session`).
    sdk.auth.token = '';
    shared = { sdk, session: null };
  }
  return shared;
}

export function client(): Client {
  return gameClient().sdk;
}

/**
 * The account's session, traded for a join ticket before each room request; null for a guest.
 * Never to a server other than the page's own (server-address.ts).
 */
export function setSessionToken(session: string | null): void {
  gameClient().session = sessionFor(currentServer(), session);
}

/**
 * Signed in: the options that make one room request the account's (a join ticket for `scope`,
 * asked for now, since it is good for seconds and once); a guest's request gets none.
 */
async function signedIn(scope: JoinTicketRequest): Promise<Record<string, string>> {
  const { session } = gameClient();
  if (!session) return {};
  const { ticket } = await requestJoinTicket(endpoint()?.replace(/^ws/, 'http') ?? '', session, scope);
  return { [JOIN_TICKET_OPTION]: ticket };
}

/** The live list of public games. */
export class LobbyFeed {
  private room: Room | null = null;
  private list: GameListing[] = [];
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  constructor(private readonly onChange: (list: GameListing[], state: ConnState) => void) {}

  async start(): Promise<void> {
    this.stopped = false;
    this.onChange(this.list, 'connecting');
    try {
      const room = await client().joinOrCreate(LOBBY_ROOM_NAME);
      // `as boolean`: stop() may have run while the room was joined (TypeScript still narrows it to false).
      if (this.stopped as boolean) {
        void room.leave();
        return;
      }
      this.room = room;
      const on = (type: 'rooms' | '+' | '-') => (payload: unknown) => {
        this.list = lobbyReduce(this.list, type, payload);
        this.onChange(this.list, 'connected');
      };
      room.onMessage('rooms', on('rooms'));
      room.onMessage('+', on('+'));
      room.onMessage('-', on('-'));
      room.onLeave(() => {
        this.room = null;
        this.later();
      });
      this.onChange(this.list, 'connected');
    } catch {
      this.later();
    }
  }

  /** Join again in a moment, unless stopped. */
  private later(): void {
    if (this.stopped) return;
    this.onChange(this.list, 'reconnecting');
    this.retry = setTimeout(() => void this.start(), 2500);
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    void this.room?.leave();
    this.room = null;
  }
}

export interface CreateOptions {
  side: 'invader' | 'defender';
  private: boolean;
  password?: string;
  /** The creator's display name. */
  name: string;
  /** The game's title in the lobby. */
  gameName: string;
  /** The computer takes the other seat (the game starts at once). */
  opponent?: { computer: ComputerLevel };
  /** The computer plays both seats; the creator watches. */
  exhibition?: { invader: ComputerLevel; defender: ComputerLevel };
  timeControl?: TimeControl;
  /** A rated game (only for a signed-in creator; the other seat then takes only an account). */
  rated?: boolean;
}

export type { TimeControl } from '@stronghold/protocol';

export type ComputerLevel = 'easy' | 'normal' | 'hard';

export interface SessionHandlers {
  state(state: unknown): void;
  /** `issued`: the seat was just claimed (a new seat token came), not taken back. */
  seat(seat: Viewer, issued?: boolean): void;
  legal(stateId: number, actions: Action[]): void;
  log(entries: LogEntry[]): void;
  chat(entry: ChatEntry): void;
  error(err: ServerError): void;
  connection(state: ConnState): void;
  /** The recent table talk, sent on join (`chatHistory`); may repeat live messages. */
  chatHistory?(entries: ChatEntry[]): void;
  /** The seat was taken over by another tab or device (the room closed this one with 4000). */
  replaced?(): void;
  /** Who asked for a rematch; with roomId/token once the new game exists. */
  rematch?(m: RematchMessage): void;
  /** The computer's suggestion this seat asked for (`sendHint`). */
  hint?(m: HintMessage): void;
  /** What the other seat did since this seat's last decision (read with its schema by logic/catch-up.ts). */
  catchUp?(m: unknown): void;
}

/** One game room, kept connected. */
export class GameSession {
  seat: Viewer = 'spectator';
  legalStateId = -1;
  private room: Room | null = null;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The action sent that no answer has settled yet. */
  private readonly unanswered = new UnansweredAction();
  /** Where the game stood in the last state received (a new connection's comes before its greeting). */
  private position: Position | null = null;

  private constructor(
    readonly roomId: string,
    private readonly name: string,
    private readonly password: string | undefined,
    private readonly spectate: boolean,
    private readonly h: SessionHandlers,
  ) {}

  static async create(opts: CreateOptions, h: SessionHandlers): Promise<GameSession> {
    const options: CreateRoomOptions = {
      side: opts.side,
      private: opts.private,
      ...(opts.password ? { password: opts.password } : {}),
      name: opts.name,
      gameName: opts.gameName,
      ...(opts.opponent ? { opponent: opts.opponent } : {}),
      ...(opts.exhibition ? { exhibition: opts.exhibition } : {}),
      ...(opts.timeControl && opts.timeControl.kind !== 'none' ? { timeControl: opts.timeControl } : {}),
      ...(opts.rated ? { rated: true } : {}),
    };
    const room = await client().create(ROOM_NAME, { ...options, ...(await signedIn({ method: 'create' })) });
    const s = new GameSession(room.roomId, opts.name, opts.password, false, h);
    s.attach(room);
    return s;
  }

  static async join(roomId: string, o: { name: string; password?: string; spectate?: boolean }, h: SessionHandlers): Promise<GameSession> {
    const s = new GameSession(roomId, o.name, o.password, Boolean(o.spectate), h);
    s.attach(await s.joinRoom());
    return s;
  }

  /** Join with the stored seat token when there is one; a token the room refuses is forgotten. */
  private async joinRoom(): Promise<Room> {
    const stored = this.spectate ? null : loadSeat(this.roomId, seatScope());
    const base: JoinRoomOptions = {
      name: this.name,
      ...(this.password ? { password: this.password } : {}),
      ...(this.spectate ? { spectate: true } : {}),
    };
    // A ticket is used up by the request it goes with: each request asks for its own.
    const join = async (options: JoinRoomOptions): Promise<Room> =>
      client().joinById(this.roomId, { ...options, ...(await signedIn({ method: 'joinById', roomId: this.roomId })) });
    if (!stored) return join(base);
    try {
      return await join({ ...base, token: stored.token });
    } catch (e) {
      if (!/bad_token/.test(e instanceof Error ? e.message : String(e))) throw e;
      forgetSeat(this.roomId, seatScope());
      return join(base);
    }
  }

  private attach(room: Room): void {
    this.room = room;
    // Polls about every second while the server is away (the SDK's default waits up to 5 s).
    room.reconnection.maxDelay = SDK_RECONNECT_MAX_DELAY_MS;
    this.h.connection('connected');
    room.onStateChange((state) => {
      const s = state as { toJSON?: () => unknown };
      const plain: unknown = typeof s.toJSON === 'function' ? s.toJSON() : state;
      this.position = positionOf(plain);
      this.h.state(plain);
    });
    // A new connection: the server's first `legal` on it is a full menu, never a diff.
    let legal = new LegalReader();
    room.onDrop(() => this.h.connection('reconnecting'));
    room.onReconnect(() => {
      // leave() came while the SDK was reconnecting.
      if (this.closed) {
        void room.leave(true);
        return;
      }
      legal = new LegalReader();
      this.h.connection('connected');
    });
    onMessage(room, 'seat', (m) => {
      if (m.protocol !== PROTOCOL_VERSION) {
        this.h.error({ code: 'connection_error', message: t('conn.otherVersion') });
      }
      this.seat = m.seat;
      if (m.token && m.seat !== 'spectator') saveSeat(m.roomId || this.roomId, m.seat, m.token, seatScope());
      this.h.seat(m.seat, m.token !== undefined);
      this.settle(room, this.unanswered.greeting(m.seat, m.recent, this.position));
    });
    onMessage(room, 'legal', (m) => {
      const { stateId, actions } = legal.read(m);
      this.legalStateId = stateId;
      // Sent again: its answer brings the next list (this one would offer what is already on its way).
      if (this.settle(room, this.unanswered.legal(stateId, actions)) === 'resend') return;
      this.h.legal(stateId, actions);
    });
    // The compact encodings are read defensively (a malformed entry is skipped), so they take the body as it came.
    onMessage(room, 'log', (m) => this.h.log(expandLog(m)));
    onMessage(room, 'chat', (m) => this.h.chat(m));
    onMessage(room, 'chatHistory', (m) => this.h.chatHistory?.(Array.isArray(m.entries) ? m.entries : []));
    onMessage(room, 'error', (m) => {
      this.unanswered.error(m.code);
      this.h.error(m);
    });
    onMessage(room, 'rematch', (m) => this.h.rematch?.(m));
    onMessage(room, 'hint', (m) => this.h.hint?.(m));
    onMessage(room, 'catchUp', (m) => this.h.catchUp?.(m));
    room.onMessage('*', () => undefined);
    room.onError((code, message) => {
      // The socket failing as it drops, or an attempt of the SDK's reconnection that failed or was
      // refused: the status says "reconnecting", and the session comes back by itself.
      if (room.reconnection.isReconnecting || !room.connection.isOpen) return;
      this.h.error({ code: 'connection_error', message: `${message ?? t('conn.error')} (${code})` });
    });
    room.onLeave((code) => {
      this.room = null;
      // Left, closed by the server (an idle or closed game, an account disabled or deleted), or the seat taken over: no reconnection.
      const final = [CLOSE_REPLACED, CLOSE_ACCOUNT_ENDED, CloseCode.NORMAL_CLOSURE, CloseCode.CONSENTED].includes(code);
      if (this.closed || final) {
        this.h.connection('closed');
        if (code === CLOSE_REPLACED && !this.closed) this.h.replaced?.();
        return;
      }
      // The session is gone (a new process refused it, FAILED_TO_RECONNECT; or the SDK gave up): its token
      // would be refused again, so the seat token takes the seat back, now.
      this.h.connection('reconnecting');
      void this.rejoin();
    });
  }

  /** Carry out what the unanswered action's settlement asks for; returns it. */
  private settle(room: Room, settlement: Settlement): Settlement {
    const sent = this.unanswered.pending;
    if (settlement === 'resend' && sent) sendMessage(room, 'action', { stateId: sent.stateId, action: sent.action });
    if (settlement === 'not_applied') this.h.error({ code: 'not_applied', message: t('error.not_applied') });
    return settlement;
  }

  /** Join again with the stored seat token; while nothing answers, again about every second. */
  private async rejoin(): Promise<void> {
    this.timer = null;
    if (this.closed) return;
    try {
      const room = await this.joinRoom();
      // `as boolean`: leave() may have closed the session while we waited (TypeScript still narrows it to false).
      if (this.closed as boolean) {
        void room.leave();
        return;
      }
      this.attach(room);
    } catch {
      // `as boolean`: leave() may have closed the session while we waited.
      if (!(this.closed as boolean)) this.timer = setTimeout(() => void this.rejoin(), rejoinDelayMs());
    }
  }

  /** Take the seat back in this tab after another one took it over (the stored seat token). */
  async takeBack(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.closed = false;
    this.h.connection('connecting');
    this.attach(await this.joinRoom());
  }

  /**
   * `stateId`: the last `legal` message's, unless the action needs none (a concede: the state's own).
   * Kept until answered. While the socket is down it is only kept, not left in the SDK's queue: the
   * next connection's greeting says whether it goes (the SDK's resend and this one could both arrive).
   */
  sendAction(action: Action, stateId = this.legalStateId): void {
    this.unanswered.remember(stateId, action);
    if (this.room?.connection.isOpen) sendMessage(this.room, 'action', { stateId, action });
  }

  /** "What would the computer do?" for the decision of state `stateId`. */
  sendHint(stateId: number): void {
    if (this.room) sendMessage(this.room, 'hint', { stateId });
  }

  sendRematch(): void {
    if (this.room) sendMessage(this.room, 'rematch', {});
  }

  /** Without a clock: let the computer play the absent opponent's seat (the server checks the grace period). */
  sendOfferSeat(): void {
    if (this.room) sendMessage(this.room, 'offerSeatToComputer', {});
  }

  sendChat(text: string): void {
    if (this.room) sendMessage(this.room, 'chat', { text });
  }

  get connected(): boolean {
    return this.room !== null;
  }

  /** Drop the socket without leaving (for testing reconnection by hand). */
  simulateDrop(): void {
    this.room?.connection.transport.close();
  }

  leave(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const room = this.room;
    this.room = null;
    if (!room) return;
    if (room.connection.isOpen) void room.leave(true);
    // The SDK is reconnecting: no further attempt (one under way is left as soon as it succeeds, onReconnect).
    else room.reconnection.maxRetries = 0;
  }
}

export async function fetchRecord(id: string): Promise<unknown> {
  const base = endpoint()?.replace(/^ws/, 'http') ?? '';
  const res = await fetch(`${base}/api/games/${encodeURIComponent(id)}/record`);
  if (!res.ok)
    throw new Error(
      res.status === 404 ? t('conn.noRecord') : res.status === 403 ? t('conn.notEnded') : t('conn.serverSaid', { n: res.status }),
    );
  return res.json();
}
