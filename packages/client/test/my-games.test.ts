import type { GameStanding } from '@stronghold/protocol';
import { sortMyGames, timeLeft, type HeldSeat } from '../src/logic/my-games';

const H = 3_600_000;
const standing = (id: string, o: Partial<GameStanding> = {}): GameStanding => ({
  id,
  name: `Game ${id}`,
  status: 'playing',
  winner: null,
  toAct: 'invader',
  turn: 2,
  clock: { kind: 'none', leftMs: null, deadline: null },
  ...o,
});
const corr = (leftMs: number): GameStanding['clock'] => ({ kind: 'correspondence', leftMs, deadline: 1e12 + leftMs });

test('games where my seat must decide wait for me, soonest deadline first; those without a clock after them', () => {
  const mine: HeldSeat[] = [
    { roomId: 'free', seat: 'invader' },
    { roomId: 'late', seat: 'defender' },
    { roomId: 'soon', seat: 'invader' },
    { roomId: 'theirs', seat: 'invader' },
    { roomId: 'free2', seat: 'defender' },
  ];
  const sorted = sortMyGames(
    mine,
    [
      standing('free'),
      standing('late', { toAct: 'defender', clock: corr(20 * H) }),
      standing('soon', { clock: corr(2 * H) }),
      standing('theirs', { toAct: 'defender', clock: corr(1 * H) }),
      standing('free2', { toAct: 'defender' }),
    ],
    5_000,
  );
  expect(sorted.waiting.map((w) => [w.roomId, w.deadline])).toEqual([
    ['soon', 5_000 + 2 * H],
    ['late', 5_000 + 20 * H],
    ['free', null],
    ['free2', null],
  ]);
  // The deadline counts from when the answer came, not the server's own clock.
  expect(sorted.current).toEqual([
    { roomId: 'theirs', seat: 'invader', standing: expect.objectContaining({ id: 'theirs' }) as unknown, mark: 'theirs' },
  ]);
  expect(sorted.finished).toEqual([]);
});

test('other current games keep my order with their mark; finished games say my result', () => {
  const mine: HeldSeat[] = [
    { roomId: 'unknown', seat: 'invader' },
    { roomId: 'open', seat: 'invader' },
    { roomId: 'won', seat: 'defender' },
    { roomId: 'lost', seat: 'invader' },
    { roomId: 'gone', seat: 'invader' },
    { roomId: 'theirs', seat: 'defender' },
  ];
  const sorted = sortMyGames(
    mine,
    [
      standing('open', { status: 'waiting', toAct: null }),
      standing('won', { status: 'ended', toAct: null, winner: { seat: 'defender', reason: 'sunrise' } }),
      standing('lost', { status: 'ended', toAct: null, winner: { seat: 'defender', reason: 'sunrise' } }),
      standing('gone', { status: 'abandoned', toAct: null }),
      standing('theirs', { toAct: 'invader' }),
    ],
    0,
  );
  expect(sorted.waiting).toEqual([]);
  expect(sorted.current.map((c) => [c.roomId, c.mark])).toEqual([
    ['unknown', null],
    ['open', 'unstarted'],
    ['theirs', 'theirs'],
  ]);
  expect(sorted.finished.map((f) => [f.roomId, f.result])).toEqual([
    ['won', 'won'],
    ['lost', 'lost'],
    ['gone', 'abandoned'],
  ]);
});

test('a seat of mine in a game the server has not answered for yet is current, not waiting', () => {
  expect(sortMyGames([{ roomId: 'x', seat: 'invader' }], [], 0)).toEqual({
    waiting: [],
    current: [{ roomId: 'x', seat: 'invader', mark: null }],
    finished: [],
  });
});

test('time left in hours and minutes, rounded down, never negative', () => {
  expect(timeLeft(23 * H + 59 * 60_000 + 59_999, 0)).toEqual({ hours: 23, minutes: 59 });
  expect(timeLeft(59_999, 0)).toEqual({ hours: 0, minutes: 0 });
  expect(timeLeft(0, 10_000)).toEqual({ hours: 0, minutes: 0 });
});
