/**
 * What the players are told about each seat's player (docs/client.md "An absent player"): the
 * name on the seat chip (a computer seat in the reader's words, a person the computer stands in
 * for, "away since 12:02" in local time), the status line while the player to act is away
 * ("Waiting for Alice (away 2 min)"), and whether the reader may offer the absent seat to the
 * computer (the server says when: `offerable`, in a game without a clock). Pure: the time and
 * the words are given.
 */
import type { Seat, Viewer } from '@stronghold/rules';
import { COMPUTER_LEVELS, computerName } from '@stronghold/protocol';
import type { RoomMeta } from './view-adapter';

export interface SeatPresence {
  /** The name as shown on the chip. */
  name: string;
  /** "away since 12:02" (or "away" when the moment is not known), '' while the player is here. */
  away: string;
  /** A person's seat the computer plays now. */
  standIn: boolean;
}

export interface Presence {
  seats: Record<Seat, SeatPresence>;
  /** "Waiting for Alice (away 2 min)" / "Alice is away (40 s)", or '' when nobody the reader waits for is away. */
  line: string;
  /** The reader's opponent whose seat they may offer to the computer now, by name. */
  offer: { seat: Seat; name: string } | null;
}

/** The words presence needs, in the reader's language. */
export interface PresenceWords {
  /** A player's name as shown (a computer seat's name in the reader's words). */
  playerName(name: string): string;
  t(key: string, params?: Record<string, unknown>): string;
  /** "12:02" in the reader's local time. */
  clockTime(ms: number): string;
}

const SEATS = ['invader', 'defender'] as const;

/** "40 s", "2 min", "1 h 5 min". */
export function awayFor(ms: number, w: Pick<PresenceWords, 't'>): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return w.t('presence.seconds', { n: s });
  const min = Math.floor(s / 60);
  if (min < 60) return w.t('presence.minutes', { n: min });
  return w.t('presence.hours', { n: Math.floor(min / 60), m: min % 60 });
}

/**
 * Whether the computer plays a person's seat for now (their seat taken over while they are away),
 * not a seat the game gave it from the start, which carries the computer's own name.
 */
export function computerStandsIn(p: { name: string; computer: string }): boolean {
  return p.computer !== '' && !COMPUTER_LEVELS.some((l) => computerName(l) === p.name);
}

/** Who is away and what the reader may do about it, as of `now` (the reader's clock). */
export function presenceOf(meta: RoomMeta, reader: Viewer, actor: Seat | null, now: number, w: PresenceWords): Presence {
  const seats = {} as Record<Seat, SeatPresence>;
  let line = '';
  let offer: Presence['offer'] = null;
  for (const seat of SEATS) {
    const p = meta.players[seat];
    const shown = w.playerName(p.name);
    const standIn = computerStandsIn(p);
    const gone = meta.status === 'playing' && p.name !== '' && !p.connected && p.computer === '';
    seats[seat] = {
      name: standIn ? w.t('presence.playedByComputer', { name: p.name }) : shown,
      away: gone ? (p.awaySince > 0 ? w.t('presence.awaySince', { time: w.clockTime(p.awaySince) }) : w.t('presence.away')) : '',
      standIn,
    };
    if (!gone || seat === reader) continue;
    const duration = p.awaySince > 0 ? awayFor(now - p.awaySince, w) : '';
    if (duration) line = w.t(actor === seat ? 'presence.waitingFor' : 'presence.isAway', { name: shown, duration });
    if (p.offerable && reader !== 'spectator') offer = { seat, name: shown };
  }
  return { seats, line, offer };
}
