/**
 * The room state (Colyseus schema as plain JSON, `toJSON()`) to the GameView a seat sees. The
 * mapping is the protocol's (one contract for server, client and tests); these are the client's
 * names for it.
 */
import type { PlayerRef, WirePlayer } from '@stronghold/rules/protocol';

export { gameViewFromWire as toGameView, roomMetaFromWire as roomMeta, type RoomMeta } from '@stronghold/rules/protocol';

/**
 * The account whose profile a seat's name links to: a seat a signed-in account holds and a
 * person plays (the computer standing in for them is named as the computer); null for a guest,
 * the computer and a free seat, whose names stay plain text.
 */
export function seatAccountRef(player: Pick<WirePlayer, 'name' | 'account' | 'computer'>): PlayerRef | null {
  return player.account && player.computer === '' && player.name !== '' ? { kind: 'account', name: player.name } : null;
}
