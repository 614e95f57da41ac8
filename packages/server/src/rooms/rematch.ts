/**
 * Rematch: once a game has ended, each player may ask (`rematch`); when both have, a new game
 * with the same players and the sides swapped is created in this process, its seats already
 * owned by fresh tokens, and each player is told its room id and token. The new room takes the
 * owners through a server-made nonce (never from a client), like a restore.
 */
import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import type { Seat } from '@stronghold/rules';
import { hashSeatToken, newSeatToken } from '../seats/tokens';
import type { SeatOwner } from './seats';

export const other = (s: Seat): Seat => (s === 'invader' ? 'defender' : 'invader');

/** Nonce -> the owners of the new game's seats (the room that reads it deletes it). */
export type RematchSeats = Map<string, Record<Seat, SeatOwner>>;

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
}

/** Creates the new game; returns its room id and each old seat's token in it (by old seat). */
export async function createRematch(seats: RematchSeats, from: RematchFrom): Promise<{ roomId: string; tokens: Record<Seat, string> }> {
  const tokens: Record<Seat, string> = { invader: newSeatToken(), defender: newSeatToken() };
  // The old Invader is the new Defender and the other way round.
  const owners: Record<Seat, SeatOwner> = {
    invader: { tokenHash: hashSeatToken(tokens.defender), name: from.names.defender },
    defender: { tokenHash: hashSeatToken(tokens.invader), name: from.names.invader },
  };
  const nonce = randomBytes(16).toString('hex');
  seats.set(nonce, owners);
  try {
    const room = await matchMaker.handleCreateRoom(from.roomName, {
      side: other(from.creatorSide),
      private: from.private,
      name: from.names[from.creatorSide],
      gameName: from.gameName,
      __rematch: nonce,
    });
    return { roomId: room.roomId, tokens };
  } finally {
    seats.delete(nonce);
  }
}
