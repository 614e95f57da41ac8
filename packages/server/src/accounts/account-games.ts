/**
 * The games an account holds seats in, as the contract's AccountGame: who the opponent is (an
 * account, a deleted account, a guest, the computer), and where the game stands for the account
 * (its decision, the other's, waiting for an opponent, ended). Ordered: the account's decision
 * first, then the other games being played or waiting, then the recently finished.
 */
import type { AccountGame, AccountGameState, PlayerRef } from '@stronghold/protocol';
import { storedStanding, type LiveStanding } from '../game-standing';
import type { AccountGameRow, AccountStore } from '../persistence/account-store';
import { gameFromRow } from '../persistence/tables';
import { other } from '../rooms/rematch';

/** Finished games listed at most. */
export const RECENT_FINISHED_GAMES = 20;
const UNFINISHED_MAX = 200;

/** Where a game this process hosts stands now (null: not hosted here). */
export type HostedStanding = (gameId: string) => LiveStanding | null;

/** Who holds the other seat, as the contract names it. */
export function opponentRef(row: AccountGameRow): PlayerRef | null {
  const { opponent } = row;
  if (opponent.account) return opponent.account.deleted ? { kind: 'deleted' } : { kind: 'account', name: opponent.account.name };
  const options = gameFromRow(row.game).options;
  const level = options.computer?.[other(row.seat)];
  if (level) return { kind: 'computer', level };
  return opponent.seatName !== null ? { kind: 'guest', name: opponent.seatName } : null;
}

export function accountGame(row: AccountGameRow, hosted: HostedStanding): AccountGame {
  const game = gameFromRow(row.game);
  const winner = game.winner?.seat;
  let state: AccountGameState;
  if (game.status === 'waiting') state = 'waiting-for-opponent';
  else if (game.status !== 'playing' || winner) state = 'ended';
  else {
    const live = hosted(game.id) ?? storedStanding(game);
    state = live?.toAct === row.seat ? 'my-turn' : 'their-turn';
  }
  return {
    gameId: game.id,
    name: game.options.name,
    seat: row.seat,
    opponent: opponentRef(row),
    rated: game.options.rated === true,
    state,
    ...(winner ? { winner } : {}),
    updatedAt: game.updatedAt,
  };
}

const ORDER: Record<AccountGameState, number> = { 'my-turn': 0, 'their-turn': 1, 'waiting-for-opponent': 1, ended: 2 };

/** Every unfinished game of the account and its latest finished ones, in the contract's order. */
export async function accountGames(store: AccountStore, accountId: string, hosted: HostedStanding): Promise<AccountGame[]> {
  const unfinished = await store.gamesOf(accountId, ['waiting', 'playing'], UNFINISHED_MAX);
  const finished = await store.gamesOf(accountId, ['ended'], RECENT_FINISHED_GAMES);
  const games = [...unfinished, ...finished].map((r) => accountGame(r, hosted));
  // Stable: within a group, most recently changed first (the store's order).
  return games.sort((a, b) => ORDER[a.state] - ORDER[b.state]);
}
