/**
 * Rated games ended too early, over real sockets and HTTP against a started server with the
 * production rules (ratings/rating-rules.ts): a rated game conceded before each side made its
 * decisions moves no rating (the farming attack: fresh accounts from one address each conceding
 * at once) and says why; one played long enough moves both ratings, and leaves them provisional.
 */
import type { Profile } from '@stronghold/protocol';
import { MIN_DECISIONS_PER_SIDE, PROVISIONAL_RD } from '../src/ratings/rating-rules';
import { api, profileOf, signUp } from './helpers/accounts-http';
import { gameOf, useTestServer } from './helpers/harness';
import { board, concede, gameRating, playDecisions, ratedGame } from './helpers/rated-games';

jest.setTimeout(120_000);

const srv = useTestServer({ reconnectSeconds: 1, absentGraceSeconds: 60 });

const overall = (p: Profile) => p.ratings.overall;

test('the farming attack: three fresh accounts from one address each concede a rated game before any move; the winner stays at 1500 and nobody is rated', async () => {
  const farmer = await signUp(srv.url, 'Farmer');
  const games: string[] = [];
  for (const name of ['Sheep_1', 'Sheep_2', 'Sheep_3']) {
    const g = await ratedGame(srv, farmer, await signUp(srv.url, name));
    await concede(g, 'defender');
    // The game is over (a concession), but it is not rated, and the answer says why.
    expect(g.d.state.status).toBe('ended');
    expect(gameOf(g.roomId).winner).toMatchObject({ seat: 'invader' });
    expect(await gameRating(srv, g.roomId)).toEqual({
      state: 'not_rated',
      reason: 'too_few_decisions',
      rules: { minDecisionsPerSide: MIN_DECISIONS_PER_SIDE, pairResultsPerWindow: 3, pairWindowHours: 24 },
    });
    games.push(g.roomId);
    await Promise.all([g.i.room.leave(), g.d.room.leave()]);
  }

  const winner = await profileOf(srv.url, 'Farmer');
  for (const kind of ['invader', 'defender', 'overall'] as const)
    expect(winner.ratings[kind]).toEqual({ rating: 1500, rd: 350, games: 0, history: [], provisional: true });
  // The profile lists the games won, each marked rated but not counted, with the reason.
  expect(winner.stats.invader).toEqual({ played: 3, won: 3 });
  expect(winner.recent.map((g) => [g.gameId, g.rated, g.notRated])).toEqual(games.reverse().map((id) => [id, true, 'too_few_decisions']));
  expect(overall(await profileOf(srv.url, 'Sheep_1'))).toMatchObject({ rating: 1500, rd: 350, games: 0 });
  expect((await board(srv)).players.map((p) => p.name)).not.toContain('Farmer');
});

test(`a rated game in which each side made ${MIN_DECISIONS_PER_SIDE} decisions of its own still moves both ratings when one concedes`, async () => {
  const g = await ratedGame(srv, await signUp(srv.url, 'Played_Ivan'), await signUp(srv.url, 'Played_Dora'));
  const made = await playDecisions(g, MIN_DECISIONS_PER_SIDE, 7);
  expect(Math.min(made.invader, made.defender)).toBeGreaterThanOrEqual(MIN_DECISIONS_PER_SIDE);
  await concede(g, 'defender');
  const rating = await gameRating(srv, g.roomId);
  expect(rating.state).toBe('rated');
  const ivan = overall(await profileOf(srv.url, 'Played_Ivan'));
  const dora = overall(await profileOf(srv.url, 'Played_Dora'));
  expect(ivan.games).toBe(1);
  expect(ivan.rating).toBeGreaterThan(1500);
  expect(dora.rating).toBeLessThan(1500);
  // One game leaves a deviation of about 290: provisional on the profile, off the leaderboard.
  expect(ivan).toMatchObject({ provisional: true });
  expect(rating).toEqual({
    state: 'rated',
    overall: { invader: { before: 1500, after: ivan.rating }, defender: { before: 1500, after: dora.rating } },
  });
  const answer = await board(srv);
  expect(answer.provisionalRd).toBe(PROVISIONAL_RD);
  expect(answer.players.map((p) => p.name)).not.toContain('Played_Ivan');
  await Promise.all([g.i.room.leave(), g.d.room.leave()]);
});

test('the rating answer of a game that is not rated, or unknown, says so', async () => {
  expect(await gameRating(srv, 'no-such-game')).toEqual({ state: 'unrated' });
  expect((await api(srv.url, 'GET', '/api/games/bad%20id/rating')).status).toBe(404);
});
