/**
 * Rated games between two accounts over real sockets, played and conceded, and what the server
 * then says of ratings (`GET /api/games/:id/rating`, the leaderboard): shared by the rating tests.
 */
import {
  GameRatingResponseSchema,
  LeaderboardResponseSchema,
  type GameRating,
  type LeaderboardEntry,
  type LeaderboardKind,
} from '@stronghold/protocol';
import { mulberry32, pickOne } from '../../src/testing';
import { api } from './accounts-http';
import { createGameAs, gameOf, joinGameAs, sleep, type Player, type TestServer } from './harness';

export type Seat = 'invader' | 'defender';

/** A rated game between two accounts, both seated and playing. */
export async function ratedGame(s: TestServer, inv: string, def: string): Promise<{ i: Player; d: Player; roomId: string }> {
  const i = await createGameAs(s.url, inv, { side: 'invader', rated: true });
  const d = await joinGameAs(s.url, def, i.room.roomId, {});
  await d.waitFor(() => d.state.status === 'playing', 'playing');
  return { i, d, roomId: i.room.roomId };
}

/** `p` (holding `seat`) concedes; resolves once the game has ended for both. */
export async function concede(g: { i: Player; d: Player; roomId: string }, seat: Seat): Promise<void> {
  const p = seat === 'invader' ? g.i : g.d;
  p.room.send('action', { stateId: gameOf(g.roomId).stateId, action: { type: 'concede', seat } });
  await Promise.all([g.i, g.d].map((x) => x.waitFor(() => x.state.status === 'ended', 'ended')));
}

/** Each seat's player makes random legal decisions (no undo) until both made at least `n`. */
export async function playDecisions(g: { i: Player; d: Player; roomId: string }, n: number, seed: number): Promise<Record<Seat, number>> {
  const rnd = mulberry32(seed);
  const made: Record<Seat, number> = { invader: 0, defender: 0 };
  for (let steps = 0; made.invader < n || made.defender < n; steps++) {
    expect(steps).toBeLessThan(2000);
    const toAct = gameOf(g.roomId).toAct;
    expect(toAct).not.toBeNull();
    const seat = toAct as Seat;
    const p = seat === 'invader' ? g.i : g.d;
    const at = gameOf(g.roomId).stateId;
    await p.waitFor(() => p.legal?.stateId === at, `${seat}'s legal list`);
    const action = pickOne(
      p.legalActions.filter((a) => a.type !== 'undo'),
      rnd,
    );
    p.room.send('action', { stateId: at, action });
    await p.waitFor(() => p.stateId > at, `${seat}'s decision applied`);
    made[seat]++;
  }
  expect(gameOf(g.roomId).winner).toBeNull();
  return made;
}

/** What the game's end did to ratings, once it is recorded (just after the end reaches the players). */
export async function gameRating(s: TestServer, roomId: string): Promise<GameRating> {
  const ask = async (): Promise<GameRating> =>
    GameRatingResponseSchema.parse((await api(s.url, 'GET', `/api/games/${roomId}/rating`)).body).rating;
  let r = await ask();
  for (let i = 0; i < 50 && r.state === 'pending'; i++) {
    await sleep(100);
    r = await ask();
  }
  return r;
}

export async function board(
  s: TestServer,
  kind: LeaderboardKind = 'overall',
): Promise<{ players: LeaderboardEntry[]; provisionalRd: number }> {
  return LeaderboardResponseSchema.parse((await api(s.url, 'GET', `/api/players?board=${kind}&limit=100`)).body);
}

/**
 * Rules under which every rated result counts and every rating is established at once: for the
 * tests of how results are recorded (accounts-*.test.ts), not of when they count.
 */
export const EVERY_RESULT_COUNTS = { minDecisionsPerSide: 0, pairResultsPerWindow: 1_000_000, provisionalRd: 1_000_000 };
