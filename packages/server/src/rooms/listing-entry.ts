/** A room's entry in the lobby (the protocol's `GameListingMetadata`): what a player choosing a game sees of it. */
import type { GameListingMetadata } from '@stronghold/protocol';
import type { RoomHost } from './room-host';

export function listingEntry(room: RoomHost): GameListingMetadata {
  const options = room.options();
  const game = room.game();
  const status = room.status();
  return {
    name: options.name,
    invader: room.seats.owners.invader?.name ?? '',
    defender: room.seats.owners.defender?.name ?? '',
    invaderAccount: room.state.players.invader.account,
    defenderAccount: room.state.players.defender.account,
    spectators: room.seats.spectators,
    turn: game.turn,
    phase: game.phase,
    status: status === 'playing' || status === 'waiting' ? status : 'ended',
    hasPassword: options.hasPassword,
    ...(options.rated ? { rated: true } : {}),
  };
}
