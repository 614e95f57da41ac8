/**
 * What the browser remembers across reloads: the player's name and a seat token per room. The
 * seats of a game server other than the page's own (`?server=`, net/server-address.ts) are kept
 * apart under that server's host, so a link to another server is never handed this site's tokens.
 */
import { isRecord, keysStartingWith, readItem, readJson, removeItem, writeItem, writeJson } from '../local-store';

const NAME_KEY = 'stronghold.name';
/** `server`: '' for the page's own server, else the other server's host. */
const tokenPrefix = (server: string) => (server ? `stronghold.seat@${server}.` : 'stronghold.seat.');
const TOKEN_KEY = (roomId: string, server: string) => `${tokenPrefix(server)}${roomId}`;

export interface StoredSeat {
  seat: 'invader' | 'defender';
  token: string;
  at: number;
}

export function loadName(): string {
  return readItem(NAME_KEY) ?? '';
}

/** Kept as typed: a name over the limit is refused where it is used (logic/name-limits.ts), never cut. */
export function saveName(name: string): void {
  writeItem(NAME_KEY, name.trim());
}

/** A stored seat is read back by its token (what a rejoin needs); an entry without one is none. */
const isStoredSeat = (v: unknown): v is StoredSeat => isRecord(v) && typeof v.token === 'string';

export function loadSeat(roomId: string, server = ''): StoredSeat | null {
  const v = readJson(TOKEN_KEY(roomId, server));
  return isStoredSeat(v) ? v : null;
}

export function saveSeat(roomId: string, seat: StoredSeat['seat'], token: string, server = ''): void {
  writeJson(TOKEN_KEY(roomId, server), { seat, token, at: Date.now() });
}

export function forgetSeat(roomId: string, server = ''): void {
  removeItem(TOKEN_KEY(roomId, server));
}

export function forgetSeats(roomIds: readonly string[]): void {
  for (const id of roomIds) forgetSeat(id);
}

/** Rooms this browser holds a seat in (most recent first), for "Your games" on the home screen. */
export function mySeats(server = ''): { roomId: string; seat: StoredSeat }[] {
  const out: { roomId: string; seat: StoredSeat }[] = [];
  const prefix = tokenPrefix(server);
  for (const k of keysStartingWith(prefix)) {
    const roomId = k.slice(prefix.length);
    const seat = loadSeat(roomId, server);
    if (seat) out.push({ roomId, seat });
  }
  return out.sort((a, b) => b.seat.at - a.seat.at);
}
