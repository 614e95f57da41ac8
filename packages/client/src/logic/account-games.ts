/**
 * "Your games" of a signed-in player, from the server's list of the account's games (pure): the
 * games waiting for my decision first, then the others being played (most recently changed
 * first), then the finished ones with my result.
 */
import type { AccountGame } from '@stronghold/protocol';

export interface AccountGamesSorted {
  waiting: AccountGame[];
  current: AccountGame[];
  finished: (AccountGame & { result: 'won' | 'lost' | 'ended' })[];
}

const newestFirst = (a: AccountGame, b: AccountGame): number => b.updatedAt - a.updatedAt;

export function sortAccountGames(games: readonly AccountGame[]): AccountGamesSorted {
  const waiting = games.filter((g) => g.state === 'my-turn').sort(newestFirst);
  const current = games.filter((g) => g.state === 'their-turn' || g.state === 'waiting-for-opponent').sort(newestFirst);
  const finished = games
    .filter((g) => g.state === 'ended')
    .sort(newestFirst)
    .map((g) => ({
      ...g,
      result: g.winner === undefined ? ('ended' as const) : g.winner === g.seat ? ('won' as const) : ('lost' as const),
    }));
  return { waiting, current, finished };
}
