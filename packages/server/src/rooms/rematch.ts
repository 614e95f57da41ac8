/**
 * Rematch: once a game has ended, each player may ask (`rematch`); when both have, a new game
 * with the same players and the sides swapped, and every option of the old one (name, privacy,
 * password, clock), is created in this process, its seats already
 * owned by fresh tokens, and each player is told its room id, seat and token. The new room takes the
 * owners through a server-made nonce (never from a client), like a restore. Seats that accounts
 * held stay the accounts' (swapped with the sides), and a rated game's rematch is rated.
 */
import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import type { Seat } from '@stronghold/rules';
import type { TimeControl } from '@stronghold/protocol';
import { hashSeatToken, newSeatToken } from '../seats/tokens';
import type { SeatOwner } from './seats';

export const other = (s: Seat): Seat => (s === 'invader' ? 'defender' : 'invader');

/**
 * What the new room takes from the old one besides its create options: the owners of its seats and
 * the old game's password hash (a rematch is as closed to others as the game it follows).
 */
export interface RematchTerms {
  owners: Record<Seat, SeatOwner>;
  passwordHash: string | null;
  /** The accounts holding the new game's seats (by new seat). */
  accounts: Partial<Record<Seat, string>>;
}

/** Nonce -> the new game's terms (the room that reads it deletes it). */
export type RematchSeats = Map<string, RematchTerms>;

export class RematchVotes {
  private readonly asked = new Set<Seat>();
  /** Records the ask; true when both seats have now asked. */
  ask(seat: Seat): boolean {
    this.asked.add(seat);
    return this.asked.size === 2;
  }
  list(): Seat[] {
    return [...this.asked].sort();
  }
}

export interface RematchFrom {
  roomName: string;
  gameName: string;
  private: boolean;
  creatorSide: Seat;
  names: Record<Seat, string>;
  /** The old game's clock, kept as it was (none when absent). */
  timeControl?: TimeControl;
  passwordHash: string | null;
  /** The accounts that held the old game's seats (by old seat). */
  accounts: Partial<Record<Seat, string>>;
  rated: boolean;
}

/** Where each player of the old game plays the new one (by their old seat). */
export type RematchInvitations = Record<Seat, { roomId: string; seat: Seat; token: string }>;

/** Creates the new game; returns, for each old seat, the new game's room, that player's new seat and token. */
export async function createRematch(seats: RematchSeats, from: RematchFrom): Promise<RematchInvitations> {
  const tokens: Record<Seat, string> = { invader: newSeatToken(), defender: newSeatToken() };
  // The old Invader is the new Defender and the other way round.
  const owners: Record<Seat, SeatOwner> = {
    invader: { tokenHash: hashSeatToken(tokens.defender), name: from.names.defender },
    defender: { tokenHash: hashSeatToken(tokens.invader), name: from.names.invader },
  };
  const accounts: Partial<Record<Seat, string>> = {
    ...(from.accounts.defender ? { invader: from.accounts.defender } : {}),
    ...(from.accounts.invader ? { defender: from.accounts.invader } : {}),
  };
  const nonce = randomBytes(16).toString('hex');
  seats.set(nonce, { owners, passwordHash: from.passwordHash, accounts });
  try {
    const room = await matchMaker.handleCreateRoom(from.roomName, {
      side: other(from.creatorSide),
      private: from.private,
      name: from.names[from.creatorSide],
      gameName: from.gameName,
      ...(from.timeControl ? { timeControl: from.timeControl } : {}),
      // Rated again only between the same two accounts.
      ...(from.rated && accounts.invader && accounts.defender ? { rated: true } : {}),
      __rematch: nonce,
    });
    return {
      invader: { roomId: room.roomId, seat: 'defender', token: tokens.invader },
      defender: { roomId: room.roomId, seat: 'invader', token: tokens.defender },
    };
  } finally {
    seats.delete(nonce);
  }
}
