/** What the browser remembers across reloads: the player's name and a seat token per room. */

const NAME_KEY = 'stronghold.name';
const TOKEN_KEY = (roomId: string) => `stronghold.seat.${roomId}`;

export interface StoredSeat {
  seat: 'invader' | 'defender';
  token: string;
  at: number;
}

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function loadName(): string {
  return store()?.getItem(NAME_KEY) ?? '';
}

export function saveName(name: string): void {
  store()?.setItem(NAME_KEY, name.trim().slice(0, 24));
}

export function loadSeat(roomId: string): StoredSeat | null {
  const raw = store()?.getItem(TOKEN_KEY(roomId));
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as StoredSeat;
    return v && typeof v.token === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function saveSeat(roomId: string, seat: StoredSeat['seat'], token: string): void {
  store()?.setItem(TOKEN_KEY(roomId), JSON.stringify({ seat, token, at: Date.now() }));
}

export function forgetSeat(roomId: string): void {
  store()?.removeItem(TOKEN_KEY(roomId));
}

/** Rooms this browser holds a seat in (most recent first), for "Your games" on the home screen. */
export function mySeats(): { roomId: string; seat: StoredSeat }[] {
  const s = store();
  if (!s) return [];
  const out: { roomId: string; seat: StoredSeat }[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (!k?.startsWith('stronghold.seat.')) continue;
    const roomId = k.slice('stronghold.seat.'.length);
    const seat = loadSeat(roomId);
    if (seat) out.push({ roomId, seat });
  }
  return out.sort((a, b) => b.seat.at - a.seat.at);
}
