/**
 * Players for the fault suite: real `@colyseus/sdk` clients that play a game on their own and keep
 * themselves connected the way the web client does (packages/client/src/net/connection.ts): the
 * SDK's reconnection first (its delay capped at about a second), and when that is refused (close
 * 4003) or gives up, a join with the seat token at once, then about every second, through the
 * processes in turn (as a load balancer would spread them).
 *
 * Each player acts on its `legal` messages (the first action that is not an undo: such a game never
 * ends, so a fault never meets a finished game) and records what it saw: every action acknowledged
 * (the state advanced past it on the connection it was sent on, or the `seat` greeting's `recent`
 * lists it after a drop), every refusal (matchmaking errors and `error` messages), the time each
 * action took to be answered, and what became of an action whose answer a drop took: applied (per
 * `recent`), sent again (the state was still the one it was sent for) or reported not applied.
 * Every record carries the fault that was on when its action was sent.
 */
import { MatchMakeError, type Room } from '@colyseus/sdk';
import { sameAction, type Action } from '@stronghold/rules';
import { CLOSE_REPLACED, onMessage, type CreateRoomOptions, type SeatMove } from '@stronghold/protocol';
import { onLegal, PreparedClient } from '../../src/testing';
import type { JoinRefused, Refusal } from './documented-refusals';

/** Close codes after which the web client does not come back: a normal close, a leave, the seat taken over. */
const FINAL_CLOSES = new Set([1000, 4000, CLOSE_REPLACED]);

/** How long one join attempt may take before the player gives up on it and tries again. */
const JOIN_ATTEMPT_MS = 5000;

export interface PlayerPace {
  /** Pause before each action (a player's thinking), ms. */
  thinkMs: number;
  /** Pause after a refusal before trying again, ms. */
  retryMs: number;
  /** Pause between two joins by seat token, ms. */
  rejoinMs: number;
}

export const DEFAULT_PACE: PlayerPace = { thinkMs: 150, retryMs: 500, rejoinMs: 1000 };

export interface Acknowledged {
  roomId: string;
  /** The state the action was sent for (it is stored as action `stateId + 1`). */
  stateId: number;
  action: Action;
  /** The state advanced on its connection, or the greeting after a drop listed it. */
  via: 'answer' | 'recent';
  fault: string;
}

export interface Answer {
  fault: string;
  ms: number;
  applied: boolean;
}

export interface SeenRefusal {
  fault: string;
  /** Who got it: `game <id> <seat>`, or what the test itself asked. */
  who: string;
  refusal: Refusal;
}

/** What became of an action whose answer a drop took. */
export interface DropOutcome {
  fault: string;
  outcome: 'applied' | 'resent' | 'reported';
}

interface Pending {
  stateId: number;
  action: Action;
  sentAt: number;
  connection: number;
  fault: string;
  /** Sent, then the connection dropped before any answer. */
  unanswered: boolean;
  /** The greeting after the drop did not list it: the first `legal` decides. */
  awaitingLegal: boolean;
}

const gameOf = (room: Room): { stateId?: number; toAct?: string } | undefined =>
  (room.state as { game?: { stateId?: number; toAct?: string } } | undefined)?.game;
const stateIdOf = (room: Room): number => gameOf(room)?.stateId ?? -1;
const toActOf = (room: Room): string | undefined => gameOf(room)?.toAct;

/** `promise`, or a rejection naming `what` once `ms` have passed without its answer. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * A refusal from a failed create or join: the server's answer (a MatchMakeError), or null when no
 * server answered (the request failed, or the room's socket closed with a WebSocket code, 1000-1015).
 */
export function refusalOf(e: unknown): JoinRefused | null {
  if (!(e instanceof MatchMakeError) || (e.code >= 1000 && e.code <= 1015)) return null;
  return { kind: 'join', status: e.code, message: e.message };
}

export class FaultPlayer {
  readonly acknowledged: Acknowledged[] = [];
  readonly answers: Answer[] = [];
  readonly refusals: SeenRefusal[] = [];
  readonly dropOutcomes: DropOutcome[] = [];
  /** When each `seat` greeting came (Date.now()). */
  readonly seatings: number[] = [];
  /** Joins that reached no server (the process was down), by fault. */
  readonly unreachable: string[] = [];
  seat: string | undefined;
  token: string | undefined;
  roomId = '';

  private room: Room | null = null;
  private readonly rooms: Room[] = [];
  private connection = 0;
  private seated = false;
  private legal: { stateId: number; actions: Action[]; connection: number } | null = null;
  private pending: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;
  private notBefore = 0;
  private playing = false;
  private closed = false;
  private rejoining = false;
  private nextUrl: number;

  constructor(
    readonly name: string,
    /** The processes' HTTP addresses; the first join goes through `urls[home]`. */
    private readonly urls: readonly string[],
    home: number,
    /** The fault on now: every record is tagged with it. */
    private readonly fault: () => string,
    private readonly pace: PlayerPace = DEFAULT_PACE,
  ) {
    this.nextUrl = home;
  }

  /** Creates a game through the home process. */
  async create(options: CreateRoomOptions): Promise<void> {
    await this.enter(this.urls[this.nextUrl] ?? '', (c) => c.create('stronghold', options));
  }

  /** Takes the free seat of `roomId` through the home process. */
  async join(roomId: string): Promise<void> {
    await this.enter(this.urls[this.nextUrl] ?? '', (c) => c.joinById(roomId, { name: this.name }));
  }

  /** Plays from now on whenever the seat must act. */
  play(): void {
    this.playing = true;
    this.maybeAct();
  }

  /** Stops sending new actions (one in flight is still answered or resolved). */
  pause(): void {
    this.playing = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Whether no action of this player waits for its answer. */
  get settled(): boolean {
    return this.pending === null;
  }

  /** Whether the player holds its seat on an open connection. */
  get present(): boolean {
    return this.seated && this.room !== null && this.room.connection.isOpen;
  }

  /** The host's address in the room's socket URL (`127.0.0.1:port`), while connected. */
  get hostAddress(): string | undefined {
    const url = (this.room?.connection.transport as unknown as { ws?: { url?: string } } | undefined)?.ws?.url;
    return url ? new URL(url).host : undefined;
  }

  /** `game <id> <seat>`, for the records and failure messages. */
  get who(): string {
    return `game ${this.roomId} ${this.seat ?? this.name}`;
  }

  get stateId(): number {
    return this.room ? stateIdOf(this.room) : -1;
  }

  /** Whether this seat must act now (it holds a legal list for the current state). */
  get toAct(): boolean {
    return (
      this.present && this.legal?.connection === this.connection && this.legal.stateId === this.stateId && this.legal.actions.length > 0
    );
  }

  /** Sends this seat's action at once if it must act and has none in flight; whether it sent one. */
  actNow(): boolean {
    if (!this.canAct()) return false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.send();
    return this.pending !== null;
  }

  /** Leaves for good: no reconnection, every connection it opened closed. */
  async close(): Promise<void> {
    this.closed = true;
    this.pause();
    await Promise.all(this.rooms.filter((r) => r.connection.isOpen).map((r) => within(r.leave(true), 2000, 'a leave').catch(() => 0)));
  }

  // ------------------------------------------------------------------------------- connections

  /** One create or join: the room's handlers exist before its socket opens (PreparedClient). */
  private async enter(url: string, join: (c: PreparedClient) => Promise<Room>): Promise<void> {
    const client = new PreparedClient(url);
    const opened: { room: Room | null } = { room: null };
    try {
      await within(
        client.withHandlers(
          (room) => {
            opened.room = room;
            this.adopt(room);
          },
          () => join(client),
        ),
        JOIN_ATTEMPT_MS,
        `join through ${url}`,
      );
    } catch (e) {
      // A socket that opens after all is no longer this player's (its handlers ignore it).
      if (opened.room && this.room === opened.room) this.room = null;
      throw e;
    }
  }

  /** A new room object (a create, a join): this player's current connection. */
  private adopt(room: Room): void {
    this.rooms.push(room);
    this.room = room;
    this.newConnection();
    room.reconnection.maxDelay = 1000;
    room.onStateChange(() => room === this.room && this.onState(room));
    onLegal(room, (legal) => room === this.room && this.onLegal(legal));
    onMessage(room, 'seat', (m) => room === this.room && this.onSeat(room, m));
    onMessage(room, 'error', (m) => room === this.room && this.onRefused(m));
    room.onMessage('*', () => undefined);
    room.onDrop(() => room === this.room && this.onDrop());
    room.onReconnect(() => room === this.room && this.newConnection());
    room.onLeave((code) => room === this.room && this.onLeave(code));
  }

  private newConnection(): void {
    this.connection++;
    this.seated = false;
    this.legal = null;
  }

  private onDrop(): void {
    this.seated = false;
    if (this.pending) this.pending.unanswered = true;
  }

  private onLeave(code: number): void {
    this.room = null;
    this.seated = false;
    if (this.pending) this.pending.unanswered = true;
    if (this.closed || FINAL_CLOSES.has(code)) return;
    void this.rejoin();
  }

  /** Joins by seat token at once, then about every second, through each process in turn, until seated. */
  private async rejoin(): Promise<void> {
    if (this.rejoining) return;
    this.rejoining = true;
    try {
      while (!this.closed && !this.room) {
        this.nextUrl = (this.nextUrl + 1) % this.urls.length;
        const url = this.urls[this.nextUrl] ?? '';
        try {
          await this.enter(url, (c) => c.joinById(this.roomId, { name: this.name, token: this.token }));
          break;
        } catch (e) {
          const refusal = refusalOf(e);
          if (refusal) this.refusals.push({ fault: this.fault(), who: this.who, refusal });
          else this.unreachable.push(this.fault());
        }
        await new Promise((r) => setTimeout(r, this.pace.rejoinMs));
      }
    } finally {
      this.rejoining = false;
    }
    // The connection just made may have closed while this loop was finishing (its onLeave found it running).
    if (!this.closed && !this.room) void this.rejoin();
  }

  // ---------------------------------------------------------------------------------- messages

  /**
   * A greeting (the room's state came before it). An action the drop left unanswered: applied if
   * `recent` lists it; if the game is still at its state with this seat to act, the first `legal`
   * decides (sent again when it lists the action); otherwise it was not applied (the web client's
   * rule: packages/client/src/net/unanswered-action.ts).
   */
  private onSeat(room: Room, m: { seat: string; token?: string; roomId: string; recent?: SeatMove[] }): void {
    this.seat = m.seat;
    if (m.token) this.token = m.token;
    this.roomId = m.roomId || this.roomId || room.roomId;
    this.seated = true;
    this.seatings.push(Date.now());
    const p = this.pending;
    if (p?.unanswered) {
      if ((m.recent ?? []).some((r) => r.stateId === p.stateId && sameAction(r.action, p.action))) {
        this.acknowledge(p, 'recent');
        this.dropOutcomes.push({ fault: p.fault, outcome: 'applied' });
      } else if (stateIdOf(room) === p.stateId && toActOf(room) === m.seat) p.awaitingLegal = true;
      else this.report(p);
    }
    this.maybeAct();
  }

  private onLegal(legal: { stateId: number; actions: Action[] }): void {
    this.legal = { ...legal, connection: this.connection };
    const p = this.pending;
    if (p?.awaitingLegal) {
      if (legal.stateId === p.stateId && legal.actions.some((a) => sameAction(a, p.action))) {
        // Not applied, and the state is still the one it was sent for: it goes again.
        this.dropOutcomes.push({ fault: p.fault, outcome: 'resent' });
        this.pending = null;
        this.send(p.action, p.fault);
        return;
      }
      this.report(p);
    }
    this.maybeAct();
  }

  private onState(room: Room): void {
    const p = this.pending;
    if (p && !p.unanswered && p.connection === this.connection && stateIdOf(room) > p.stateId) {
      this.answers.push({ fault: p.fault, ms: Date.now() - p.sentAt, applied: true });
      this.acknowledge(p, 'answer');
    }
    this.maybeAct();
  }

  private onRefused(m: { code: string; message: string }): void {
    const p = this.pending;
    const fault = p && !p.unanswered ? p.fault : this.fault();
    this.refusals.push({ fault, who: this.who, refusal: { kind: 'error', code: m.code, message: m.message } });
    if (p && !p.unanswered && p.connection === this.connection) {
      this.answers.push({ fault: p.fault, ms: Date.now() - p.sentAt, applied: false });
      this.pending = null;
      this.notBefore = Date.now() + this.pace.retryMs;
    }
    this.maybeAct();
  }

  /** Not applied, and the game has moved on: the player is told so (here: counted). */
  private report(p: Pending): void {
    this.dropOutcomes.push({ fault: p.fault, outcome: 'reported' });
    this.pending = null;
  }

  private acknowledge(p: Pending, via: Acknowledged['via']): void {
    this.acknowledged.push({ roomId: this.roomId, stateId: p.stateId, action: p.action, via, fault: p.fault });
    this.pending = null;
  }

  // ------------------------------------------------------------------------------------ acting

  private canAct(): boolean {
    return !this.closed && this.pending === null && this.toAct;
  }

  private maybeAct(): void {
    if (!this.playing || this.timer || !this.canAct()) return;
    const delay = Math.max(this.pace.thinkMs, this.notBefore - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.playing && this.canAct()) this.send();
    }, delay);
  }

  /** Sends `action` (else the first of the legal list that is not an undo) for the current state. */
  private send(action?: Action, fault = this.fault()): void {
    const room = this.room;
    const chosen = action ?? this.legal?.actions.find((a) => a.type !== 'undo');
    if (!room || !chosen) return;
    const stateId = stateIdOf(room);
    this.pending = {
      stateId,
      action: chosen,
      sentAt: Date.now(),
      connection: this.connection,
      fault,
      unanswered: false,
      awaitingLegal: false,
    };
    room.send('action', { stateId, action: chosen });
  }
}
