/**
 * The room state (Colyseus schema as plain JSON, `toJSON()`) to the GameView a seat sees. The
 * mapping is the protocol's (one contract for server, client and tests); these are the client's
 * names for it, and the seats' account markers read with the deleted account in mind.
 */
import { roomMetaFromWire, type PlayerRef, type RoomMeta as WireRoomMeta, type WirePlayer } from '@stronghold/rules/protocol';

export { gameViewFromWire as toGameView } from '@stronghold/rules/protocol';

type Seat = keyof WireRoomMeta['players'];

/** A seat as the client shows it: the protocol's player, and whether its account was deleted. */
export interface SeatMeta extends WirePlayer {
  /** The account that held the seat was deleted: its name is not shown, nor linked (absent: not deleted). */
  deleted?: boolean;
}

export interface RoomMeta extends Omit<WireRoomMeta, 'players'> {
  players: Record<Seat, SeatMeta>;
}

/** Players, spectator count, status and code from the decoded room state. */
export function roomMeta(state: unknown): RoomMeta {
  const meta = roomMetaFromWire(state);
  // Marked only when deleted: every other seat is the protocol's player as it was.
  const seat = (s: Seat): SeatMeta => ({ ...meta.players[s], ...(meta.players[s].accountDeleted ? { deleted: true } : {}) });
  return { ...meta, players: { invader: seat('invader'), defender: seat('defender') } };
}

/**
 * Whom a seat's name stands for, when not plain text: the account a person plays it under (its
 * name links to its profile) or a deleted account ("deleted player", no link); null for a guest,
 * the computer (also when it stands in for an account) and a free seat, whose names stay text.
 */
export function seatAccountRef(player: Pick<SeatMeta, 'name' | 'account' | 'computer' | 'deleted'>): PlayerRef | null {
  if (player.computer !== '') return null;
  if (player.deleted) return { kind: 'deleted' };
  return player.account && player.name !== '' ? { kind: 'account', name: player.name } : null;
}
