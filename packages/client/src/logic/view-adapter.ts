/**
 * The room state (Colyseus schema as plain JSON, `toJSON()`) to the GameView a seat sees, and the
 * room's players. The mapping is the protocol's (one contract for server, client and tests); these
 * are the client's names for it.
 */
import { type PlayerRef, type WirePlayer } from '@stronghold/protocol';

export { gameViewFromWire as toGameView, roomMetaFromWire as roomMeta, type RoomMeta } from '@stronghold/protocol';

/**
 * Whom a seat's name stands for, when not plain text: the account a person plays it under (its
 * name links to its profile) or a deleted account ("deleted player", no link); null for a guest,
 * the computer (also when it stands in for an account) and a free seat, whose names stay text.
 */
export function seatAccountRef(player: Pick<WirePlayer, 'name' | 'account' | 'computer' | 'accountDeleted'>): PlayerRef | null {
  if (player.computer !== '') return null;
  if (player.accountDeleted) return { kind: 'deleted' };
  return player.account && player.name !== '' ? { kind: 'account', name: player.name } : null;
}
