/**
 * The end screen's words on a rated game's result (logic/rating-lines.ts): each player's overall
 * rating before and after, rounded, and the signed change ("1500 → 1521, +21"), from the server's
 * answer (`GET /api/games/:id/rating`).
 */
import type { GameRating } from '@stronghold/protocol';
import { ratingLines, signedDelta } from '../src/logic/rating-lines';
import { translator } from '../src/i18n';

const rated: GameRating = {
  state: 'rated',
  overall: { invader: { before: 1500, after: 1521.4 }, defender: { before: 1500, after: 1479.2 } },
};

test('a rated game gives a line per player, Invader first, rounded, with the change signed', () => {
  expect(ratingLines(rated)).toEqual([
    { seat: 'invader', before: 1500, after: 1521, delta: '+21' },
    { seat: 'defender', before: 1500, after: 1479, delta: '−21' },
  ]);
  const [line] = ratingLines(rated);
  expect(translator('en').t('end.ratingLine', { ...line })).toBe('1500 → 1521, +21');
  expect(translator('zh-Hant').t('end.ratingLine', { ...line })).toBe('1500 → 1521，+21');
});

test('a game that moved no rating gives no lines; no change reads +0', () => {
  expect(ratingLines({ state: 'unrated' })).toEqual([]);
  expect(ratingLines({ state: 'pending' })).toEqual([]);
  expect(signedDelta(1600.2, 1599.9)).toBe('+0');
});
