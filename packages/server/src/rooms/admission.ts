/**
 * Who may reserve a place in a room, decided when the place is reserved (the matchmaking HTTP
 * request), not later when the WebSocket connects: a reservation holds a place for the seat
 * reservation time, so one made without the right secret could keep the rightful players out.
 *
 * - A seat token is checked first: its owner is always admitted, whatever else is reserved.
 *   Then a signed-in account (named by the request's single-use join ticket, or by its session
 *   as the Bearer token) that holds a seat of the game takes it back the same way, without a token.
 * - A rated game seats only accounts: a guest may watch it, not take its open seat.
 * - A game with a password admits nobody else without it.
 * - Everyone else is a newcomer (takes a free seat when it connects, or watches); newcomers'
 *   places are bounded: spectators (connected + reserved) up to MAX_SPECTATORS, and at most
 *   MAX_PENDING_PER_ADDRESS unconsumed reservations per client address.
 * - Wrong tokens and passwords are throttled (security/attempt-throttle.ts): per room and
 *   address for both, per room as a whole for passwords (a 192-bit token cannot be guessed,
 *   and a per-room count of token failures would let anyone lock the owners out). A request
 *   without any password is refused at once and not counted: it guesses nothing.
 */
import { generateId, matchMaker, ServerError, type AuthContext } from '@colyseus/core';
import type { Seat } from '@stronghold/rules';
import {
  ACCOUNT_REQUIRED_REFUSAL,
  CreateRoomOptionsSchema,
  JOIN_REFUSALS,
  JOIN_TICKET_OPTION,
  JOIN_TICKET_REFUSAL,
  JoinRoomOptionsSchema,
} from '@stronghold/protocol';
import { AccountFailure } from '../accounts/account-failure';
import type { JoinTickets, JoinTicketScope } from '../accounts/join-tickets';
import { matchmakingAddress } from '../security/client-address';
import { verifyPassword } from '../security/password';
import { AttemptThrottle, type AttemptOutcome } from '../security/attempt-throttle';
import type { RoomContext } from './room-context';
import { MAX_SPECTATORS, type Seats } from './seats';
import { optionsIssue } from './options-issue';

/** Unconsumed reservations one address may hold in one room at a time (newcomers only). */
export const MAX_PENDING_PER_ADDRESS = 4;
/** Beyond the seat reservation time, how long an admission waits for its connection (the matchmaking reply's way back). */
const ADMISSION_MARGIN_MS = 2_000;

/**
 * What a reservation carries to `onJoin` (Colyseus's `client.auth`). Its `sessionId` becomes the
 * reservation's (Colyseus reserves the place under the session id that `onAuth` returns).
 */
export interface Admission {
  sessionId: string;
  address: string;
  /** The signed-in account of the request (its seat is recorded for it). */
  account?: SignedInAccount;
  /** Set when a valid seat token was presented. */
  seat?: Seat;
  name?: string;
  spectate: boolean;
}

/** The answer to a join request: an admission, or a refusal with the text the client sees. */
export type AdmissionVerdict = { ok: true; admission: Admission } | { ok: false; code: number; message: string };

export interface GuessThrottles {
  /** Per room and client address: seat tokens and passwords. */
  address: AttemptThrottle;
  /** Per room: passwords. */
  room: AttemptThrottle;
}

/** An account a matchmaking request was signed in as: its id and name (never its session). */
export interface SignedInAccount {
  id: string;
  name: string;
}

/** What admission needs to know about its room. */
export interface AdmissionRoom<C> {
  roomId: string;
  passwordHash: string | null;
  seats: Seats<C>;
  /** Only accounts take its seats. */
  rated: boolean;
  /** The seat `accountId` holds in this game, if any (the store's account seats). */
  seatOfAccount(accountId: string): Promise<Seat | undefined>;
  /** The account holding `seat`, if any. */
  accountOfSeat(seat: Seat): Promise<string | undefined>;
}

const refuse = (code: number, message: string): AdmissionVerdict => ({ ok: false, code, message });
const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

export class Admissions<C> {
  /**
   * Admitted by a join request and not yet taken by a connection (onJoin): each holds a place
   * until it is taken or its reservation has lapsed.
   */
  private readonly admitted = new Map<string, { admission: Admission; at: number }>();
  private readonly ttlMs: number;
  private creatorExpected = false;

  constructor(
    private readonly room: AdmissionRoom<C>,
    private readonly throttles: GuessThrottles,
    seatReservationSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.ttlMs = seatReservationSeconds * 1000 + ADMISSION_MARGIN_MS;
  }

  async admit(
    rawOptions: unknown,
    address: string,
    account?: SignedInAccount,
    sessionId: string = generateId(),
  ): Promise<AdmissionVerdict> {
    const parsed = JoinRoomOptionsSchema.safeParse(rawOptions ?? {});
    if (!parsed.success) return refuse(JOIN_REFUSALS.bad_options, `bad join options${optionsIssue(parsed.error)}`);
    const o = parsed.data;
    const addressKey = `${this.room.roomId}|${address}`;

    if (o.token) {
      const token = o.token;
      let seat: Seat | undefined;
      const outcome = await AttemptThrottle.attempt([[this.throttles.address, addressKey]], () => {
        seat = this.room.seats.seatOfToken(token);
        return seat !== undefined;
      });
      if (outcome.kind !== 'passed') return refusal(outcome, 'bad_token: this token holds no seat in this game');
      if (!seat) return refuse(JOIN_REFUSALS.bad_token, 'bad_token: this token holds no seat in this game');
      // A seat an account holds is taken back by that account's session, not by a token alone:
      // signing out (or everywhere, or an operator's disabling) then really ends that browser's hold.
      const holder = await this.room.accountOfSeat(seat);
      if (holder !== undefined && holder !== account?.id) {
        return refuse(ACCOUNT_REQUIRED_REFUSAL, 'account_required: this seat belongs to an account; sign in as that player to take it');
      }
      return this.register({ sessionId, address, seat, name: o.name, spectate: false, ...(account ? { account } : {}) });
    }
    if (account && !o.spectate) {
      const held = await this.room.seatOfAccount(account.id);
      if (held) return this.register({ sessionId, address, seat: held, name: account.name, spectate: false, account });
    }

    const hash = this.room.passwordHash;
    // No password at all is no guess: refused at once, without scrypt and without counting (so
    // anonymous requests cannot make the room's throttle slow down its password holders).
    if (hash && !o.password) return refuse(JOIN_REFUSALS.bad_password, 'bad_password: this game needs its password');
    if (hash) {
      const outcome = await AttemptThrottle.attempt(
        [
          [this.throttles.address, addressKey],
          [this.throttles.room, this.room.roomId],
        ],
        () => verifyPassword(o.password ?? '', hash),
      );
      if (outcome.kind !== 'passed') return refusal(outcome, 'bad_password');
    }

    const admission: Admission = {
      sessionId,
      address,
      name: account?.name ?? o.name,
      spectate: o.spectate === true,
      ...(account ? { account } : {}),
    };
    if (this.room.rated && !account && !admission.spectate && this.room.seats.freeSeats().length > 0) {
      return refuse(ACCOUNT_REQUIRED_REFUSAL, 'account_required: a rated game seats only signed-in players; sign in, or watch');
    }
    const pending = this.pending();
    if (pending.filter((a) => a.address === address && !a.seat).length >= MAX_PENDING_PER_ADDRESS) {
      return refuse(JOIN_REFUSALS.rate_limited, `rate_limited: too many joins from your address at once; retry after 1 s`);
    }
    const watches = admission.spectate || this.room.seats.freeSeats().length === 0;
    if (watches) {
      const reservedSpectators = pending.filter((a) => !a.seat && (a.spectate || this.room.seats.freeSeats().length === 0)).length;
      if (this.room.seats.spectators + reservedSpectators >= MAX_SPECTATORS) {
        return refuse(JOIN_REFUSALS.room_full, 'room_full: no seat and no spectator place left');
      }
    }
    return this.register(admission);
  }

  /** The next connection whose request carried no admission (create, joinOrCreate) is the new room's creator's. */
  expectCreator(): void {
    this.creatorExpected = true;
  }

  /**
   * The admission of a connection that consumes its reservation: the one its request was given
   * (joinById); the creator's, for the first connection of a room made from a player's options;
   * for `join` / `joinOrCreate`, which picked this room after their request, one made now.
   * Throws the refusal (Colyseus sends it to the client and closes the connection).
   */
  async forConnection(sessionId: string, auth: Admission | CreatorAuth | undefined, options: unknown): Promise<Admission> {
    const admitted = this.take(sessionId);
    if (admitted) return admitted;
    if (!auth || 'sessionId' in auth) {
      throw new ServerError(JOIN_REFUSALS.expired, 'expired: the place reserved for this connection has lapsed; join again');
    }
    // Only a `create` request's connection takes the creator's place: a `join` / `joinOrCreate`
    // that finds the new room before its creator connects is admitted like anyone else.
    if (this.creatorExpected && auth.creates) {
      this.creatorExpected = false;
      const o = CreateRoomOptionsSchema.safeParse(options ?? {});
      const name = auth.account?.name ?? (o.success ? o.data.name : undefined);
      return { sessionId, address: auth.address, name, spectate: false, ...(auth.account ? { account: auth.account } : {}) };
    }
    const verdict = await this.admit(options, auth.address, auth.account, sessionId);
    this.take(sessionId);
    if (!verdict.ok) throw new ServerError(verdict.code, verdict.message);
    return verdict.admission;
  }

  /** The admission made for `sessionId` by a join request, taken once (by the connection that consumes its reservation). */
  take(sessionId: string): Admission | undefined {
    this.expire();
    const a = this.admitted.get(sessionId);
    this.admitted.delete(sessionId);
    return a?.admission;
  }

  private register(admission: Admission): AdmissionVerdict {
    this.admitted.set(admission.sessionId, { admission, at: this.now() });
    return { ok: true, admission };
  }

  /** Admitted places not yet taken by a connection. */
  private pending(): Admission[] {
    this.expire();
    return [...this.admitted.values()].map((a) => a.admission);
  }

  private expire(): void {
    const t = this.now();
    for (const [id, a] of this.admitted) if (t - a.at > this.ttlMs) this.admitted.delete(id);
  }
}

function refusal(outcome: Exclude<AttemptOutcome, { kind: 'passed' }>, wrong: string): AdmissionVerdict {
  if (outcome.kind === 'throttled') {
    return refuse(JOIN_REFUSALS.rate_limited, `rate_limited: too many failed attempts; retry after ${seconds(outcome.retryAfterMs)} s`);
  }
  const next = outcome.retryAfterMs > 0 ? `; the next attempt is answered after ${seconds(outcome.retryAfterMs)} s` : '';
  return refuse(wrong.startsWith('bad_token') ? JOIN_REFUSALS.bad_token : JOIN_REFUSALS.bad_password, `${wrong}${next}`);
}

/**
 * What `create`, `join` and `joinOrCreate` carry to `onJoin`, where the room was not known when
 * the request was admitted: the creator of a new room takes its side; anyone else is admitted
 * there, when the connection comes.
 */
export interface CreatorAuth {
  address: string;
  /** The signed-in account of the request. */
  account?: SignedInAccount;
  /** Set for `create` only: the request made a new room, so its connection is the creator's. */
  creates?: true;
}

/**
 * The room's static `onAuth`: runs in every matchmaking request, before any place is reserved.
 * Finds the client's address, counts game creations, and for `joinById` asks the room (in
 * whichever process hosts it) whether this client may have a place: the admission it returns
 * (with its session id) is what Colyseus reserves. `join` and `joinOrCreate` choose their room
 * after this, so the room admits those when their connection comes (onJoin).
 */
export async function admitMatchmaking(
  ctx: RoomContext,
  options: unknown,
  context: AuthContext | undefined,
  tickets: JoinTickets,
): Promise<Admission | CreatorAuth> {
  const address = matchmakingAddress(context, ctx.trustProxy);
  const { method, target } = matchmakeRequest(requestUrl(context));
  const account = await requestAccount(ctx, tickets, options, context?.token, ticketScope(method, target));
  const rated = typeof options === 'object' && options !== null && (options as { rated?: unknown }).rated === true;
  if (rated && !account && (method === 'create' || method === 'joinOrCreate')) {
    throw new ServerError(ACCOUNT_REQUIRED_REFUSAL, 'account_required: only a signed-in player can create a rated game');
  }
  if (method === 'create' || method === 'joinOrCreate') {
    const waitMs = ctx.creations.take(address);
    if (waitMs > 0) {
      const { perAddress, windowSeconds } = ctx.creations.config;
      throw new ServerError(
        JOIN_REFUSALS.rate_limited,
        `too_many_games: at most ${perAddress} new games per ${windowSeconds} s from one address; retry after ${seconds(waitMs)} s`,
      );
    }
  }
  if (method === 'create') {
    // Refused before a room exists (a room whose onCreate throws leaves Colyseus timers behind).
    const parsed = CreateRoomOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) throw new ServerError(JOIN_REFUSALS.bad_options, `bad create options${optionsIssue(parsed.error)}`);
    if (parsed.data.opponent && parsed.data.exhibition) throw new ServerError(JOIN_REFUSALS.bad_options, 'bad create options');
    if (parsed.data.rated && (parsed.data.opponent || parsed.data.exhibition))
      throw new ServerError(JOIN_REFUSALS.bad_options, 'bad create options: a game against the computer is never rated');
    return { address, creates: true, ...(account ? { account } : {}) };
  }
  if (method === 'joinById' && target) {
    const verdict = (await matchMaker.remoteRoomCall(target, 'admitJoin', [options ?? {}, address, account])) as AdmissionVerdict;
    if (!verdict.ok) throw new ServerError(verdict.code, verdict.message);
    return verdict.admission;
  }
  return { address, ...(account ? { account } : {}) };
}

/** What a join ticket must have been issued for to admit this matchmaking request (none for other requests). */
function ticketScope(method: string | undefined, target: string | undefined): JoinTicketScope | undefined {
  if (method === 'joinById' && target) return { method, roomId: target };
  return method === 'create' || method === 'join' || method === 'joinOrCreate' ? { method } : undefined;
}

/**
 * The account of a matchmaking request: the one its join ticket names (the web client's way: the
 * ticket travels in the request's body and is used up here), else the one of its Bearer session
 * (an SDK client that sets `client.auth.token`, which the SDK also copies into the WebSocket URL),
 * else none. The ticket is taken out of the options, so the room never sees or stores it. A ticket
 * that does not hold, or whose account differs from the session's, is refused: never a guest.
 */
async function requestAccount(
  ctx: RoomContext,
  tickets: JoinTickets,
  options: unknown,
  token: string | undefined,
  scope: JoinTicketScope | undefined,
): Promise<SignedInAccount | undefined> {
  const request = typeof options === 'object' && options !== null ? (options as { [JOIN_TICKET_OPTION]?: unknown }) : undefined;
  const raw = request?.joinTicket;
  if (request) delete request.joinTicket;
  const ticket = raw === undefined ? undefined : typeof raw === 'string' ? raw : '';
  const redemption =
    request && scope
      ? await tickets.redeemFor(request, ticket, scope)
      : ticket !== undefined
        ? { ok: false as const, message: 'bad_ticket: a join ticket is not taken by this request' }
        : undefined;
  if (!redemption) return signedInAccount(ctx, token);
  if (!redemption.ok) throw new ServerError(JOIN_TICKET_REFUSAL, redemption.message);
  const account = await liveAccount(ctx, redemption.accountId);
  if (token && (await signedInAccount(ctx, token))?.id !== account.id) {
    throw new ServerError(JOIN_TICKET_REFUSAL, "bad_ticket: this join ticket is another account's than this request's session");
  }
  return account;
}

/** A ticket's account, if it may still play (it may have been disabled or deleted since the ticket was issued). */
async function liveAccount(ctx: RoomContext, id: string): Promise<SignedInAccount> {
  const a = await ctx.accounts.store.accountById(id);
  if (!a || a.deletedAt !== null) throw accountRefusal(new AccountFailure('unauthorized', 'This session has ended; sign in again.'));
  if (a.disabledAt !== null) throw accountRefusal(new AccountFailure('account_disabled', 'This account is disabled.'));
  return { id: a.id, name: a.name };
}

const accountRefusal = (e: AccountFailure): ServerError => new ServerError(e.status, `${e.code}: ${e.message}`);

/**
 * The account of the request's session (the SDK's `client.auth.token`, sent as a Bearer header),
 * or none without one; a session that is no longer valid is refused, not taken for a guest.
 */
async function signedInAccount(ctx: RoomContext, token: string | undefined): Promise<SignedInAccount | undefined> {
  if (!token) return undefined;
  try {
    const a = await ctx.accounts.authenticate(token);
    return { id: a.id, name: a.name };
  } catch (e) {
    if (e instanceof AccountFailure) throw accountRefusal(e);
    throw e;
  }
}

/** The matchmaking request's URL (Colyseus hands `onAuth` the fetch `Request`). */
export function requestUrl(context: AuthContext | undefined): string | undefined {
  const req: unknown = context?.req;
  return req && typeof req === 'object' && 'url' in req && typeof req.url === 'string' ? req.url : undefined;
}

/** The method and room name / id of a Colyseus matchmaking request (`/matchmake/<method>/<target>`). */
export function matchmakeRequest(url: string | undefined): { method?: string; target?: string } {
  if (!url) return {};
  const parts = (url.split('?')[0] ?? '').split('/').filter(Boolean);
  const i = parts.indexOf('matchmake');
  return i < 0 ? {} : { method: parts[i + 1], target: parts[i + 2] };
}
