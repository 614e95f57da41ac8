/**
 * The rating tables (migrations.ts steps 1 and 4): each account's ratings and their history, the
 * results of rated games (those that moved no rating keep why), and the leaderboard. Reached
 * through AccountStore, which keeps the account tables' one interface (account-store.ts).
 */
import type { Seat } from '@stronghold/rules';
import type { NotRatedReason } from '@stronghold/protocol';
import type { SqlRunner, SqlStatement } from './sql-runner';

export type RatingKind = 'invader' | 'defender' | 'overall';

export interface RatingRow {
  accountId: string;
  kind: RatingKind;
  rating: number;
  rd: number;
  vol: number;
  games: number;
}

export interface RatingPointRow {
  kind: RatingKind;
  gameId: string;
  at: number;
  rating: number;
  rd: number;
}

/** A rated game's result, as kept in `rated_results`. */
export interface RatedResult {
  gameId: string;
  invaderId: string;
  defenderId: string;
  winner: Seat;
  endedAt: number;
  /** Set when the result moved no rating (migrations.ts step 4), and why. */
  notRated?: NotRatedReason;
}

export class RatingStore {
  constructor(private readonly db: SqlRunner) {}

  async ratingsOf(accountId: string): Promise<RatingRow[]> {
    const rows = await this.db.all<{ kind: RatingKind; rating: number; rd: number; vol: number; games: number | string }>(
      'SELECT kind, rating, rd, vol, games FROM ratings WHERE account_id = ?',
      accountId,
    );
    return rows.map((r) => ({
      accountId,
      kind: r.kind,
      rating: r.rating,
      rd: r.rd,
      vol: r.vol,
      games: Number(r.games),
    }));
  }

  /** Oldest first. */
  async ratingHistory(accountId: string): Promise<RatingPointRow[]> {
    const rows = await this.db.all<{ kind: RatingKind; game_id: string; at: number | string; rating: number; rd: number }>(
      'SELECT kind, game_id, at, rating, rd FROM rating_history WHERE account_id = ? ORDER BY at, game_id',
      accountId,
    );
    return rows.map((r) => ({ kind: r.kind, gameId: r.game_id, at: Number(r.at), rating: r.rating, rd: r.rd }));
  }

  /** Best first: live accounts with a rating of that kind (with `rdBelow`, only those whose deviation is below it). */
  async leaderboard(
    kind: RatingKind,
    limit: number,
    rdBelow = Number.MAX_VALUE,
  ): Promise<{ name: string; rating: number; rd: number; games: number }[]> {
    const rows = await this.db.all<{ name: string; rating: number; rd: number; games: number | string }>(
      `SELECT a.name, r.rating, r.rd, r.games FROM ratings r JOIN accounts a ON a.id = r.account_id
       WHERE r.kind = ? AND a.deleted_at IS NULL AND a.disabled_at IS NULL AND r.games > 0 AND r.rd < ?
       ORDER BY r.rating DESC, a.name LIMIT ?`,
      kind,
      rdBelow,
      limit,
    );
    return rows.map((r) => ({ name: r.name, rating: r.rating, rd: r.rd, games: Number(r.games) }));
  }

  /**
   * Ended games with a winner, both seats held by accounts, options that say rated, and no
   * recorded result, oldest first: results a stop between a game's end and its rating left out.
   */
  async unrecordedRatedGames(limit: number): Promise<string[]> {
    const rows = await this.db.all<{ id: string }>(
      `SELECT g.id FROM games g
       WHERE g.status = 'ended' AND g.winner IS NOT NULL AND g.options LIKE '%"rated":true%'
         AND NOT EXISTS (SELECT 1 FROM rated_results r WHERE r.game_id = g.id)
         AND (SELECT COUNT(DISTINCT a.account_id) FROM account_seats a WHERE a.game_id = g.id) = 2
       ORDER BY g.updated_at, g.id LIMIT ?`,
      limit,
    );
    return rows.map((r) => r.id);
  }

  async hasRatedResult(gameId: string): Promise<boolean> {
    return (await this.db.all('SELECT game_id FROM rated_results WHERE game_id = ?', gameId)).length > 0;
  }

  /** Every rated result, oldest first (a recomputation replays them; those with `notRated` moved nothing). */
  async ratedResults(): Promise<RatedResult[]> {
    return (await this.db.all<RawResult>(`SELECT ${RESULT_COLUMNS} FROM rated_results ORDER BY ended_at, game_id`)).map(resultFromRow);
  }

  /** The game's recorded result (moved ratings or not), or null while none is recorded. */
  async ratedResult(gameId: string): Promise<RatedResult | null> {
    const [row] = await this.db.all<RawResult>(`SELECT ${RESULT_COLUMNS} FROM rated_results WHERE game_id = ?`, gameId);
    return row ? resultFromRow(row) : null;
  }

  /** How many results between the two accounts (either on either side) that ended in [since, until] moved ratings. */
  async countedResultsBetween(a: string, b: string, since: number, until: number): Promise<number> {
    const [row] = await this.db.all<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM rated_results
       WHERE ((invader_id = ? AND defender_id = ?) OR (invader_id = ? AND defender_id = ?))
         AND ended_at >= ? AND ended_at <= ? AND not_rated IS NULL`,
      a,
      b,
      b,
      a,
      since,
      until,
    );
    return Number(row?.n ?? 0);
  }

  /** Of the games given, those whose rated result moved no rating, with why. */
  async notRatedReasons(gameIds: readonly string[]): Promise<Map<string, NotRatedReason>> {
    if (!gameIds.length) return new Map();
    const rows = await this.db.all<{ game_id: string; not_rated: NotRatedReason }>(
      `SELECT game_id, not_rated FROM rated_results WHERE not_rated IS NOT NULL AND game_id IN (${gameIds.map(() => '?').join(', ')})`,
      ...gameIds,
    );
    return new Map(rows.map((r) => [r.game_id, r.not_rated]));
  }

  /**
   * Records a rated game's result with the ratings it gives (each new rating and its history
   * point), all or nothing; fails when the game's result is already recorded.
   */
  async recordRatedResult(result: RatedResult, ratings: RatingRow[]): Promise<void> {
    await this.db.atomic([
      {
        sql: 'INSERT INTO rated_results (game_id, invader_id, defender_id, winner, ended_at, not_rated) VALUES (?, ?, ?, ?, ?, ?)',
        params: [result.gameId, result.invaderId, result.defenderId, result.winner, result.endedAt, result.notRated ?? null],
      },
      ...ratings.flatMap((r): SqlStatement[] => [upsertRating(r), historyPoint(r, result)]),
    ]);
  }

  /** Replaces every rating and history point (a recomputation from `rated_results`). */
  async replaceRatings(points: { result: RatedResult; ratings: RatingRow[] }[]): Promise<void> {
    await this.db.atomic([
      { sql: 'DELETE FROM rating_history', params: [] },
      { sql: 'DELETE FROM ratings', params: [] },
      ...points.flatMap(({ result, ratings }) => ratings.flatMap((r): SqlStatement[] => [upsertRating(r), historyPoint(r, result)])),
    ]);
  }
}

interface RawResult {
  game_id: string;
  invader_id: string;
  defender_id: string;
  winner: Seat;
  ended_at: number | string;
  not_rated: NotRatedReason | null;
}

const RESULT_COLUMNS = 'game_id, invader_id, defender_id, winner, ended_at, not_rated';

const resultFromRow = (r: RawResult): RatedResult => ({
  gameId: r.game_id,
  invaderId: r.invader_id,
  defenderId: r.defender_id,
  winner: r.winner,
  endedAt: Number(r.ended_at),
  ...(r.not_rated ? { notRated: r.not_rated } : {}),
});

const upsertRating = (r: RatingRow): SqlStatement => ({
  sql: `INSERT INTO ratings (account_id, kind, rating, rd, vol, games) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (account_id, kind) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol, games = excluded.games`,
  params: [r.accountId, r.kind, r.rating, r.rd, r.vol, r.games],
});

const historyPoint = (r: RatingRow, result: RatedResult): SqlStatement => ({
  sql: 'INSERT INTO rating_history (account_id, kind, game_id, at, rating, rd) VALUES (?, ?, ?, ?, ?, ?)',
  params: [r.accountId, r.kind, result.gameId, result.endedAt, r.rating, r.rd],
});
