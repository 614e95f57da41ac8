import type { AccountGame } from '@stronghold/protocol';
import { sortAccountGames } from '../src/logic/account-games';

const game = (gameId: string, o: Partial<AccountGame>): AccountGame => ({
  gameId,
  name: `Game ${gameId}`,
  seat: 'invader',
  opponent: { kind: 'guest', name: 'Anna' },
  rated: false,
  state: 'their-turn',
  updatedAt: 1000,
  ...o,
});

test("a signed-in player's games: mine to decide first, then the others in play, then the finished ones, each newest first", () => {
  const sorted = sortAccountGames([
    game('old-theirs', { state: 'their-turn', updatedAt: 100 }),
    game('done', { state: 'ended', winner: 'invader', updatedAt: 500 }),
    game('mine-old', { state: 'my-turn', updatedAt: 200 }),
    game('open', { state: 'waiting-for-opponent', opponent: null, updatedAt: 300 }),
    game('mine-new', { state: 'my-turn', updatedAt: 900 }),
  ]);
  expect(sorted.waiting.map((g) => g.gameId)).toEqual(['mine-new', 'mine-old']);
  expect(sorted.current.map((g) => g.gameId)).toEqual(['open', 'old-theirs']);
  expect(sorted.finished.map((g) => g.gameId)).toEqual(['done']);
});

test('a finished game reads won when my seat won, lost when the other did, ended without a winner', () => {
  const sorted = sortAccountGames([
    game('won', { state: 'ended', seat: 'defender', winner: 'defender', updatedAt: 3 }),
    game('lost', { state: 'ended', seat: 'defender', winner: 'invader', updatedAt: 2 }),
    game('none', { state: 'ended', updatedAt: 1 }),
  ]);
  expect(sorted.finished.map((g) => [g.gameId, g.result])).toEqual([
    ['won', 'won'],
    ['lost', 'lost'],
    ['none', 'ended'],
  ]);
});
