/**
 * What the status bar says about each seat's player (logic/presence.ts): an absent player "away
 * since" the moment they left, the waiting line while they are to act, the offer of their seat
 * once the server says it may be made, and a seat the computer plays said so.
 */
import type { RoomMeta } from '../src/logic/view-adapter';
import { awayFor, presenceOf, type PresenceWords } from '../src/logic/presence';
import { playerName, t } from '../src/i18n';

const WORDS: PresenceWords = { playerName, t, clockTime: (ms) => new Date(ms).toISOString().slice(11, 16) };
const LEFT = Date.UTC(2026, 0, 1, 12, 2);

type Player = RoomMeta['players']['invader'];
const person = (name: string, o: Partial<Player> = {}): Player => ({
  name,
  connected: true,
  clockMs: -1,
  clockRunning: false,
  computer: '',
  awaySince: 0,
  offerable: false,
  account: false,
  accountDeleted: false,
  ...o,
});
const meta = (invader: Player, defender: Player): RoomMeta => ({
  players: { invader, defender },
  spectators: 0,
  status: 'playing',
  roomCode: 'X',
  rated: false,
});

test('both here: plain names, no line, no offer', () => {
  const p = presenceOf(meta(person('Alice'), person('Bob')), 'defender', 'invader', LEFT, WORDS);
  expect(p.seats.invader).toEqual({ name: 'Alice', away: '', standIn: false });
  expect(p.line).toBe('');
  expect(p.offer).toBeNull();
});

test('the player to act left: away since the time they left, and the line waits for them with a running duration', () => {
  const m = meta(person('Alice', { connected: false, awaySince: LEFT }), person('Bob'));
  const p = presenceOf(m, 'defender', 'invader', LEFT + 2 * 60_000 + 5_000, WORDS);
  expect(p.seats.invader.away).toBe('away since 12:02');
  expect(p.line).toBe('Waiting for Alice (away 2 min)');
  expect(presenceOf(m, 'defender', 'invader', LEFT + 40_000, WORDS).line).toBe('Waiting for Alice (away 40 s)');
  // Not the one to act: said to be away, not waited for.
  expect(presenceOf(m, 'defender', 'defender', LEFT + 40_000, WORDS).line).toBe('Alice is away (40 s)');
  expect(p.offer).toBeNull();
});

test('the reader is not told to wait for themselves, and a spectator is never offered a seat', () => {
  const m = meta(person('Alice', { connected: false, awaySince: LEFT, offerable: true }), person('Bob'));
  expect(presenceOf(m, 'invader', 'invader', LEFT + 1000, WORDS).line).toBe('');
  expect(presenceOf(m, 'spectator', 'invader', LEFT + 1000, WORDS).offer).toBeNull();
  expect(presenceOf(m, 'defender', 'invader', LEFT + 1000, WORDS).offer).toEqual({ seat: 'invader', name: 'Alice' });
});

test('a person the computer plays for is named with it; a computer seat keeps its own name', () => {
  const m = meta(person('Alice', { computer: 'normal', awaySince: LEFT }), person('Computer (Normal)', { computer: 'normal' }));
  const p = presenceOf(m, 'defender', 'invader', LEFT + 1000, WORDS);
  expect(p.seats.invader).toEqual({ name: 'Alice – played by the computer', away: '', standIn: true });
  expect(p.seats.defender).toEqual({ name: 'Computer (Normal)', away: '', standIn: false });
  expect(p.line).toBe('');
});

test('durations: seconds, minutes, hours and minutes', () => {
  expect(awayFor(59_999, WORDS)).toBe('59 s');
  expect(awayFor(60_000, WORDS)).toBe('1 min');
  expect(awayFor(3_600_000 + 5 * 60_000, WORDS)).toBe('1 h 5 min');
});
