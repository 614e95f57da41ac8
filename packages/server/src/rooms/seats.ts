/**
 * Seats of one room and reconnection: who owns each seat (a token hash and a name), which
 * connection holds it now, the reconnection Colyseus keeps open for a dropped socket, and the
 * spectator count. The creator takes their side, the next player the other seat, everyone after
 * watches (at most MAX_SPECTATORS). A token takes its seat back at any time; a second connection
 * with it replaces the first.
 */
import type { Deferred } from '@colyseus/core';
import type { Seat } from '@stronghold/rules';
import { hashSeatToken, newSeatToken, seatTokenMatches } from '../seats/tokens';
import type { Viewer } from './game-log';

export const SEATS: readonly Seat[] = ['invader', 'defender'];
export const MAX_SPECTATORS = 50;

export interface SeatOwner {
  tokenHash: string;
  name: string;
}

export const defaultName = (v: Viewer): string => v.charAt(0).toUpperCase() + v.slice(1);

export class Seats<C> {
  readonly owners: Record<Seat, SeatOwner | null> = { invader: null, defender: null };
  /** The connection that holds each seat now. */
  readonly holders: Record<Seat, C | null> = { invader: null, defender: null };
  private readonly pendingReconnect: Record<Seat, Deferred<C> | null> = { invader: null, defender: null };
  spectators = 0;

  /** The seat whose owner `token` is, if any (constant-time per seat). */
  seatOfToken(token: string): Seat | undefined {
    return SEATS.find((s) => seatTokenMatches(token, this.owners[s]?.tokenHash));
  }

  /** A connection holds the seat now. */
  held(seat: Seat): boolean {
    return this.holders[seat] !== null;
  }

  freeSeats(): Seat[] {
    return SEATS.filter((s) => !this.owners[s]);
  }

  bothOwned(): boolean {
    return !!this.owners.invader && !!this.owners.defender;
  }

  /** A newcomer takes a free seat (`preferred` when free); null when none is free. The token is returned once. */
  claim(preferred: Seat, name: string | undefined): { seat: Seat; token: string; owner: SeatOwner } | null {
    const free = this.freeSeats();
    const seat = free.includes(preferred) ? preferred : free[0];
    if (!seat) return null;
    const token = newSeatToken();
    const owner = { tokenHash: hashSeatToken(token), name: name || defaultName(seat) };
    this.owners[seat] = owner;
    return { seat, token, owner };
  }

  /**
   * Frees the seat for a client that presents its token: ends a pending reconnection and returns
   * the connection that held the seat (the caller tells it it was replaced and closes it).
   */
  takeOver(seat: Seat): C | null {
    this.endReconnection(seat, 'replaced');
    const old = this.holders[seat];
    this.holders[seat] = null;
    return old;
  }

  /** Ends a pending reconnection of the seat (its wait resolves with no connection). */
  endReconnection(seat: Seat, why: string): void {
    const pending = this.pendingReconnect[seat];
    if (!pending) return;
    this.pendingReconnect[seat] = null;
    // Colyseus types `reject` as Function; allowReconnection may have handed back a Deferred of an
    // already rejected promise (client not joined yet), which has none.
    const reject = pending.reject as ((reason: Error) => void) | undefined;
    reject?.(new Error(why));
  }

  /** The owner of a seat that must have one (a connection holds it, or the computer plays it). */
  ownerOf(seat: Seat): SeatOwner {
    const owner = this.owners[seat];
    if (!owner) throw new Error(`the ${seat} seat has no owner`);
    return owner;
  }

  /** Keeps the seat for the same session while it reconnects; resolves with the new connection, or null. */
  async awaitReconnection(seat: Seat, reconnection: Deferred<C>): Promise<C | null> {
    this.pendingReconnect[seat] = reconnection;
    try {
      const client = await reconnection;
      this.holders[seat] = client;
      return client;
    } catch {
      return null;
    } finally {
      if (this.pendingReconnect[seat] === reconnection) this.pendingReconnect[seat] = null;
    }
  }
}
