/** What the browser remembers across reloads: the player's name and a seat token per room. */
import { isRecord, keysStartingWith, readItem, readJson, removeItem, writeItem, writeJson } from '../local-store';

const NAME_KEY = 'stronghold.name';
const TOKEN_PREFIX = 'stronghold.seat.';
const TOKEN_KEY = (roomId: string) => `${TOKEN_PREFIX}${roomId}`;

export interface StoredSeat {
  seat: 'invader' | 'defender';
  token: string;
  at: number;
}

export function loadName(): string {
  return readItem(NAME_KEY) ?? '';
}

export function saveName(name: string): void {
  writeItem(NAME_KEY, name.trim().slice(0, 24));
}

/** A stored seat is read back by its token (what a rejoin needs); an entry without one is none. */
const isStoredSeat = (v: unknown): v is StoredSeat => isRecord(v) && typeof v.token === 'string';

export function loadSeat(roomId: string): StoredSeat | null {
  const v = readJson(TOKEN_KEY(roomId));
  return isStoredSeat(v) ? v : null;
}

export function saveSeat(roomId: string, seat: StoredSeat['seat'], token: string): void {
  writeJson(TOKEN_KEY(roomId), { seat, token, at: Date.now() });
}

export function forgetSeat(roomId: string): void {
  removeItem(TOKEN_KEY(roomId));
}

/** Rooms this browser holds a seat in (most recent first), for "Your games" on the home screen. */
export function mySeats(): { roomId: string; seat: StoredSeat }[] {
  const out: { roomId: string; seat: StoredSeat }[] = [];
  for (const k of keysStartingWith(TOKEN_PREFIX)) {
    const roomId = k.slice(TOKEN_PREFIX.length);
    const seat = loadSeat(roomId);
    if (seat) out.push({ roomId, seat });
  }
  return out.sort((a, b) => b.seat.at - a.seat.at);
}
