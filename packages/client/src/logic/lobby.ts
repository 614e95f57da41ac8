/** The live list of public games, kept from the LobbyRoom's 'rooms' / '+' / '-' messages. Pure. */

export interface GameListing {
  roomId: string;
  clients: number;
  name: string;
  invader: string;
  defender: string;
  spectators: number;
  turn: number;
  phase: string;
  status: 'waiting' | 'playing' | 'ended' | string;
  hasPassword: boolean;
}

interface RoomAvailableLike {
  roomId: string;
  clients?: number;
  name?: string;
  metadata?: Record<string, unknown> | null;
}

export function listingOf(r: RoomAvailableLike): GameListing {
  const m = r.metadata ?? {};
  return {
    roomId: r.roomId,
    clients: r.clients ?? 0,
    name: String(m.name ?? ''),
    invader: String(m.invader ?? ''),
    defender: String(m.defender ?? ''),
    spectators: Number(m.spectators ?? 0),
    turn: Number(m.turn ?? 0),
    phase: String(m.phase ?? ''),
    status: String(m.status ?? 'waiting'),
    hasPassword: Boolean(m.hasPassword),
  };
}

/** Apply one lobby message to the list. Unknown types leave it unchanged. */
export function lobbyReduce(list: GameListing[], type: 'rooms' | '+' | '-', payload: unknown): GameListing[] {
  if (type === 'rooms') return Array.isArray(payload) ? (payload as RoomAvailableLike[]).filter((r) => r && r.roomId).map(listingOf) : list;
  if (type === '+') {
    if (!Array.isArray(payload) || payload.length < 2) return list;
    const [roomId, room] = payload as [string, RoomAvailableLike];
    const entry = listingOf({ ...room, roomId });
    const i = list.findIndex((l) => l.roomId === roomId);
    return i >= 0 ? list.map((l, j) => (j === i ? entry : l)) : [...list, entry];
  }
  if (type === '-') return list.filter((l) => l.roomId !== payload);
  return list;
}

/** The free seat of a listed game, if any. */
export function freeSeat(l: GameListing): 'invader' | 'defender' | null {
  if (!l.invader) return 'invader';
  if (!l.defender) return 'defender';
  return null;
}
