/**
 * "Your games" keeps each list short and offers "Show all (N)" for the rest (logic/my-games.ts
 * `shortList`, used by ui/my-games.ts for the account's lists and a guest's).
 */
import { shortList } from '../src/logic/my-games';

const games = (n: number) => Array.from({ length: n }, (_, i) => `g${i + 1}`);

test('a list longer than its limit shows the first ones and says how many more there are', () => {
  const r = shortList(games(15), 12, false);
  expect(r.shown).toEqual(games(12));
  expect(r.more).toBe(3);
});

test('expanded, every game of the list is shown, in order', () => {
  const r = shortList(games(15), 12, true);
  expect(r.shown).toEqual(games(15));
  expect(r.more).toBe(3);
});

test('a list within its limit has nothing more to show', () => {
  expect(shortList(games(8), 8, false)).toEqual({ shown: games(8), more: 0 });
  expect(shortList([], 8, false)).toEqual({ shown: [], more: 0 });
});
