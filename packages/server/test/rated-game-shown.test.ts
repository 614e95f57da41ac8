/**
 * A rated game says it is rated where players see it: in its lobby listing and in the room state
 * both seats (and spectators) decode; an unrated game says nothing. At its end the rating answer
 * carries each seat's rating before and after, which the end screen shows for both players.
 */
import { matchMaker } from '@colyseus/core';
import { GameListingMetadataSchema } from '@stronghold/protocol';
import { profileOf, signUp } from './helpers/accounts-http';
import { createGame, joinGame, useTestServer } from './helpers/harness';
import { concede, EVERY_RESULT_COUNTS, gameRating, ratedGame } from './helpers/rated-games';

jest.setTimeout(60_000);

const srv = useTestServer({ ratingRules: EVERY_RESULT_COUNTS });

const listing = async (roomId: string) => GameListingMetadataSchema.parse((await matchMaker.query({ roomId }))[0]?.metadata);

test("a rated game is marked rated in the lobby and the room state; its end carries both players' rating changes", async () => {
  const g = await ratedGame(srv, await signUp(srv.url, 'Rated_Iris'), await signUp(srv.url, 'Rated_Dan'));
  expect((await listing(g.roomId)).rated).toBe(true);
  const watcher = await joinGame(srv.url, g.roomId, { spectate: true });
  for (const p of [g.i, g.d, watcher]) expect(p.state.rated).toBe(true);
  await concede(g, 'defender');
  const rating = await gameRating(srv, g.roomId);
  const iris = (await profileOf(srv.url, 'Rated_Iris')).ratings.overall.rating;
  const dan = (await profileOf(srv.url, 'Rated_Dan')).ratings.overall.rating;
  expect(iris).toBeGreaterThan(1500);
  expect(dan).toBeLessThan(1500);
  expect(rating).toEqual({ state: 'rated', overall: { invader: { before: 1500, after: iris }, defender: { before: 1500, after: dan } } });
  await Promise.all([g.i.room.leave(), g.d.room.leave(), watcher.room.leave()]);
});

test('an unrated game is not marked rated', async () => {
  const p = await createGame(srv.url, { side: 'invader', name: 'Casual' });
  expect((await listing(p.room.roomId)).rated).toBeUndefined();
  expect(p.state.rated).toBe(false);
  await p.room.leave();
});
