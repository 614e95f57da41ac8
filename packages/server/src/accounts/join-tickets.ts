/**
 * Join tickets: what a signed-in browser hands the matchmaker instead of its 90-day session. The
 * Colyseus SDK copies `client.auth.token` into the room's WebSocket URL (`?_authToken=`), where
 * proxies and access logs keep it; a ticket is good for one matchmaking request, for seconds, for
 * one account and one game (or one kind of request), so a copy of it in a log is worth nothing.
 *
 * Tickets live in Colyseus's presence (in memory in one process, Redis with several), so one issued
 * by any process is redeemed by whichever process the matchmaking request reaches. Only the
 * ticket's SHA-256 is stored. Redeeming takes the ticket out with `hdel`, which exactly one caller
 * wins, so a ticket raced by two requests admits one of them; any presentation uses it up. Each
 * account's live tickets are indexed in the presence too, so that no account holds more than a
 * few over every process (a new one drops its oldest), and a few accounts cannot fill the table.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Presence } from '@colyseus/core';
import type { JoinTicketRequest } from '@stronghold/protocol';
import { RateLimiter, type RateLimit } from '../security/rate-limiter';

/** How long a ticket is good for: the client asks for it right before its matchmaking request. */
export const JOIN_TICKET_LIFETIME_MS = 30_000;
/** Tickets issued and not yet redeemed, over every process; past it, expired ones are swept out first. */
export const MAX_LIVE_JOIN_TICKETS = 10_000;
/** Live tickets one account may hold over every process: issuing one more drops its oldest. */
export const JOIN_TICKETS_LIVE_PER_ACCOUNT = 5;
/** Tickets one account may ask for, per process: a burst, then one a second. */
export const JOIN_TICKETS_PER_ACCOUNT: RateLimit = { capacity: 30, perSecond: 1 };
/** Accounts whose ticket rate is remembered at once (per process); the oldest is forgotten past it. */
const MAX_TRACKED_ACCOUNTS = 10_000;
/** The presence hash: ticket digest -> TicketRecord as JSON. */
const TICKETS_KEY = 'stronghold:join-tickets';
/** The presence hash of one account's tickets: ticket digest -> its expiry (ms since the epoch). */
const accountKey = (accountId: string): string => `stronghold:join-tickets:account:${accountId}`;

/** What a ticket is bound to: one game (`joinById`) or the method of a request that picks its room itself. */
export type JoinTicketScope = JoinTicketRequest;

interface TicketRecord {
  accountId: string;
  method: JoinTicketScope['method'];
  roomId: string | null;
  expiresAt: number;
}

export interface IssuedTicket {
  ticket: string;
  expiresInSeconds: number;
}

/** A redeemed ticket's account, or the refusal the matchmaking request gets (its message starts `bad_ticket:`). */
export type Redemption = { ok: true; accountId: string } | { ok: false; message: string };

/** Why no ticket was issued: too many asked for (this account, or all of them), and when to ask again. */
export interface TicketRefusal {
  retryAfterMs: number;
}

export interface JoinTicketOptions {
  lifetimeMs?: number;
  /** The clock that dates tickets and decides their expiry (tests move it instead of waiting). */
  now?: () => number;
  maxLive?: number;
  /** Live tickets one account may hold over every process (default JOIN_TICKETS_LIVE_PER_ACCOUNT). */
  livePerAccount?: number;
  perAccount?: RateLimit;
}

const UNKNOWN = 'bad_ticket: this join ticket is unknown or was used already; ask for a new one';
const EXPIRED = 'bad_ticket: this join ticket has expired; ask for a new one';

const digest = (ticket: string): string => createHash('sha256').update(ticket, 'utf8').digest('hex');
const wellFormed = (ticket: string): boolean => /^[A-Za-z0-9_-]{20,200}$/.test(ticket);
const roomOf = (scope: JoinTicketScope): string | null => (scope.method === 'joinById' ? scope.roomId : null);

function recordOf(raw: string): TicketRecord | null {
  try {
    const r = JSON.parse(raw) as Partial<TicketRecord>;
    return typeof r.accountId === 'string' && typeof r.method === 'string' && typeof r.expiresAt === 'number'
      ? { accountId: r.accountId, method: r.method, roomId: typeof r.roomId === 'string' ? r.roomId : null, expiresAt: r.expiresAt }
      : null;
  } catch {
    return null;
  }
}

export class JoinTickets {
  readonly lifetimeMs: number;
  private readonly now: () => number;
  private readonly maxLive: number;
  private readonly livePerAccount: number;
  private readonly perAccount: RateLimit;
  private readonly rates = new Map<string, RateLimiter>();
  /** The account a matchmaking request's ticket gave, by the request's options object (see `redeemFor`). */
  private readonly redeemedBy = new WeakMap<object, string>();

  constructor(
    private readonly presence: () => Presence,
    options: JoinTicketOptions = {},
  ) {
    this.lifetimeMs = options.lifetimeMs ?? JOIN_TICKET_LIFETIME_MS;
    this.now = options.now ?? Date.now;
    this.maxLive = options.maxLive ?? MAX_LIVE_JOIN_TICKETS;
    this.livePerAccount = options.livePerAccount ?? JOIN_TICKETS_LIVE_PER_ACCOUNT;
    this.perAccount = options.perAccount ?? JOIN_TICKETS_PER_ACCOUNT;
  }

  /** A new ticket of `accountId` for `scope`, or a refusal when too many are being asked for. */
  async issue(accountId: string, scope: JoinTicketScope): Promise<IssuedTicket | TicketRefusal> {
    const rate = this.rateOf(accountId);
    if (!rate.take()) return { retryAfterMs: rate.msUntilNext() };
    const presence = this.presence();
    if ((await presence.hlen(TICKETS_KEY)) >= this.maxLive && (await this.sweep()) >= this.maxLive) {
      return { retryAfterMs: this.lifetimeMs };
    }
    const ticket = randomBytes(32).toString('base64url');
    const record: TicketRecord = { accountId, method: scope.method, roomId: roomOf(scope), expiresAt: this.now() + this.lifetimeMs };
    const key = digest(ticket);
    await presence.hset(TICKETS_KEY, key, JSON.stringify(record));
    await presence.hset(accountKey(accountId), key, String(record.expiresAt));
    await this.dropOldest(accountId, key);
    return { ticket, expiresInSeconds: Math.floor(this.lifetimeMs / 1000) };
  }

  /**
   * Keeps the account's `key` and its newest other live tickets up to `livePerAccount`: the older
   * ones are used up (as a redemption would); expired ones leave the account's index (the table's
   * sweep takes them out). Run after the new ticket is stored, by every process in the same order
   * (expiry, then digest), so that parallel issues end with no more than the limit.
   */
  private async dropOldest(accountId: string, key: string): Promise<void> {
    const presence = this.presence();
    const t = this.now();
    const index = accountKey(accountId);
    const others = Object.entries(await presence.hgetall(index))
      .filter(([k]) => k !== key)
      .map(([k, expiresAt]) => ({ k, expiresAt: Number(expiresAt) }))
      .sort((a, b) => b.expiresAt - a.expiresAt || (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
    const live = others.filter((o) => o.expiresAt >= t);
    for (const { k } of live.slice(Math.max(0, this.livePerAccount - 1))) {
      await presence.hdel(TICKETS_KEY, k);
      await presence.hdel(index, k);
    }
    for (const { k, expiresAt } of others) if (!(expiresAt >= t)) await presence.hdel(index, k);
  }

  /** Uses `ticket` up and says whose it is, if it was issued for `scope` and has not expired. */
  async redeem(ticket: string, scope: JoinTicketScope): Promise<Redemption> {
    if (!wellFormed(ticket)) return { ok: false, message: UNKNOWN };
    const presence = this.presence();
    const key = digest(ticket);
    const raw = await presence.hget(TICKETS_KEY, key);
    // hdel answers true to one caller only: a ticket two requests present at once admits one.
    if (raw === null || !(await presence.hdel(TICKETS_KEY, key))) return { ok: false, message: UNKNOWN };
    const record = recordOf(raw);
    if (record) await presence.hdel(accountKey(record.accountId), key);
    if (!record || this.now() > record.expiresAt) return { ok: false, message: EXPIRED };
    if (record.method !== scope.method || record.roomId !== roomOf(scope)) {
      const what = record.method === 'joinById' ? 'another game' : `a ${record.method} request`;
      return { ok: false, message: `bad_ticket: this join ticket is for ${what}; ask for one for this request` };
    }
    return { ok: true, accountId: record.accountId };
  }

  /**
   * `redeem` for one matchmaking request, whose options object carries the ticket. Colyseus runs
   * `onAuth` again for the same request when `join` / `joinOrCreate` retry after the room they
   * found filled up: the same options object then gets the account its ticket gave the first time.
   */
  async redeemFor(request: object, ticket: string | undefined, scope: JoinTicketScope): Promise<Redemption | undefined> {
    const known = this.redeemedBy.get(request);
    if (known !== undefined) return { ok: true, accountId: known };
    if (ticket === undefined) return undefined;
    const r = await this.redeem(ticket, scope);
    if (r.ok) this.redeemedBy.set(request, r.accountId);
    return r;
  }

  /** Deletes the expired tickets; the number still live. */
  private async sweep(): Promise<number> {
    const presence = this.presence();
    const t = this.now();
    let live = 0;
    for (const [key, raw] of Object.entries(await presence.hgetall(TICKETS_KEY))) {
      const record = recordOf(raw);
      if (record && t <= record.expiresAt) live++;
      else {
        await presence.hdel(TICKETS_KEY, key);
        if (record) await presence.hdel(accountKey(record.accountId), key);
      }
    }
    return live;
  }

  private rateOf(accountId: string): RateLimiter {
    let rate = this.rates.get(accountId);
    if (!rate) {
      if (this.rates.size >= MAX_TRACKED_ACCOUNTS) {
        const oldest = this.rates.keys().next();
        if (!oldest.done) this.rates.delete(oldest.value);
      }
      rate = new RateLimiter(this.perAccount, this.now);
      this.rates.set(accountId, rate);
    }
    return rate;
  }
}
