/**
 * Repeated results and provisional ratings, over real sockets and HTTP against a started server
 * whose rules (ratings/rating-rules.ts, through `AppOptions.ratingRules`) let any game count, one
 * result per pair a day, and call a rating provisional at a deviation of 270 or more (reached
 * after two games instead of the production bound's dozen): results between the same two accounts
 * beyond the window's allowance move nothing; a provisional rating is marked and kept off the
 * leaderboard until its deviation falls below the bound.
 */
import type { Profile } from '@stronghold/protocol';
import { AccountStore } from '../src/persistence/account-store';
import { profileOf, signUp } from './helpers/accounts-http';
import { useTestServer } from './helpers/harness';
import { board, concede, gameRating, ratedGame } from './helpers/rated-games';

jest.setTimeout(120_000);

const LOOSE_PROVISIONAL_RD = 270;
const loose = useTestServer({
  reconnectSeconds: 1,
  absentGraceSeconds: 60,
  ratingRules: { minDecisionsPerSide: 0, pairResultsPerWindow: 1, provisionalRd: LOOSE_PROVISIONAL_RD },
});

const overall = (p: Profile) => p.ratings.overall;

test("results between the same two accounts beyond the window's allowance move nothing, whichever side each plays; another pair is not held back", async () => {
  const ann = await signUp(loose.url, 'Pair_Ann');
  const ben = await signUp(loose.url, 'Pair_Ben');
  const first = await ratedGame(loose, ann, ben);
  await concede(first, 'defender');
  expect((await gameRating(loose, first.roomId)).state).toBe('rated');
  const afterFirst = await profileOf(loose.url, 'Pair_Ann');
  expect(overall(afterFirst).games).toBe(1);

  // The same two accounts again, sides swapped: over, recorded, not rated.
  const again = await ratedGame(loose, ben, ann);
  await concede(again, 'defender');
  expect(await gameRating(loose, again.roomId)).toMatchObject({ state: 'not_rated', reason: 'repeated_pairing' });
  const ann2 = await profileOf(loose.url, 'Pair_Ann');
  expect(ann2.ratings).toEqual(afterFirst.ratings);
  expect(ann2.recent[0]).toMatchObject({ gameId: again.roomId, rated: true, won: false, notRated: 'repeated_pairing' });
  expect(ann2.recent[1]).toMatchObject({ gameId: first.roomId, rated: true, won: true });
  expect(ann2.recent[1]?.notRated).toBeUndefined();

  // Ann against someone else counts.
  const other = await ratedGame(loose, ann, await signUp(loose.url, 'Pair_Cid'));
  await concede(other, 'defender');
  expect((await gameRating(loose, other.roomId)).state).toBe('rated');
  expect(overall(await profileOf(loose.url, 'Pair_Ann')).games).toBe(2);

  // The window: only counted results that ended within it are counted (the store's query, on this server's SQLite).
  const store = new AccountStore(loose.store.sql());
  const [a, b] = await Promise.all([store.accountByName('Pair_Ann'), store.accountByName('Pair_Ben')]);
  const ended = (await store.ratedResult(first.roomId))?.endedAt ?? 0;
  expect(await store.countedResultsBetween(a?.id ?? '', b?.id ?? '', ended, Date.now())).toBe(1);
  expect(await store.countedResultsBetween(b?.id ?? '', a?.id ?? '', ended + 1, Date.now())).toBe(0);
  await Promise.all([first, again, other].flatMap((g) => [g.i.room.leave(), g.d.room.leave()]));
});

test('a provisional rating is marked in the profile and kept off the leaderboard until its deviation is below the bound', async () => {
  const wes = await signUp(loose.url, 'Prov_Wes');
  const one = await ratedGame(loose, wes, await signUp(loose.url, 'Prov_Lou'));
  await concede(one, 'defender');
  expect((await gameRating(loose, one.roomId)).state).toBe('rated');
  // One game: a deviation of about 290, above the bound of 270.
  const after1 = await profileOf(loose.url, 'Prov_Wes');
  expect(after1.provisionalRd).toBe(LOOSE_PROVISIONAL_RD);
  expect(overall(after1).rd).toBeGreaterThanOrEqual(LOOSE_PROVISIONAL_RD);
  expect(overall(after1).provisional).toBe(true);
  expect(after1.ratings.invader.provisional).toBe(true);
  const board1 = await board(loose);
  expect(board1.provisionalRd).toBe(LOOSE_PROVISIONAL_RD);
  expect(board1.players.map((p) => p.name)).not.toContain('Prov_Wes');

  // A second game against another new player: about 256, below the bound; the new players stay off.
  const two = await ratedGame(loose, wes, await signUp(loose.url, 'Prov_Max'));
  await concede(two, 'defender');
  expect((await gameRating(loose, two.roomId)).state).toBe('rated');
  const after2 = overall(await profileOf(loose.url, 'Prov_Wes'));
  expect(after2.rd).toBeLessThan(LOOSE_PROVISIONAL_RD);
  expect(after2.provisional).toBe(false);
  const names = (await board(loose)).players.map((p) => p.name);
  expect(names).toContain('Prov_Wes');
  expect(names).not.toContain('Prov_Lou');
  expect(names).not.toContain('Prov_Max');
  const entry = (await board(loose)).players.find((p) => p.name === 'Prov_Wes');
  expect(entry).toEqual({ name: 'Prov_Wes', rating: after2.rating, rd: after2.rd, games: 2 });
  await Promise.all([one, two].flatMap((g) => [g.i.room.leave(), g.d.room.leave()]));
});
