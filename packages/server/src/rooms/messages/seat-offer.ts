/**
 * `offerSeatToComputer`: in a game without a clock, the present player lets the computer play
 * the seat of a player away past the grace period (seat-control.ts decides whether it may).
 */
import { OfferSeatMessageSchema, type ErrorMessage } from '@stronghold/protocol';
import type { Viewer } from '../game-log';
import type { RoomHost, StrongholdClient } from '../room-host';

export function onOfferSeat(room: RoomHost, client: StrongholdClient, message: unknown): void {
  const data = client.userData;
  if (!data) return;
  const refused = seatOffer(room, data.seat, message);
  if (refused) room.sendError(client, refused);
}

/** The seat offer of `asker`'s message, or why it is refused. */
function seatOffer(room: RoomHost, asker: Viewer, message: unknown): ErrorMessage | null {
  if (!OfferSeatMessageSchema.safeParse(message ?? {}).success) return { code: 'bad_message', message: 'offerSeatToComputer is {}.' };
  if (asker === 'spectator') return { code: 'spectator', message: 'Spectators cannot offer a seat.' };
  if (room.status() !== 'playing') return { code: 'game_over', message: 'The game is not being played.' };
  return room.control.offerSeat(asker);
}
