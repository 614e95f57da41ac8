/** The live list of public games, kept from the LobbyRoom's 'rooms' / '+' / '-' messages. Pure. */
import { GameListingMetadataSchema, type GameListingMetadata, type PlayerRef } from '@stronghold/protocol';

/** A listed game: its room, how many are connected, and the metadata its room publishes. */
export type GameListing = { roomId: string; clients: number } & GameListingMetadata;

interface RoomAvailableLike {
  roomId: string;
  clients?: number;
  name?: string;
  metadata?: unknown;
}

/** The listing of a room, or null when its metadata is not a game's (nothing to show). */
export function listingOf(r: RoomAvailableLike): GameListing | null {
  const m = GameListingMetadataSchema.safeParse(r.metadata);
  return m.success ? { roomId: r.roomId, clients: r.clients ?? 0, ...m.data } : null;
}

const isRoom = (r: unknown): r is RoomAvailableLike =>
  typeof r === 'object' && r !== null && 'roomId' in r && typeof r.roomId === 'string' && r.roomId !== '';

/** Apply one lobby message to the list. A malformed payload leaves it unchanged. */
export function lobbyReduce(list: GameListing[], type: 'rooms' | '+' | '-', payload: unknown): GameListing[] {
  if (type === 'rooms')
    return Array.isArray(payload)
      ? payload.flatMap((r: unknown) => {
          const entry = isRoom(r) ? listingOf(r) : null;
          return entry ? [entry] : [];
        })
      : list;
  if (type === '+') {
    if (!Array.isArray(payload) || payload.length < 2) return list;
    const [roomId, room] = payload as [string, RoomAvailableLike];
    const entry = listingOf({ ...room, roomId });
    const i = list.findIndex((l) => l.roomId === roomId);
    if (!entry) return i >= 0 ? list.filter((l) => l.roomId !== roomId) : list;
    return i >= 0 ? list.map((l, j) => (j === i ? entry : l)) : [...list, entry];
  }
  // '-': the room is gone.
  return list.filter((l) => l.roomId !== payload);
}

/** The account whose profile a listed game's seat name links to; null for a guest, the computer and a free seat. */
export function listingAccountRef(l: GameListing, side: 'invader' | 'defender'): PlayerRef | null {
  const name = l[side];
  return l[`${side}Account`] === true && name !== '' ? { kind: 'account', name } : null;
}

/** The free seat of a listed game, if any. */
export function freeSeat(l: GameListing): 'invader' | 'defender' | null {
  if (!l.invader) return 'invader';
  if (!l.defender) return 'defender';
  return null;
}

/**
 * What a listed game's seat button does: `back` when this browser holds a seat of the game (the
 * join takes that seat back with its token, whatever seat the listing shows free), else `join`
 * the free seat; null with no free seat.
 */
export function seatButton(l: GameListing, held: boolean): { kind: 'back' } | { kind: 'join'; seat: 'invader' | 'defender' } | null {
  const seat = freeSeat(l);
  if (!seat) return null;
  return held ? { kind: 'back' } : { kind: 'join', seat };
}

/** The order the lobby shows: games with an open seat first (to join), then games to watch; otherwise as listed. */
export function lobbyOrder(list: readonly GameListing[]): GameListing[] {
  const open = (l: GameListing) => l.status !== 'ended' && freeSeat(l) !== null;
  return [...list.filter(open), ...list.filter((l) => !open(l))];
}
