/**
 * A player's public profile (`GET /api/players/:name`) and the leaderboards (`GET /api/players`):
 * public facts only (name, when the account was made, ratings with their history, games per
 * side, recent and current games; a private game is counted but never listed). Built from AccountSummary-like fields: nothing of a session,
 * token or password hash is read here. A rating whose deviation is still high is marked
 * provisional and kept off the leaderboard (rating-rules.ts).
 */
import type { LeaderboardEntry, LeaderboardKind, Profile, Rating, RecentGame } from '@stronghold/protocol';
import { accountGame, opponentRef, RECENT_FINISHED_GAMES, type HostedStanding } from '../accounts/account-games';
import type { AccountStore, RatingKind } from '../persistence/account-store';
import { gameFromRow } from '../persistence/tables';
import { NEW_RATING } from './glicko';
import { isProvisional, type RatingRules } from './rating-rules';

/** Finished games a profile counts for its statistics at most (older ones are not counted). */
const STATS_GAMES = 10_000;

/** The profile of the live account `name` (any case), or null. */
export async function playerProfile(
  store: AccountStore,
  name: string,
  hosted: HostedStanding,
  rules: Pick<RatingRules, 'provisionalRd'>,
): Promise<Profile | null> {
  const account = await store.accountByName(name);
  if (!account || account.disabledAt !== null) return null;
  const rows = await store.ratingsOf(account.id);
  const history = await store.ratingHistory(account.id);
  const rating = (kind: RatingKind): Rating => {
    const r = rows.find((x) => x.kind === kind);
    const rd = r?.rd ?? NEW_RATING.rd;
    return {
      rating: r?.rating ?? NEW_RATING.rating,
      rd,
      games: r?.games ?? 0,
      history: history.filter((p) => p.kind === kind).map((p) => ({ at: p.at, rating: p.rating, rd: p.rd })),
      provisional: isProvisional(rd, rules),
    };
  };
  const finished = await store.gamesOf(account.id, ['ended'], STATS_GAMES);
  const stats = { invader: { played: 0, won: 0 }, defender: { played: 0, won: 0 } };
  const recent: RecentGame[] = [];
  for (const row of finished) {
    const game = gameFromRow(row.game);
    const won = game.winner?.seat === row.seat;
    stats[row.seat].played++;
    if (won) stats[row.seat].won++;
    // A private game's id lets its holder in: never on a public page.
    if (recent.length < RECENT_FINISHED_GAMES && !game.options.private)
      recent.push({
        gameId: game.id,
        side: row.seat,
        opponent: opponentRef(row),
        won,
        rated: game.options.rated === true,
        endedAt: game.updatedAt,
      });
  }
  const notRated = await store.notRatedReasons(recent.filter((g) => g.rated).map((g) => g.gameId));
  for (const g of recent) {
    const reason = notRated.get(g.gameId);
    if (reason) g.notRated = reason;
  }
  const current = (await store.gamesOf(account.id, ['waiting', 'playing'], 200))
    .filter((r) => !gameFromRow(r.game).options.private)
    .map((r) => accountGame(r, hosted));
  return {
    name: account.name,
    createdAt: account.createdAt,
    ratings: { invader: rating('invader'), defender: rating('defender'), overall: rating('overall') },
    stats,
    recent,
    current,
    provisionalRd: rules.provisionalRd,
  };
}

/** The board's established players only (deviation below the provisional bound), best first. */
export function leaderboard(
  store: AccountStore,
  board: LeaderboardKind,
  limit: number,
  rules: Pick<RatingRules, 'provisionalRd'>,
): Promise<LeaderboardEntry[]> {
  return store.leaderboard(board, limit, rules.provisionalRd);
}
